package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.messaging.SimdJsonMessageConverter;
import dev.simdjson.spring.messaging.SimdJsonObjectMapper;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * simd-json for Spring Messaging and Spring Integration: a {@link SimdJsonMessageConverter} when spring-messaging is
 * present and a {@link SimdJsonObjectMapper} (Spring Integration's {@code JsonObjectMapper}) when Spring
 * Integration is, both on the starter's mapper, for the application to hand to {@code @MessageMapping}
 * infrastructure, {@code Transformers.toJson(...)}/{@code fromJson(...)} and other channel adapters. Each backs off
 * to the application's bean of its type.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
public final class SimdJsonMessagingAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.messaging.converter.AbstractMessageConverter")
    static final class MessageConverterConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonMessageConverter simdJsonMessageConverter(SimdJsonMapper mapper) {
            return new SimdJsonMessageConverter(mapper);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.integration.support.json.JsonObjectMapper")
    static final class JsonObjectMapperConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonObjectMapper simdJsonObjectMapper(SimdJsonMapper mapper) {
            return new SimdJsonObjectMapper(mapper);
        }
    }
}
