/**
 * simd-json for Kafka record values: {@link dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer},
 * {@link dev.simdjson.spring.kafka.SimdJsonKafkaSerializer} and {@link dev.simdjson.spring.kafka.SimdJsonKafkaSerde}
 * take the place of Spring Kafka's Jackson ones with the same configuration keys, type headers and bytes, and
 * leave to Jackson what simd-json does not take. The starter switches the factories Boot configured with Jackson's
 * serdes to these ({@code simdjson.kafka.enabled=false} keeps Jackson's).
 */
@NullMarked
package dev.simdjson.spring.kafka;

import org.jspecify.annotations.NullMarked;
