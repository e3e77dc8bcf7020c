package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.actuate.SimdJsonDescriptor;
import dev.simdjson.spring.actuate.SimdJsonEndpoint;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonEndpointAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonEndpointAutoConfiguration.class));

    private final ApplicationContextRunner exposed = runner
            .withPropertyValues("management.endpoints.web.exposure.include=simdjson");

    @Test
    void notAvailableUnlessExposed() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonEndpoint.class);
        });
    }

    @Test
    void availableWhenExposedOverTheWeb() {
        exposed.run(context -> assertThat(context).hasSingleBean(SimdJsonEndpoint.class));
    }

    @Test
    void availableWhenExposedOverJmx() {
        runner.withPropertyValues("spring.jmx.enabled=true", "management.endpoints.jmx.exposure.include=simdjson")
                .run(context -> assertThat(context).hasSingleBean(SimdJsonEndpoint.class));
    }

    @Test
    void accessNoneRemovesIt() {
        // Upper case: a bare context runner has no relaxed enum conversion (an application accepts 'none').
        exposed.withPropertyValues("management.endpoint.simdjson.access=NONE")
                .run(context -> assertThat(context).doesNotHaveBean(SimdJsonEndpoint.class));
    }

    @Test
    void readOnlyAccessKeepsIt() {
        exposed.withPropertyValues("management.endpoint.simdjson.access=READ_ONLY")
                .run(context -> assertThat(context).hasSingleBean(SimdJsonEndpoint.class));
    }

    @Test
    void simdjsonEnabledFalseRemovesIt() {
        exposed.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonEndpoint.class);
        });
    }

    @Test
    void aUsersEndpointWins() {
        exposed.withUserConfiguration(OwnEndpoint.class).run(context -> {
            assertThat(context).hasSingleBean(SimdJsonEndpoint.class);
            assertThat(context).hasBean("ownEndpoint");
        });
    }

    @Test
    void noActuatorOnTheClassPathNoEndpointAndTheRestWorks() {
        exposed.withClassLoader(new FilteredClassLoader("org.springframework.boot.actuate.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonEndpoint.class);
            assertThat(context).hasSingleBean(JsonBodies.class);
        });
    }

    @Test
    void withoutMetricsTheEndpointHasNoTransportFigures() {
        exposed.run(context -> {
            SimdJsonDescriptor descriptor = context.getBean(SimdJsonEndpoint.class).simdjson();
            assertThat(descriptor.transports()).isEmpty();
            assertThat(descriptor.runtime().implementation()).isIn("vector", "scalar");
        });
    }

    @Test
    void withoutMicrometerOnTheClassPathTheEndpointStillAnswers() {
        exposed.withConfiguration(AutoConfigurations.of(SimdJsonMetricsAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader("io.micrometer."))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.getBean(SimdJsonEndpoint.class).simdjson().transports()).isEmpty();
                });
    }

    @Test
    void withMetricsTheEndpointShowsWhatEachTransportParsed() {
        exposed.withConfiguration(AutoConfigurations.of(SimdJsonMetricsAutoConfiguration.class,
                        MetricsAutoConfiguration.class, SimpleMetricsExportAutoConfiguration.class,
                        CompositeMeterRegistryAutoConfiguration.class))
                .run(context -> {
                    ParseMetrics metrics = context.getBean(ParseMetrics.class);
                    metrics.record(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS, 120, 8_000);
                    metrics.record(Transport.HTTP_CLIENT, ParseOutcome.BIND_ERROR, 30, 1_000);
                    SimdJsonDescriptor descriptor = context.getBean(SimdJsonEndpoint.class).simdjson();
                    assertThat(descriptor.transports()).containsOnlyKeys("http-server", "http-client",
                            "http-reactive", "tcp", "uds", "kafka");
                    assertThat(descriptor.transports().get("http-client").documents()).isEqualTo(2);
                    assertThat(descriptor.transports().get("http-client").bytes()).isEqualTo(150);
                    assertThat(descriptor.transports().get("http-client").errors()).isEqualTo(1);
                    assertThat(descriptor.transports().get("http-client").p50Micros()).isBetween(7.5, 8.5);
                    assertThat(descriptor.transports().get("http-server").documents()).isZero();
                });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnEndpoint {

        @Bean
        SimdJsonEndpoint ownEndpoint(RuntimeReport report, SimdJsonMapper mapper, SimdJsonWarmUp warmUp,
                JacksonHandoffs handoffs) {
            return new SimdJsonEndpoint(report, mapper, warmUp, handoffs, null);
        }
    }
}
