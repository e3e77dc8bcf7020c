/**
 * JSON-RPC calls as Micrometer {@code Observation}s: {@code jsonrpc.server.requests} for every call a server answers
 * or runs, {@code jsonrpc.client.requests} for every call a client makes, with the method, the outcome, the transport
 * and the error code as low-cardinality key values. Micrometer's meter handler makes timers of them, Micrometer
 * Tracing spans (a client's HTTP call nested in its observation carries the trace context in the standard headers);
 * a {@code *ObservationConvention} bean changes names and key values.
 */
@NullMarked
package dev.simdjson.spring.jsonrpc.observation;

import org.jspecify.annotations.NullMarked;
