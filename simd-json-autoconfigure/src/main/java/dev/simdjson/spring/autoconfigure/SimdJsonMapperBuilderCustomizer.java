package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;

/**
 * Callback to adjust the auto-configured {@link SimdJsonMapper} beyond the {@code simdjson.*} properties. Every
 * bean of this type is applied, in {@link org.springframework.core.Ordered order}, after the properties.
 */
@FunctionalInterface
public interface SimdJsonMapperBuilderCustomizer {

    void customize(SimdJsonMapper.Builder builder);
}
