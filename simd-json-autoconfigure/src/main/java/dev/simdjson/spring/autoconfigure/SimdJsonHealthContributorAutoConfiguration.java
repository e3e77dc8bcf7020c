package dev.simdjson.spring.autoconfigure;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.actuate.SimdJsonHealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code simdjson} health component, when Boot's health support is on the class path and
 * {@code management.health.simdjson.enabled} is not false.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(name = {"org.springframework.boot.health.contributor.HealthIndicator",
        "org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator"})
public final class SimdJsonHealthContributorAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnEnabledHealthIndicator("simdjson")
    static final class HealthIndicatorConfiguration {

        /** The bean's name, less its suffix, names the component: {@code simdjson}. */
        @Bean
        @ConditionalOnMissingBean(name = {"simdjsonHealthIndicator", "simdjsonHealthContributor"})
        SimdJsonHealthIndicator simdjsonHealthIndicator(RuntimeReport report, SimdJsonWarmUp warmUp) {
            return new SimdJsonHealthIndicator(report, warmUp);
        }
    }
}
