package dev.simdjson.spring.kafka;

import org.apache.kafka.common.serialization.Serde;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.kafka.support.mapping.JacksonJavaTypeMapper;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;
import java.util.Objects;

/**
 * The {@link SimdJsonKafkaSerializer} and {@link SimdJsonKafkaDeserializer} as one {@link Serde} (Kafka Streams
 * and friends), with the constructors and fluent methods of Spring Kafka's {@code JacksonJsonSerde}.
 *
 * @param <T> the type of the values
 */
public class SimdJsonKafkaSerde<T> implements Serde<T> {

    private final SimdJsonKafkaSerializer<T> serializer;
    private final SimdJsonKafkaDeserializer<T> deserializer;

    /** The type argument of a subclass as the target type, else type headers; Spring Kafka's default mapper. */
    public SimdJsonKafkaSerde() {
        this((JavaType) null, null);
    }

    public SimdJsonKafkaSerde(@Nullable Class<? super T> targetType) {
        this(targetType, springKafkaMapper());
    }

    public SimdJsonKafkaSerde(@Nullable TypeReference<? super T> targetType) {
        this(targetType, springKafkaMapper());
    }

    public SimdJsonKafkaSerde(@Nullable JavaType targetType) {
        this(targetType, springKafkaMapper());
    }

    public SimdJsonKafkaSerde(JsonMapper jsonMapper) {
        this((JavaType) null, jsonMapper);
    }

    public SimdJsonKafkaSerde(@Nullable TypeReference<? super T> targetType, JsonMapper jsonMapper) {
        this(targetType == null ? null : jsonMapper.constructType(targetType.getType()), jsonMapper);
    }

    public SimdJsonKafkaSerde(@Nullable Class<? super T> targetType, JsonMapper jsonMapper) {
        this(targetType == null ? null : jsonMapper.constructType(targetType), jsonMapper);
    }

    public SimdJsonKafkaSerde(@Nullable JavaType targetType, @Nullable JsonMapper jsonMapper) {
        JsonMapper mapper = jsonMapper == null ? springKafkaMapper() : jsonMapper;
        JavaType type = targetType;
        if (type == null) {
            Class<?> generic = ResolvableType.forClass(getClass()).getSuperType().resolveGeneric(0);
            type = generic == null ? null : mapper.constructType(generic);
        }
        this.serializer = new SimdJsonKafkaSerializer<>(type, mapper);
        this.deserializer = new SimdJsonKafkaDeserializer<>(type, mapper);
    }

    public SimdJsonKafkaSerde(SimdJsonKafkaSerializer<T> serializer, SimdJsonKafkaDeserializer<T> deserializer) {
        this.serializer = Objects.requireNonNull(serializer, "serializer");
        this.deserializer = Objects.requireNonNull(deserializer, "deserializer");
    }

    /** The mapper Spring Kafka's own serdes make for themselves when given none. */
    private static JsonMapper springKafkaMapper() {
        return new SimdJsonKafkaSerializer<>().jacksonMapper();
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        serializer.configure(configs, isKey);
        deserializer.configure(configs, isKey);
    }

    @Override
    public void close() {
        serializer.close();
        deserializer.close();
    }

    @Override
    public SimdJsonKafkaSerializer<T> serializer() {
        return serializer;
    }

    @Override
    public SimdJsonKafkaDeserializer<T> deserializer() {
        return deserializer;
    }

    /** Limits, metrics and the hand-off list for both directions. */
    public SimdJsonKafkaSerde<T> settings(SimdJsonKafkaSettings settings) {
        serializer.setSettings(settings);
        deserializer.setSettings(settings);
        return this;
    }

    /** Serializes and deserializes keys (default: values). */
    public SimdJsonKafkaSerde<T> forKeys() {
        serializer.forKeys();
        deserializer.forKeys();
        return this;
    }

    /** The serializer adds no type headers. */
    public SimdJsonKafkaSerde<T> noTypeInfo() {
        serializer.noTypeInfo();
        return this;
    }

    /** The deserializer leaves the type headers on the record. */
    public SimdJsonKafkaSerde<T> dontRemoveTypeHeaders() {
        deserializer.dontRemoveTypeHeaders();
        return this;
    }

    /** The deserializer ignores type headers and reads the target type. */
    public SimdJsonKafkaSerde<T> ignoreTypeHeaders() {
        deserializer.ignoreTypeHeaders();
        return this;
    }

    /** The type mapper of both directions. */
    public SimdJsonKafkaSerde<T> typeMapper(JacksonJavaTypeMapper mapper) {
        serializer.setTypeMapper(mapper);
        deserializer.setTypeMapper(mapper);
        return this;
    }
}
