package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.SimdJsonParsers;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Auto-configuration of simd-json: a {@link RuntimeReport} that tells which kernel runs, the {@link JsonLimits}
 * from {@code simdjson.limits.*}, and {@link SimdJsonParsers} that give each thread its own parser with those
 * limits. Each bean backs off when the application defines its own; {@code simdjson.enabled=false} turns the
 * whole configuration off. At startup one INFO line tells the kernel, and one WARN line tells how to enable the
 * vector kernel when the {@code jdk.incubator.vector} module is missing.
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
        // is slow). An explicit request becomes the kernel the runtime settles on: where 'vector' cannot run that is
        // the scalar kernel (the startup log says why) rather than a parser that fails on every call.
        Implementation requested = properties.getImplementation();
        Implementation kernel = requested == Implementation.AUTO
                ? Implementation.AUTO : SimdJsonRuntime.report(requested).implementation();
        return new SimdJsonParsers(limits, kernel);
    }

    @Bean
    static SimdJsonStartupLog simdJsonStartupLog(ObjectProvider<RuntimeReport> report) {
        return new SimdJsonStartupLog(report);
    }
}
