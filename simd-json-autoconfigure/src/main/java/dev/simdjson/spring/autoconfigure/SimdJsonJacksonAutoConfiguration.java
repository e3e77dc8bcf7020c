package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.jackson.JacksonAlignment;
import dev.simdjson.spring.jackson.JacksonSecondReader;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import tools.jackson.databind.json.JsonMapper;

/**
 * Makes simd-json follow the application's Jackson configuration, read from its {@link JsonMapper} bean (see
 * {@link JacksonAlignment}): a {@link SimdJsonMapperBuilderCustomizer} that runs before the application's own gives
 * the starter's mapper what simd-json reproduces (inclusion, unknown properties, case-insensitive properties,
 * indentation, naming, Jackson's nesting, number and string limits) and the per-class veto for the rest; a
 * {@link JsonBodies.SecondReader} lets Jackson re-read the request bodies simd-json refuses, so what Jackson accepts
 * stays accepted. One INFO line at startup says what is followed and what is left to Jackson; {@code
 * /actuator/simdjson} lists it too.
 */
@AutoConfiguration(afterName = "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration",
        before = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(JsonMapper.class)
@ConditionalOnBean(JsonMapper.class)
public final class SimdJsonJacksonAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    JacksonAlignment simdJsonJacksonAlignment(JsonMapper jsonMapper) {
        return JacksonAlignment.of(jsonMapper);
    }

    /** First of the customizers, so the application's own can still change what it set. */
    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE)
    SimdJsonMapperBuilderCustomizer simdJsonJacksonAlignmentCustomizer(JacksonAlignment alignment,
            SimdJsonProperties properties, JsonLimits limits) {
        // What Jackson refuses for depth, number or string length (500 levels by default), simd-json refuses too.
        JsonLimits followed = alignment.limits(limits);
        return builder -> {
            builder.limits(followed);
            alignment.applyTo(builder, properties.getUnknownProperties() != null,
                    properties.getPropertyNaming() != null);
        };
    }

    /** Where the HTTP bodies exist (spring-web): Jackson re-reads what simd-json refused. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.server.ResponseStatusException")
    static final class SecondReaderConfiguration {

        @Bean
        @ConditionalOnMissingBean
        JsonBodies.SecondReader simdJsonJacksonSecondReader(JsonMapper jsonMapper) {
            return new JacksonSecondReader(jsonMapper);
        }
    }

    @Bean
    static SmartInitializingSingleton simdJsonJacksonAlignmentLog(
            ObjectProvider<JacksonAlignment> alignment) {
        return () -> alignment.ifUnique(a -> LogFactory.getLog(SimdJsonJacksonAutoConfiguration.class)
                .info(a.summary()));
    }
}
