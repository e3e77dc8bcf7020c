package dev.simdjson.spring.messaging;

import dev.simdjson.SimdJsonMapper;
import org.jspecify.annotations.Nullable;
import org.springframework.core.GenericTypeResolver;
import org.springframework.core.MethodParameter;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageHeaders;
import org.springframework.messaging.converter.AbstractMessageConverter;
import org.springframework.messaging.converter.MessageConversionException;
import org.springframework.util.MimeType;

import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A Spring Messaging {@code SmartMessageConverter} backed by simd-json, for {@code application/json} and
 * {@code application/*+json}: payloads ({@code byte[]} or {@code String}) are bound to the target type, generics
 * of a handler's parameter included (the conversion hint), and objects are written as JSON {@code byte[]} (or
 * {@code String}, with {@link #setSerializedPayloadClass}). A type simd-json does not take is left to the next
 * converter, as Jackson's converter would take it.
 */
public class SimdJsonMessageConverter extends AbstractMessageConverter {

    private final SimdJsonMapper mapper;

    public SimdJsonMessageConverter(SimdJsonMapper mapper) {
        super(new MimeType("application", "json"), new MimeType("application", "*+json"));
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    protected boolean supports(Class<?> type) {
        return mapper.canRead(type).supported() || mapper.canWrite(type).supported();
    }

    @Override
    protected boolean canConvertFrom(Message<?> message, Class<?> targetClass) {
        Object payload = message.getPayload();
        return (payload instanceof byte[] || payload instanceof String) && supportsMimeType(message.getHeaders())
                && mapper.canRead(targetClass).supported();
    }

    @Override
    protected boolean canConvertTo(Object payload, @Nullable MessageHeaders headers) {
        return supportsMimeType(headers) && mapper.canWrite(payload.getClass()).supported();
    }

    @Override
    protected @Nullable Object convertFromInternal(Message<?> message, Class<?> targetClass,
            @Nullable Object conversionHint) {
        Type type = targetType(targetClass, conversionHint);
        Object payload = message.getPayload();
        byte[] json = payload instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : (byte[]) payload;
        try {
            return mapper.readValue(json, type);
        } catch (RuntimeException e) {
            throw new MessageConversionException(message, "Could not read JSON: " + e.getMessage(), e);
        }
    }

    @Override
    protected Object convertToInternal(Object payload, @Nullable MessageHeaders headers,
            @Nullable Object conversionHint) {
        byte[] json;
        try {
            json = mapper.writeValueAsBytes(payload);
        } catch (RuntimeException e) {
            throw new MessageConversionException("Could not write JSON: " + e.getMessage(), e);
        }
        return getSerializedPayloadClass() == String.class ? new String(json, StandardCharsets.UTF_8) : json;
    }

    /** The handler parameter's full generic type when the hint is one ({@code List<Item>}), else the class. */
    private static Type targetType(Class<?> targetClass, @Nullable Object conversionHint) {
        if (conversionHint instanceof MethodParameter parameter) {
            MethodParameter nested = parameter.nestedIfOptional();
            Type generic = nested.getNestedGenericParameterType();
            return GenericTypeResolver.resolveType(generic, nested.getContainingClass());
        }
        return targetClass;
    }
}
