/**
 * Spring Boot auto-configuration of simd-json: the {@code simdjson.*} properties, the
 * {@link dev.simdjson.runtime.RuntimeReport}, the {@link dev.simdjson.JsonLimits} and the
 * {@link dev.simdjson.spring.SimdJsonParsers} beans, and the startup log line that tells which kernel runs.
 */
@NullMarked
package dev.simdjson.spring.autoconfigure;

import org.jspecify.annotations.NullMarked;
