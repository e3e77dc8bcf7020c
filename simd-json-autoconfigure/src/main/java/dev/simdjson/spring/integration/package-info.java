/**
 * Framed JSON over sockets for Spring Integration: {@link dev.simdjson.spring.integration.Framing} gives the
 * serializer/deserializer of each framing (length headers big- and little-endian, NDJSON, {@code Content-Length},
 * concatenated documents), shared by TCP and Unix domain sockets.
 */
@NullMarked
package dev.simdjson.spring.integration;

import org.jspecify.annotations.NullMarked;
