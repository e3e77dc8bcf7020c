/**
 * Kafka record values: simd-json's serializer and deserializer against Spring Kafka's Jackson ones.
 */
package dev.simdjson.benchmarks.kafka;
