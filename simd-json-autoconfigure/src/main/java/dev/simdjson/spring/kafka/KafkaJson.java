package dev.simdjson.spring.kafka;

import dev.simdjson.JsonException;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonWriteException;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.TypeSupport;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.jackson.JacksonAlignment;
import org.apache.kafka.common.errors.SerializationException;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What one simd-json serializer or deserializer reads and writes with: a simd-json mapper aligned with the Jackson
 * mapper the Spring Kafka serde would use (its own, or the one it was given), so every value comes out as Jackson's
 * would, and the decision, per type and once, whether simd-json or that Jackson mapper handles it. Thread-safe.
 */
final class KafkaJson {

    private static final int MAX_READ_TYPES = 1024;

    private final JsonMapper jackson;
    private final SimdJsonMapper mapper;
    private final SimdJsonKafkaSettings settings;
    /**
     * Per Jackson type: the reflection type simd-json reads it as, or empty when it is left to Jackson. Bounded
     * (type headers may name generic types of any shape): past {@link #MAX_READ_TYPES} it starts afresh.
     */
    private final Map<JavaType, Optional<Type>> readTypes = new ConcurrentHashMap<>();
    private final ClassValue<Boolean> writable = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            TypeSupport support = mapper.canWrite(type);
            if (!support.supported()) {
                handoff(type, JacksonHandoffs.Direction.WRITE, support.reason());
            }
            return support.supported();
        }
    };

    KafkaJson(JsonMapper jackson, SimdJsonKafkaSettings settings) {
        this.jackson = jackson;
        this.settings = settings;
        JacksonAlignment alignment = JacksonAlignment.of(jackson);
        SimdJsonMapper.Builder builder = SimdJsonMapper.builder().limits(alignment.limits(settings.limits()));
        alignment.applyTo(builder, false, false);
        this.mapper = builder.build();
    }

    /**
     * Reads a record's bytes as {@code javaType}: with simd-json when it takes the type; a value simd-json refuses
     * is read again by Jackson, so what Jackson accepts stays accepted and what it refuses fails with its own
     * exception (the cause of the {@link SerializationException}, simd-json's located error suppressed in it).
     */
    <T> T read(byte[] data, JavaType javaType, String failure) {
        return read(data, javaType, e -> new SerializationException(failure, e));
    }

    /** As {@link #read(byte[], JavaType, String)}, Jackson's exception wrapped by {@code failure}. */
    <T> T read(byte[] data, JavaType javaType, Function<Exception, RuntimeException> failure) {
        Optional<Type> type = readTypes.get(javaType);
        if (type == null) {
            if (readTypes.size() >= MAX_READ_TYPES) {
                readTypes.clear();
            }
            type = readTypes.computeIfAbsent(javaType, this::readType);
        }
        if (type.isEmpty()) {
            return jacksonRead(data, javaType, failure, null);
        }
        long start = System.nanoTime();
        try {
            T value = mapper.readValue(data, type.get());
            settings.metrics().record(Transport.KAFKA, ParseOutcome.SUCCESS, data.length, System.nanoTime() - start);
            return value;
        } catch (JsonException refused) {
            ParseOutcome outcome = refused instanceof JsonParseException ? ParseOutcome.INVALID_JSON
                    : ParseOutcome.BIND_ERROR;
            settings.metrics().record(Transport.KAFKA, outcome, data.length, System.nanoTime() - start);
            return jacksonRead(data, javaType, failure, refused);
        }
    }

    private <T> T jacksonRead(byte[] data, JavaType javaType, Function<Exception, RuntimeException> failure,
            @Nullable JsonException refused) {
        try {
            return jackson.readerFor(javaType).readValue(data);
        } catch (Exception e) {
            if (refused != null) {
                e.addSuppressed(refused);
            }
            throw failure.apply(e);
        }
    }

    /**
     * Writes {@code value} with simd-json when it takes the value's class; null when Jackson should write it (its
     * class, or content met while writing that the class could not show, such as an element of a
     * {@code List<Object>}: nothing has been written then).
     */
    byte @Nullable [] write(Object value) {
        if (!writable.get(value.getClass())) {
            return null;
        }
        try {
            return mapper.writeValueAsBytes(value);
        } catch (JsonWriteException e) {
            handoff(value.getClass(), JacksonHandoffs.Direction.WRITE, e.getMessage());
            return null;
        }
    }

    private Optional<Type> readType(JavaType javaType) {
        Type type = JavaTypeConversion.toType(javaType);
        TypeSupport support = mapper.canRead(type);
        if (!support.supported()) {
            handoff(type, JacksonHandoffs.Direction.READ, support.reason());
            return Optional.empty();
        }
        return Optional.of(type);
    }

    private void handoff(Type type, JacksonHandoffs.Direction direction, String reason) {
        JacksonHandoffs handoffs = settings.handoffs();
        if (handoffs != null) {
            handoffs.record(type, direction, reason);
        }
    }
}
