/**
 * Spring-facing pieces of simd-json that every transport shares: {@link dev.simdjson.spring.SimdJsonParsers} (a
 * configured parser per thread), {@link dev.simdjson.spring.SimdJsonWarmUp} (JIT warm-up at startup),
 * {@link dev.simdjson.spring.ParseMetrics} with its {@link dev.simdjson.spring.Transport} and
 * {@link dev.simdjson.spring.ParseOutcome} tags, and {@link dev.simdjson.spring.JacksonHandoffs} (the types left to
 * Jackson, and why). The transports live in sub-packages ({@code http}); the wiring in {@code autoconfigure}.
 */
@NullMarked
package dev.simdjson.spring;

import org.jspecify.annotations.NullMarked;
