package dev.simdjson.spring.kafka;

import org.apache.kafka.common.errors.SerializationException;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;

/**
 * Spring Kafka's {@link JacksonJsonSerializer} with simd-json doing the writing: the same constructors,
 * configuration keys ({@code spring.json.add.type.headers}, {@code spring.json.type.mapping}) and type headers
 * (written by Spring Kafka's own type mapper), and the same bytes: values are written by a simd-json mapper aligned
 * with this serializer's Jackson mapper. A value simd-json does not write (its class, or content met on the way)
 * is written by that Jackson mapper, as are all values when a target type other than the value's class was given.
 * Usable by class name in {@code spring.kafka.producer.value-serializer} or as an instance.
 *
 * @param <T> the type of the values
 */
public class SimdJsonKafkaSerializer<T> extends JacksonJsonSerializer<T> {

    private final @Nullable JavaType targetType;
    private final KafkaJsonHolder json = new KafkaJsonHolder();

    /** Spring Kafka's default Jackson mapper, the value's class as the type. */
    public SimdJsonKafkaSerializer() {
        super();
        this.targetType = null;
    }

    public SimdJsonKafkaSerializer(TypeReference<? super T> targetType) {
        super(targetType);
        this.targetType = targetType == null ? null : jsonMapper.constructType(targetType.getType());
    }

    public SimdJsonKafkaSerializer(JsonMapper jsonMapper) {
        this((JavaType) null, jsonMapper);
    }

    public SimdJsonKafkaSerializer(TypeReference<? super T> targetType, JsonMapper jsonMapper) {
        this(targetType == null ? null : jsonMapper.constructType(targetType.getType()), jsonMapper);
    }

    public SimdJsonKafkaSerializer(@Nullable JavaType targetType, JsonMapper jsonMapper) {
        super(targetType, jsonMapper);
        this.targetType = targetType;
    }

    /** Limits, metrics and the hand-off list (the starter sets them; {@link SimdJsonKafkaSettings#CONFIG} too). */
    public void setSettings(SimdJsonKafkaSettings settings) {
        json.settings(settings);
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        super.configure(configs, isKey);
        json.configure(configs);
    }

    @Override
    public byte @Nullable [] serialize(String topic, @Nullable T data) {
        if (data == null) {
            return null;
        }
        if (targetType == null || targetType.getRawClass() == data.getClass()) {
            byte[] bytes;
            try {
                bytes = json().write(data);
            } catch (RuntimeException e) {
                throw new SerializationException("Can't serialize data [" + data + "] for topic [" + topic + "]", e);
            }
            if (bytes != null) {
                return bytes;
            }
        }
        return super.serialize(topic, data);
    }

    @Override
    public <X> JacksonJsonSerializer<X> copyWithType(JavaType newTargetType) {
        SimdJsonKafkaSerializer<X> copy = new SimdJsonKafkaSerializer<>(newTargetType, jsonMapper);
        copy.addTypeInfo = addTypeInfo;
        copy.typeMapper = typeMapper;
        copy.setSettings(json.settings());
        return copy;
    }

    /** The simd-json side, made on first use (after every setter and {@code configure}). */
    private KafkaJson json() {
        return json.get(jsonMapper);
    }

    /** The Jackson mapper this serializer aligns with (and falls back to). */
    JsonMapper jacksonMapper() {
        return jsonMapper;
    }
}
