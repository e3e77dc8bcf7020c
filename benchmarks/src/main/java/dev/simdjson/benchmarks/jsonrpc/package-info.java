/**
 * JSON-RPC 2.0 dispatch in process ({@link dev.simdjson.benchmarks.jsonrpc.JsonRpcDispatchBenchmark}): the starter's
 * dispatcher against the same protocol on Jackson 3 ({@link dev.simdjson.benchmarks.jsonrpc.JacksonRpcDispatcher}),
 * on the workload of the Zig JSON-RPC server built on simdjson.
 */
package dev.simdjson.benchmarks.jsonrpc;
