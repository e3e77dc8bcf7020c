package dev.simdjson.internal.write;

/**
 * Writes values of one Java type as JSON. Built once per type by {@link EncoderFactory} and shared by all
 * threads: implementations are immutable. {@code value} is never null (callers write {@code null} themselves).
 */
@FunctionalInterface
public interface Encoder<T> {

    void write(T value, JsonOutput out);
}
