package dev.simdjson.spring.kafka;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.utils.Bytes;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.support.KafkaNull;
import org.springframework.kafka.support.converter.ConversionException;
import org.springframework.kafka.support.converter.JacksonJsonMessageConverter;
import org.springframework.kafka.support.mapping.JacksonJavaTypeMapper;
import org.springframework.messaging.Message;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.type.TypeFactory;

import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The record converter of {@code @KafkaListener} methods that take typed payloads, Spring Kafka's
 * {@link JacksonJsonMessageConverter} with simd-json doing the binding: a listener's parameter type, generics
 * included ({@code List<Order>}, {@code Map<String, Envelope>}), is bound straight from the record's bytes (with
 * {@code ByteArrayDeserializer} or {@code BytesDeserializer}; {@code String} values work too), with the same type
 * precedence and headers (Spring Kafka's type mapper and header mapper), the same {@code ConversionException} for
 * a record that does not convert, and {@code KafkaNull} for a tombstone. Outbound messages
 * ({@code KafkaTemplate.send(Message)}, {@code @SendTo}) are written as the chosen {@link Payload}, as by Spring
 * Kafka's {@code ByteArray}/{@code Bytes}/{@code StringJacksonJsonMessageConverter}. Declare it as the
 * application's {@code RecordMessageConverter} bean and Boot's listener container factory uses it.
 */
public class SimdJsonKafkaMessageConverter extends JacksonJsonMessageConverter {

    /** What outbound message payloads become: match the producer's value serializer. */
    public enum Payload {
        /** {@code byte[]}, for {@code ByteArraySerializer}. */
        BYTE_ARRAY,
        /** Kafka's {@code Bytes}, for {@code BytesSerializer}. */
        BYTES,
        /** {@code String}, for {@code StringSerializer}. */
        STRING
    }

    private final Payload payload;
    private final KafkaJsonHolder json = new KafkaJsonHolder();

    /** Spring Kafka's default Jackson mapper; outbound payloads as {@code byte[]}. */
    public SimdJsonKafkaMessageConverter() {
        this(Payload.BYTE_ARRAY);
    }

    /** Spring Kafka's default Jackson mapper. */
    public SimdJsonKafkaMessageConverter(Payload payload) {
        super();
        this.payload = Objects.requireNonNull(payload, "payload");
    }

    public SimdJsonKafkaMessageConverter(JsonMapper jsonMapper) {
        this(jsonMapper, Payload.BYTE_ARRAY);
    }

    public SimdJsonKafkaMessageConverter(JsonMapper jsonMapper, Payload payload) {
        super(jsonMapper);
        this.payload = Objects.requireNonNull(payload, "payload");
    }

    /** Limits, metrics and the hand-off list. */
    public void setSettings(SimdJsonKafkaSettings settings) {
        json.settings(settings);
    }

    @Override
    protected Object extractAndConvertValue(ConsumerRecord<?, ?> record, @Nullable Type type) {
        Object value = record.value();
        if (value == null) {
            return KafkaNull.INSTANCE;
        }
        JavaType javaType = javaType(record, type);
        byte[] bytes = switch (value) {
            case byte[] b -> b;
            case Bytes b -> b.get();
            case String s -> s.getBytes(StandardCharsets.UTF_8);
            default -> throw new IllegalStateException("Only String, Bytes, or byte[] supported");
        };
        return json().read(bytes, javaType, e -> new ConversionException("Failed to convert from JSON", record, e));
    }

    /** The listener's parameter type unless type headers take precedence (as Spring Kafka decides it). */
    private JavaType javaType(ConsumerRecord<?, ?> record, @Nullable Type type) {
        JacksonJavaTypeMapper mapper = getTypeMapper();
        TypeFactory types = getJsonMapper().getTypeFactory();
        JavaType javaType = mapper.getTypePrecedence() == JacksonJavaTypeMapper.TypePrecedence.INFERRED && type != null
                ? types.constructType(type) : mapper.toJavaType(record.headers());
        if (javaType == null) {
            javaType = types.constructType(type != null ? type : Object.class);
        }
        return javaType;
    }

    @Override
    protected Object convertPayload(Message<?> message) {
        Object value = message.getPayload();
        byte[] bytes;
        try {
            bytes = json().write(value);
            if (bytes == null) {
                bytes = getJsonMapper().writeValueAsBytes(value);
            }
        } catch (RuntimeException e) {
            throw new ConversionException("Failed to convert to JSON", message, e);
        }
        return switch (payload) {
            case BYTE_ARRAY -> bytes;
            case BYTES -> Bytes.wrap(bytes);
            case STRING -> new String(bytes, StandardCharsets.UTF_8);
        };
    }

    private KafkaJson json() {
        return json.get(getJsonMapper());
    }
}
