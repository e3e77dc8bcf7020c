/**
 * Spring-facing helpers of simd-json that an application injects: {@link dev.simdjson.spring.SimdJsonParsers}
 * hands each thread its own configured {@link dev.simdjson.JsonParser}.
 */
@NullMarked
package dev.simdjson.spring;

import org.jspecify.annotations.NullMarked;
