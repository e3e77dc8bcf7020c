/**
 * JSON-RPC 2.0 clients: {@link dev.simdjson.spring.jsonrpc.client.JsonRpcClient @JsonRpcClient} interfaces called
 * through proxies, and the {@link dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate} they delegate to (calls,
 * notifications and batches by method name). Requests are written and responses bound by simd-json; a
 * {@link dev.simdjson.spring.jsonrpc.client.JsonRpcTransport} moves the bytes: HTTP through Spring's
 * {@code RestClient}, TCP and Unix domain sockets through Spring Integration's client connection factories with calls
 * multiplexed over shared connections by id.
 */
@NullMarked
package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.NullMarked;
