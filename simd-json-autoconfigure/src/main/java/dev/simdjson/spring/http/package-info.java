/**
 * JSON request and response bodies over HTTP: what the Spring MVC converter and the WebFlux codecs share
 * ({@link dev.simdjson.spring.http.JsonBodies}: which types simd-json takes and which it leaves to Jackson, size
 * limit, metrics, failures as {@link dev.simdjson.spring.http.JsonBodyException}), the converter and codecs
 * themselves, and the exceptions they raise in place of Jackson's
 * ({@link dev.simdjson.spring.http.JsonBodyNotReadableException},
 * {@link dev.simdjson.spring.http.JsonBodyDecodingException}; detailed problems only with
 * {@code simdjson.http.detailed-errors}).
 */
@NullMarked
package dev.simdjson.spring.http;

import org.jspecify.annotations.NullMarked;
