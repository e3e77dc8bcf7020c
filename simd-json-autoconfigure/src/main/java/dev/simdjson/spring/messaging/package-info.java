/**
 * simd-json for Spring Messaging and Spring Integration beyond sockets: a {@code SmartMessageConverter}
 * ({@link dev.simdjson.spring.messaging.SimdJsonMessageConverter}) and Spring Integration's {@code JsonObjectMapper}
 * ({@link dev.simdjson.spring.messaging.SimdJsonObjectMapper}), for {@code @MessageMapping} handlers, the JSON
 * transformers and other channel adapters.
 */
@NullMarked
package dev.simdjson.spring.messaging;

import org.jspecify.annotations.NullMarked;
