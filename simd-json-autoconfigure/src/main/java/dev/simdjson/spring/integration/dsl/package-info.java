/**
 * The Java DSL for the starter's socket endpoints, beside Spring Integration's {@code Tcp}:
 * {@link dev.simdjson.spring.integration.dsl.JsonSockets} gives connection factories for Unix domain sockets and
 * loopback TCP, and inbound adapters and gateways whose frames simd-json binds.
 */
@NullMarked
package dev.simdjson.spring.integration.dsl;

import org.jspecify.annotations.NullMarked;
