package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.SimdJsonParsers;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.http.JsonBodies;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

import java.util.Locale;

/**
 * Auto-configuration of simd-json's core: a {@link RuntimeReport} that tells which kernel runs, the
 * {@link JsonLimits} from {@code simdjson.limits.*}, the {@link SimdJsonMapper} the transports bind with,
 * {@link SimdJsonParsers} that give each thread its own parser, the {@link SimdJsonWarmUp} that JIT-compiles the
 * kernels at startup, and the {@link JacksonHandoffs} record of types left to Jackson. Each bean backs off when the
 * application defines its own; {@code simdjson.enabled=false} turns the whole configuration off (and with it every
 * other simd-json auto-configuration, which all run after this one and need its beans). At startup one INFO line
 * tells the kernel, and one WARN line tells how to enable the vector kernel when the {@code jdk.incubator.vector}
 * module is missing.
 */
@AutoConfiguration
@ConditionalOnProperty(prefix = "simdjson", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(SimdJsonProperties.class)
public final class SimdJsonAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    RuntimeReport simdJsonRuntimeReport(SimdJsonProperties properties) {
        return SimdJsonRuntime.report(properties.getImplementation());
    }

    @Bean
    @ConditionalOnMissingBean
    JsonLimits simdJsonLimits(SimdJsonProperties properties) {
        return properties.getLimits().toJsonLimits();
    }

    @Bean
    @ConditionalOnMissingBean
    SimdJsonParsers simdJsonParsers(SimdJsonProperties properties, JsonLimits limits) {
        // 'auto' stays auto, so parsers run the scalar kernel until the vector kernel is warm (cold Vector API code
        // is slow); where 'vector' cannot run the parsers get the scalar kernel rather than failing on every call.
        return new SimdJsonParsers(limits, kernel(properties));
    }

    /**
     * 'auto' as it is; an explicit request as the kernel the runtime settles on (the scalar one where 'vector'
     * cannot run: the startup log says why).
     */
    static Implementation kernel(SimdJsonProperties properties) {
        Implementation requested = properties.getImplementation();
        return requested == Implementation.AUTO
                ? Implementation.AUTO : SimdJsonRuntime.report(requested).implementation();
    }

    @Bean
    @ConditionalOnMissingBean
    SimdJsonMapper simdJsonMapper(SimdJsonProperties properties, JsonLimits limits, Environment environment,
            ObjectProvider<SimdJsonMapperBuilderCustomizer> customizers) {
        SimdJsonMapper.Builder builder = SimdJsonMapper.builder()
                .limits(limits)
                .implementation(kernel(properties))
                .unknownProperties(properties.getUnknownProperties() != null
                        ? properties.getUnknownProperties() : UnknownProperties.IGNORE)
                .naming(naming(properties, environment));
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    /** simdjson.property-naming, else the naming Jackson was given, so both mappers name properties alike. */
    static PropertyNaming naming(SimdJsonProperties properties, Environment environment) {
        if (properties.getPropertyNaming() != null) {
            return properties.getPropertyNaming();
        }
        String jackson = environment.getProperty("spring.jackson.property-naming-strategy", "");
        return switch (jackson.trim().toUpperCase(Locale.ROOT).replace('-', '_')) {
            case "SNAKE_CASE" -> PropertyNaming.SNAKE_CASE;
            case "KEBAB_CASE" -> PropertyNaming.KEBAB_CASE;
            case "UPPER_CAMEL_CASE" -> PropertyNaming.UPPER_CAMEL_CASE;
            case "LOWER_CASE" -> PropertyNaming.LOWER_CASE;
            case "", "LOWER_CAMEL_CASE" -> PropertyNaming.IDENTITY;
            default -> {
                LogFactory.getLog(SimdJsonAutoConfiguration.class).warn("simd-json: spring.jackson.property-naming-"
                        + "strategy=" + jackson + " has no simd-json equivalent, so JSON names would differ from "
                        + "Jackson's: set simdjson.property-naming, or simdjson.http.enabled=false");
                yield PropertyNaming.IDENTITY;
            }
        };
    }

    @Bean
    @ConditionalOnMissingBean
    JacksonHandoffs simdJsonJacksonHandoffs() {
        return new JacksonHandoffs();
    }

    @Bean
    @ConditionalOnMissingBean
    SimdJsonWarmUp simdJsonWarmUp(SimdJsonProperties properties, SimdJsonMapper mapper) {
        SimdJsonProperties.WarmUp warmUp = properties.getWarmUp();
        return new SimdJsonWarmUp(mapper, warmUp.isEnabled(), warmUp.getTimeout());
    }

    /** What the HTTP converter and the WebFlux codecs share, on any application with spring-web. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.server.ResponseStatusException")
    static final class HttpBodiesConfiguration {

        @Bean
        @ConditionalOnMissingBean
        JsonBodies simdJsonBodies(SimdJsonMapper mapper, SimdJsonProperties properties,
                ObjectProvider<ParseMetrics> metrics, JacksonHandoffs handoffs,
                ObjectProvider<JsonBodies.SecondReader> secondReader) {
            return new JsonBodies(mapper, properties.getHttp().getExcludedTypes(),
                    metrics.getIfAvailable(() -> ParseMetrics.NONE), handoffs, secondReader.getIfUnique());
        }
    }

    @Bean
    static SimdJsonStartupLog simdJsonStartupLog(ObjectProvider<RuntimeReport> report) {
        return new SimdJsonStartupLog(report);
    }
}
