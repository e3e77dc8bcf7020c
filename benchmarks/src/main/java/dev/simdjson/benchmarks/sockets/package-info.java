/**
 * End to end over real sockets: frames per second from clients through the starter's socket adapters into a
 * channel, with simd-json or Jackson 3 binding the payloads behind the same adapter ({@link
 * dev.simdjson.benchmarks.sockets.SocketThroughput}, run by {@code benchmarks/sockets/run-sockets.sh}).
 */
package dev.simdjson.benchmarks.sockets;
