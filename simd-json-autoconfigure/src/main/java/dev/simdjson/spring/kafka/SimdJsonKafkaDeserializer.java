package dev.simdjson.spring.kafka;

import org.apache.kafka.common.header.Headers;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.support.mapping.JacksonJavaTypeMapper;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonTypeResolver;
import org.springframework.util.Assert;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;

import java.util.Arrays;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Spring Kafka's {@link JacksonJsonDeserializer} with simd-json doing the reading: the same constructors,
 * configuration keys ({@code spring.json.value.default.type}, {@code spring.json.trusted.packages},
 * {@code spring.json.use.type.headers}, {@code spring.json.type.mapping}, {@code spring.json.remove.type.headers},
 * the type methods), type headers ({@code __TypeId__} and its key, content and map-key variants, read by Spring
 * Kafka's own type mapper, so a class outside the trusted packages is refused exactly as there) and results.
 * Usable by class name in {@code spring.kafka.consumer.value-deserializer} or as an instance.
 *
 * <p>Values are bound by a simd-json mapper aligned with this deserializer's Jackson mapper (Spring Kafka's
 * default one, or the one given), so each value equals what Jackson would return. A type simd-json does not take
 * is read by that Jackson mapper; so is a value simd-json refuses, so that what Jackson accepts stays accepted and
 * a bad record fails with the {@code SerializationException} Jackson's deserializer throws (its Jackson cause
 * carries line and column, simd-json's error with the byte offset is suppressed in it), which
 * {@code ErrorHandlingDeserializer} turns into a {@code DeserializationException} with the raw bytes. A null
 * value (a tombstone) is null.
 *
 * @param <T> the type of the values
 */
public class SimdJsonKafkaDeserializer<T> extends JacksonJsonDeserializer<T> {

    private final Object lock = new Object();
    private final KafkaJsonHolder json = new KafkaJsonHolder();
    private final TypeHeaders typeHeaders = new TypeHeaders();
    private @Nullable JacksonJsonTypeResolver resolver;
    private boolean removeTypeHeaders = true;
    private boolean typeMapperSet;
    private boolean configured;

    /** Target type from type headers, or from the type argument of a subclass; Spring Kafka's default mapper. */
    public SimdJsonKafkaDeserializer() {
        super();
    }

    public SimdJsonKafkaDeserializer(JsonMapper jsonMapper) {
        super(jsonMapper);
    }

    public SimdJsonKafkaDeserializer(@Nullable Class<? super T> targetType) {
        super(targetType);
    }

    public SimdJsonKafkaDeserializer(@Nullable TypeReference<? super T> targetType) {
        super(targetType);
    }

    public SimdJsonKafkaDeserializer(@Nullable JavaType targetType) {
        super(targetType);
    }

    public SimdJsonKafkaDeserializer(@Nullable Class<? super T> targetType, boolean useHeadersIfPresent) {
        super(targetType, useHeadersIfPresent);
    }

    public SimdJsonKafkaDeserializer(@Nullable TypeReference<? super T> targetType, boolean useHeadersIfPresent) {
        super(targetType, useHeadersIfPresent);
    }

    public SimdJsonKafkaDeserializer(@Nullable JavaType targetType, boolean useHeadersIfPresent) {
        super(targetType, useHeadersIfPresent);
    }

    public SimdJsonKafkaDeserializer(Class<? super T> targetType, JsonMapper jsonMapper) {
        super(targetType, jsonMapper);
    }

    public SimdJsonKafkaDeserializer(TypeReference<? super T> targetType, JsonMapper jsonMapper) {
        super(targetType, jsonMapper);
    }

    public SimdJsonKafkaDeserializer(@Nullable JavaType targetType, JsonMapper jsonMapper) {
        super(targetType, jsonMapper);
    }

    public SimdJsonKafkaDeserializer(@Nullable Class<? super T> targetType, JsonMapper jsonMapper,
            boolean useHeadersIfPresent) {
        super(targetType, jsonMapper, useHeadersIfPresent);
    }

    public SimdJsonKafkaDeserializer(@Nullable TypeReference<? super T> targetType, JsonMapper jsonMapper,
            boolean useHeadersIfPresent) {
        super(targetType, jsonMapper, useHeadersIfPresent);
    }

    public SimdJsonKafkaDeserializer(@Nullable JavaType targetType, JsonMapper jsonMapper,
            boolean useHeadersIfPresent) {
        super(targetType, jsonMapper, useHeadersIfPresent);
    }

    /** Limits, metrics and the hand-off list (the starter sets them; {@link SimdJsonKafkaSettings#CONFIG} too). */
    public void setSettings(SimdJsonKafkaSettings settings) {
        json.settings(settings);
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        super.configure(configs, isKey);
        synchronized (lock) {
            if (configured) {
                return; // as Spring Kafka's: the first configuration stands
            }
            configured = true;
            json.configure(configs);
            typeHeaders.clear();
            if (configs.containsKey(REMOVE_TYPE_INFO_HEADERS)) {
                removeTypeHeaders = Boolean.parseBoolean(configs.get(REMOVE_TYPE_INFO_HEADERS).toString());
            }
            Object method = configs.get(isKey ? KEY_TYPE_METHOD : VALUE_TYPE_METHOD);
            if (method != null) {
                resolver = TypeMethods.resolver(method.toString(), getClass().getClassLoader());
            }
        }
    }

    @Override
    public void setRemoveTypeHeaders(boolean removeTypeHeaders) {
        super.setRemoveTypeHeaders(removeTypeHeaders);
        this.removeTypeHeaders = removeTypeHeaders;
    }

    @Override
    public void setTypeFunction(BiFunction<byte[], Headers, JavaType> typeFunction) {
        super.setTypeFunction(typeFunction);
        this.resolver = (topic, data, headers) -> typeFunction.apply(data, headers);
    }

    @Override
    public void setTypeResolver(JacksonJsonTypeResolver typeResolver) {
        super.setTypeResolver(typeResolver);
        this.resolver = typeResolver;
    }

    @Override
    public void setTypeMapper(JacksonJavaTypeMapper typeMapper) {
        super.setTypeMapper(typeMapper);
        this.typeMapperSet = true;
        typeHeaders.clear();
    }

    @Override
    public @Nullable T deserialize(String topic, Headers headers, byte[] data) {
        if (data == null) {
            return null;
        }
        JavaType javaType = null;
        if (resolver != null) {
            javaType = resolver.resolveType(topic, data, headers);
        }
        if (javaType == null && typeMapper.getTypePrecedence() == JacksonJavaTypeMapper.TypePrecedence.TYPE_ID) {
            javaType = typeHeaders.resolve(typeMapper, headers); // refuses a class outside the trusted packages
        }
        if (removeTypeHeaders) {
            typeMapper.removeHeaders(headers);
        }
        if (javaType == null) {
            javaType = targetType;
        }
        Assert.state(javaType != null, "No type information in headers and no default type provided");
        return json().read(data, javaType, "Can't deserialize data  from topic [" + topic + "]");
    }

    @Override
    public @Nullable T deserialize(String topic, byte[] data) {
        if (data == null) {
            return null;
        }
        JavaType javaType = targetType;
        if (resolver != null) {
            JavaType resolved = resolver.resolveType(topic, data, null);
            if (resolved != null) {
                javaType = resolved;
            }
        }
        Assert.state(javaType != null, "No headers available and no default type provided");
        return json().read(data, javaType,
                "Can't deserialize data [" + Arrays.toString(data) + "] from topic [" + topic + "]");
    }

    @Override
    public <X> JacksonJsonDeserializer<X> copyWithType(JavaType newTargetType) {
        SimdJsonKafkaDeserializer<X> copy = new SimdJsonKafkaDeserializer<>(newTargetType, jsonMapper,
                typeMapper.getTypePrecedence() == JacksonJavaTypeMapper.TypePrecedence.TYPE_ID);
        copy.setRemoveTypeHeaders(removeTypeHeaders);
        if (typeMapperSet) {
            copy.setTypeMapper(typeMapper);
        } else {
            copy.typeMapper = typeMapper;
        }
        copy.setSettings(json.settings());
        return copy;
    }

    /** The simd-json side, made on first use (after every setter and {@code configure}). */
    private KafkaJson json() {
        return json.get(jsonMapper);
    }
}
