package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.actuate.MicrometerJsonRpcObserver;
import dev.simdjson.spring.actuate.MicrometerParseMetrics;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Records every parse in Micrometer ({@code simdjson.parse} timer, {@code simdjson.payload.size} summary) when the
 * application has a {@link MeterRegistry} and {@code simdjson.metrics.enabled} is not false. Runs after Boot's
 * registries exist; the transports take the {@link ParseMetrics} bean when they are created, so nothing has to run
 * after this.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class, afterName = {
        "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
        "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
        "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration"})
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(MeterRegistry.class)
public final class SimdJsonMetricsAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBean(MeterRegistry.class)
    @ConditionalOnBooleanProperty(name = "simdjson.metrics.enabled", matchIfMissing = true)
    static final class MicrometerConfiguration {

        @Bean
        @ConditionalOnMissingBean(ParseMetrics.class)
        MicrometerParseMetrics simdJsonParseMetrics(MeterRegistry registry, RuntimeReport report,
                SimdJsonMapper mapper) {
            return new MicrometerParseMetrics(registry, report,
                    mapper.config().implementation() == Implementation.AUTO);
        }

        /**
         * The per-method p50/p99 of {@code /actuator/simdjson} (the timers come from the calls'
         * {@code jsonrpc.server.requests} observations).
         */
        @Bean
        @ConditionalOnMissingBean(JsonRpcObserver.class)
        @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.enabled", matchIfMissing = true)
        MicrometerJsonRpcObserver simdJsonRpcObserver() {
            return new MicrometerJsonRpcObserver();
        }
    }
}
