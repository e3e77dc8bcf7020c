/**
 * End to end over real sockets, with simd-json or Jackson 3 binding the payloads behind the same adapter
 * ({@link dev.simdjson.benchmarks.sockets.AdapterRig}, as the starter builds it): frames per second from clients
 * into a channel ({@link dev.simdjson.benchmarks.sockets.SocketThroughput}, run by
 * {@code benchmarks/sockets/run-sockets.sh}), and the same path as a JMH benchmark beside the envelope parse
 * ({@link dev.simdjson.benchmarks.sockets.AdapterPathBenchmark}, {@code run-sockets.sh --jmh}).
 */
package dev.simdjson.benchmarks.sockets;
