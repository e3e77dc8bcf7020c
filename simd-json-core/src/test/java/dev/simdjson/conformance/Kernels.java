package dev.simdjson.conformance;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.TestedWidth;

import java.util.List;
import java.util.function.Supplier;

/** The two kernels every conformance test runs on, and the one outcome shape a parse may have. */
final class Kernels {

    /**
     * Both stage 1 kernels; surefire adds {@code jdk.incubator.vector}, so the vector one must really run, at the
     * width the run is for ({@link TestedWidth}: the preferred one, and 128 bits in the build's narrow run).
     */
    static final List<Implementation> BOTH = List.of(Implementation.VECTOR, Implementation.SCALAR);

    private Kernels() {
    }

    static JsonParser parser(Implementation kernel) {
        return parser(kernel, JsonLimits.DEFAULTS);
    }

    static JsonParser parser(Implementation kernel, JsonLimits limits) {
        if (kernel == Implementation.VECTOR) {
            TestedWidth.assertVectorKernelWidth();
        }
        JsonParser parser = new JsonParser(limits, kernel);
        if (parser.implementation() != kernel) {
            throw new AssertionError("asked for the " + kernel + " kernel, got " + parser.implementation());
        }
        return parser;
    }

    /** A parse either accepts (a value) or rejects (a {@link JsonParseException}); nothing else is allowed. */
    sealed interface Outcome permits Accepted, Rejected {
        boolean accepted();
    }

    record Accepted(JsonValue value) implements Outcome {
        public boolean accepted() {
            return true;
        }
    }

    record Rejected(JsonParseException error) implements Outcome {
        public boolean accepted() {
            return false;
        }

        @Override
        public String toString() {
            return "Rejected[" + error.getMessage() + "]";
        }
    }

    static Outcome outcome(JsonParser parser, byte[] json) {
        return outcome(() -> parser.parse(json));
    }

    static Outcome outcome(JsonParser parser, byte[] json, int offset, int length) {
        return outcome(() -> parser.parse(json, offset, length));
    }

    /**
     * Runs a parse and classifies it. Any throwable other than {@link JsonParseException} (an
     * ArrayIndexOutOfBoundsException, a StackOverflowError, an UnsupportedOperationException...) becomes an
     * AssertionError that names it, since the parser promises that nothing else escapes.
     */
    static Outcome outcome(Supplier<JsonValue> parse) {
        try {
            return new Accepted(parse.get());
        } catch (JsonParseException e) {
            return new Rejected(e);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            throw new AssertionError("parse threw " + e.getClass().getName() + " (only JsonParseException is allowed): "
                    + e.getMessage(), e);
        }
    }
}
