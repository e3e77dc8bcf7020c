package dev.simdjson.spring.actuate;

import dev.simdjson.spring.Transport;

/**
 * Per-transport figures for {@code /actuator/simdjson}. Kept apart from {@link MicrometerParseMetrics} so the
 * endpoint does not load Micrometer's classes in an application that has none; an application that brings its own
 * {@link dev.simdjson.spring.ParseMetrics} bean can implement this too, and the endpoint shows its figures.
 */
@FunctionalInterface
public interface ParseStatistics {

    /** The figures of {@code transport} now. */
    TransportStatistics of(Transport transport);
}
