/**
 * JMH benchmarks, simd-json side by side with Jackson 3, fastjson2 and simdjson-java: stage 1 alone, parse and
 * read every value, and the first parse in a fresh JVM. Run on demand with {@code benchmarks/run.sh}.
 */
package dev.simdjson.benchmarks;
