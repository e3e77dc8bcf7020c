/**
 * JSON-RPC 2.0 on Spring beans: methods marked {@link dev.simdjson.spring.jsonrpc.JsonRpcMethod} are found at
 * startup by the {@link dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry}, and the
 * {@link dev.simdjson.spring.jsonrpc.JsonRpcDispatcher} answers request bytes with response bytes (single calls,
 * notifications, batches; every error code of the specification), binding parameters straight into their declared
 * types with simd-json. The transports (HTTP, sockets) only move bytes to and from the dispatcher.
 * {@link dev.simdjson.spring.jsonrpc.OpenRpcDiscovery} answers {@code rpc.discover}; over a Unix domain socket,
 * {@link dev.simdjson.spring.jsonrpc.JsonRpcPeer} says who called. Clients are in {@code .client}, the
 * observations of both sides in {@code .observation}.
 */
@NullMarked
package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.NullMarked;
