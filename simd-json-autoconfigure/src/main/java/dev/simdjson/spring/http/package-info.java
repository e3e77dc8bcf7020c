/**
 * JSON request and response bodies over HTTP: what the Spring MVC converter and the WebFlux codecs share
 * ({@link dev.simdjson.spring.http.JsonBodies}: which types simd-json takes and which it leaves to Jackson, size
 * limit, metrics, errors as {@link dev.simdjson.spring.http.JsonBodyException} problem details), and the
 * converter and codecs themselves.
 */
@NullMarked
package dev.simdjson.spring.http;

import org.jspecify.annotations.NullMarked;
