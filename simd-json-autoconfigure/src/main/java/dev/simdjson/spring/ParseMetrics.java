package dev.simdjson.spring;

/**
 * Receives one call per document parsed by a Spring transport. The starter's Micrometer implementation turns the
 * calls into the {@code simdjson.parse} timer and the {@code simdjson.payload.size} summary; without Micrometer
 * (or with {@code simdjson.metrics.enabled=false}) the transports get {@link #NONE}.
 *
 * <p>Called on the request thread, once per document: implementations must be thread-safe and cheap.
 */
@FunctionalInterface
public interface ParseMetrics {

    /** Records nothing. */
    ParseMetrics NONE = (transport, outcome, bytes, nanos) -> {
    };

    /**
     * @param transport where the document came from
     * @param outcome   how the parse ended
     * @param bytes     the document's size in bytes; for {@link ParseOutcome#TOO_LARGE} the declared Content-Length, or
     *                  what was read when reading stopped at the limit
     * @param nanos     time spent parsing and binding, in nanoseconds (reading the body off the wire excluded)
     */
    void record(Transport transport, ParseOutcome outcome, long bytes, long nanos);
}
