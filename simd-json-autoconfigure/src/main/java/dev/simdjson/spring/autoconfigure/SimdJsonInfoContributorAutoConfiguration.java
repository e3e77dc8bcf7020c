package dev.simdjson.spring.autoconfigure;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.actuate.SimdJsonInfoContributor;
import org.springframework.boot.actuate.autoconfigure.info.ConditionalOnEnabledInfoContributor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code simdjson} section of {@code /actuator/info}, when Actuator is on the class path and
 * {@code management.info.simdjson.enabled} is not false (it follows {@code management.info.defaults.enabled}).
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(name = {"org.springframework.boot.actuate.info.InfoContributor",
        "org.springframework.boot.actuate.autoconfigure.info.ConditionalOnEnabledInfoContributor"})
public final class SimdJsonInfoContributorAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnEnabledInfoContributor("simdjson")
    static final class InfoContributorConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonInfoContributor simdJsonInfoContributor(RuntimeReport report) {
            return new SimdJsonInfoContributor(report);
        }
    }
}
