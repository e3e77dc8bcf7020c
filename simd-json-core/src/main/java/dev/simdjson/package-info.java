/**
 * The public face of simd-json: {@link dev.simdjson.JsonParser} (reusable, one per thread),
 * {@link dev.simdjson.JsonValue} (the DOM), {@link dev.simdjson.JsonLimits} and the exceptions, which always say
 * where in the input the problem is.
 */
package dev.simdjson;
