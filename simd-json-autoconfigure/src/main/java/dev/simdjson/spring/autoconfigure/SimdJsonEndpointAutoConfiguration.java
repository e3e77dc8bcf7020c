package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.KafkaSerdes;
import dev.simdjson.spring.SocketAdapters;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.actuate.ParseStatistics;
import dev.simdjson.spring.actuate.SimdJsonEndpoint;
import dev.simdjson.spring.jackson.JacksonAlignment;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code /actuator/simdjson} endpoint, when Actuator is on the class path and the endpoint is available
 * ({@code management.endpoints.web.exposure.include} names it, or JMX exposes it). Without Micrometer the endpoint
 * still answers, without per-transport figures.
 */
@AutoConfiguration(after = {SimdJsonAutoConfiguration.class, SimdJsonMetricsAutoConfiguration.class,
        SimdJsonJacksonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class,
        SimdJsonKafkaAutoConfiguration.class})
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(name = {"org.springframework.boot.actuate.endpoint.annotation.Endpoint",
        "org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint"})
public final class SimdJsonEndpointAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnAvailableEndpoint(SimdJsonEndpoint.class)
    static final class EndpointConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonEndpoint simdJsonEndpoint(RuntimeReport report, SimdJsonMapper mapper, SimdJsonWarmUp warmUp,
                JacksonHandoffs handoffs, ObjectProvider<ParseStatistics> statistics,
                ObjectProvider<JacksonAlignment> alignment, ObjectProvider<SocketAdapters> sockets,
                ObjectProvider<JsonRpcMethods> jsonRpc, ObjectProvider<KafkaSerdes> kafka) {
            return new SimdJsonEndpoint(report, mapper, warmUp, handoffs, statistics.getIfUnique(),
                    alignment.getIfUnique(), sockets.getIfUnique(() -> SocketAdapters.NONE),
                    jsonRpc.getIfUnique(() -> JsonRpcMethods.NONE), kafka.getIfUnique(() -> KafkaSerdes.NONE));
        }
    }
}
