package dev.simdjson.spring.messaging;

import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import org.springframework.core.ResolvableType;
import org.springframework.integration.support.json.JsonObjectMapper;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import java.util.Objects;

/**
 * Spring Integration's {@link JsonObjectMapper} backed by simd-json, for {@code ObjectToJsonTransformer},
 * {@code JsonToObjectTransformer} and the other components that take one. JSON comes in as a {@code String},
 * {@code byte[]}, {@code InputStream}, {@code Reader} or {@code File} (not a {@code URL}: a payload does not make
 * the application fetch anything); the node type is simd-json's {@link JsonValue}.
 *
 * <p>Types are never taken from message headers ({@code json__TypeId__} and friends name classes, and class names
 * from input are how deserialization attacks start): {@link #fromJson(Object, Map)} refuses, so a
 * {@code JsonToObjectTransformer} needs its target type. {@link #populateJavaTypes} still writes the headers, so
 * other consumers downstream see what Jackson's mapper would have written.
 */
public class SimdJsonObjectMapper implements JsonObjectMapper<JsonValue, JsonValue> {

    private final SimdJsonMapper mapper;

    public SimdJsonObjectMapper(SimdJsonMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    public String toJson(Object value) {
        return new String(mapper.writeValueAsBytes(value), StandardCharsets.UTF_8);
    }

    @Override
    public void toJson(Object value, Writer writer) throws IOException {
        writer.write(toJson(value));
    }

    @Override
    public JsonValue toJsonNode(Object json) throws IOException {
        if (json instanceof JsonValue node) {
            return node;
        }
        byte[] bytes = json instanceof String || json instanceof byte[] || json instanceof InputStream
                || json instanceof Reader || json instanceof File ? bytes(json) : mapper.writeValueAsBytes(json);
        return mapper.readTree(bytes);
    }

    @Override
    public <T> T fromJson(Object json, Class<T> valueType) throws IOException {
        return valueType.cast(read(json, valueType));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T fromJson(Object json, ResolvableType valueType) throws IOException {
        return (T) read(json, valueType.getType());
    }

    @Override
    public <T> T fromJson(Object json, Map<String, Object> javaTypes) throws IOException {
        throw new IOException("simd-json does not take types from message headers (" + javaTypes.keySet()
                + "): give the transformer its target type");
    }

    private Object read(Object json, Type type) throws IOException {
        try {
            return mapper.readValue(bytes(json), type);
        } catch (RuntimeException e) {
            throw new IOException("Could not read JSON as " + type.getTypeName() + ": " + e.getMessage(), e);
        }
    }

    private static byte[] bytes(Object json) throws IOException {
        return switch (json) {
            case byte[] b -> b;
            case String s -> s.getBytes(StandardCharsets.UTF_8);
            case InputStream in -> in.readAllBytes();
            case Reader reader -> {
                StringBuilder text = new StringBuilder();
                char[] buffer = new char[8192];
                for (int n; (n = reader.read(buffer)) >= 0; ) {
                    text.append(buffer, 0, n);
                }
                yield text.toString().getBytes(StandardCharsets.UTF_8);
            }
            case File file -> Files.readAllBytes(file.toPath());
            default -> throw new IllegalArgumentException("Cannot read JSON from a " + json.getClass().getName());
        };
    }
}
