package dev.simdjson.spring.actuate;

/**
 * What one transport parsed since the application started, as {@code /actuator/simdjson} shows it.
 *
 * @param documents bodies handed to simd-json, whatever the outcome (bodies over the size limit included)
 * @param bytes     their total size in bytes (for a body over the limit, what was seen before reading stopped)
 * @param errors    bodies that did not bind: invalid JSON, a binding error or over the size limit
 * @param p50Micros median time to parse and bind one body, in microseconds, over the successful parses of the
 *                  last one to two minutes (0 when there were none)
 * @param p99Micros 99th percentile of the same, in microseconds
 */
public record TransportStatistics(long documents, long bytes, long errors, double p50Micros, double p99Micros) {

    /** Nothing parsed yet. */
    public static final TransportStatistics EMPTY = new TransportStatistics(0, 0, 0, 0, 0);
}
