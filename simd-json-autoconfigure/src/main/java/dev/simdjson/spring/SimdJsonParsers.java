package dev.simdjson.spring;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;

import java.util.Objects;

/**
 * Thread-safe access to {@link JsonParser}s that share one configuration. A {@code JsonParser} keeps buffers
 * that grow with its input and must not be shared between threads, so this holder gives each thread its own,
 * created on the thread's first use and reused afterwards.
 *
 * <p>The values a parse returns own their tape and stay valid after the same thread parses again; a value parsed
 * from a {@code byte[]} reads that array, so leave the array unchanged while the value is in use.
 */
public final class SimdJsonParsers {

    private final JsonLimits limits;
    private final Implementation implementation;
    private final ThreadLocal<JsonParser> parsers;

    /**
     * @param limits         the bounds every parse enforces
     * @param implementation the stage 1 kernel; {@link Implementation#AUTO} follows the JVM-wide choice, and
     *                       {@link Implementation#VECTOR} fails (with the reason) on the first parse of a JVM
     *                       where the vector kernel cannot run
     */
    public SimdJsonParsers(JsonLimits limits, Implementation implementation) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.implementation = Objects.requireNonNull(implementation, "implementation");
        this.parsers = ThreadLocal.withInitial(() -> new JsonParser(this.limits, this.implementation));
    }

    /** Parsers with the {@link JsonLimits#DEFAULTS default limits} and the JVM-wide kernel choice. */
    public SimdJsonParsers() {
        this(JsonLimits.DEFAULTS, Implementation.AUTO);
    }

    /** The calling thread's parser. Use it on this thread only; do not hand it to another. */
    public JsonParser parser() {
        return parsers.get();
    }

    /**
     * Parses one document with the calling thread's parser.
     *
     * @throws JsonParseException when {@code json} is not valid JSON or breaks one of the {@link #limits()}
     */
    public JsonValue parse(byte[] json) {
        return parser().parse(json);
    }

    /**
     * Parses the document in {@code json[offset, offset + length)} with the calling thread's parser.
     *
     * @throws JsonParseException when the range is not valid JSON or breaks one of the {@link #limits()}
     */
    public JsonValue parse(byte[] json, int offset, int length) {
        return parser().parse(json, offset, length);
    }

    /** The bounds every parse enforces. */
    public JsonLimits limits() {
        return limits;
    }

    /** The kernel that was asked for; {@code parser().implementation()} tells the one that runs. */
    public Implementation implementation() {
        return implementation;
    }

    @Override
    public String toString() {
        return "SimdJsonParsers[implementation=" + implementation + ", limits=" + limits + "]";
    }
}
