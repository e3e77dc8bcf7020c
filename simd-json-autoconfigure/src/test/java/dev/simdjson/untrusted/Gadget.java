package dev.simdjson.untrusted;

/** A class outside the trusted packages of the Kafka tests: initialising it leaves a trace the tests look for. */
public final class Gadget {

    /** Set by the initialiser. */
    public static final String TRACE = "simdjson.test.gadget.initialised";

    static {
        System.setProperty(TRACE, "true");
    }

    private Gadget() {
    }
}
