package dev.simdjson.spring;

/**
 * Where a JSON document came from: the {@code transport} tag of the {@code simdjson.parse} timer and the key of the
 * per-transport counts in {@code /actuator/simdjson}. Few values on purpose (metric tags must stay low-cardinality).
 */
public enum Transport {

    /** Request bodies of Spring MVC controllers. */
    HTTP_SERVER("http-server"),
    /** Response bodies read by RestClient or RestTemplate. */
    HTTP_CLIENT("http-client"),
    /** Request bodies of WebFlux controllers and response bodies read by WebClient. */
    HTTP_REACTIVE("http-reactive"),
    /** Frames read by the TCP socket adapters (Spring Integration). */
    TCP("tcp"),
    /** Frames read by the Unix domain socket adapters. */
    UDS("uds"),
    /** Kafka record values (and keys) read by the simd-json Kafka deserializer. */
    KAFKA("kafka");

    private final String tag;

    Transport(String tag) {
        this.tag = tag;
    }

    /** The tag value, e.g. {@code http-server}. */
    public String tag() {
        return tag;
    }
}
