/**
 * What simd-json shows in Actuator and Micrometer: {@link dev.simdjson.spring.actuate.MicrometerParseMetrics} (the
 * {@code simdjson.parse} timer and the {@code simdjson.payload.size} summary), the {@code /actuator/simdjson}
 * endpoint ({@link dev.simdjson.spring.actuate.SimdJsonEndpoint}), a health indicator and an info contributor.
 */
@NullMarked
package dev.simdjson.spring.actuate;

import org.jspecify.annotations.NullMarked;
