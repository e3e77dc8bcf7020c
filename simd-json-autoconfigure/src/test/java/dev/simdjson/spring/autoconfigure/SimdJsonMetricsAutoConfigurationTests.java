package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.actuate.MicrometerParseMetrics;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.JsonBodyException;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SimdJsonMetricsAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonMetricsAutoConfiguration.class, MetricsAutoConfiguration.class,
                    SimpleMetricsExportAutoConfiguration.class, CompositeMeterRegistryAutoConfiguration.class));

    @Test
    void recordsTheParsesOfTheTransportsInTheApplicationsRegistry() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(ParseMetrics.class);
            assertThat(context.getBean(ParseMetrics.class)).isInstanceOf(MicrometerParseMetrics.class);
            JsonBodies bodies = context.getBean(JsonBodies.class);
            byte[] good = "{\"a\":1}".getBytes(StandardCharsets.UTF_8);
            byte[] bad = "{\"a\":".getBytes(StandardCharsets.UTF_8);
            assertThat(bodies.read(good, good.length, Map.class, Transport.HTTP_SERVER)).isEqualTo(Map.of("a", 1));
            assertThatThrownBy(() -> bodies.read(bad, bad.length, Map.class, Transport.HTTP_SERVER))
                    .isInstanceOf(JsonBodyException.class);

            MeterRegistry registry = context.getBean(MeterRegistry.class);
            assertThat(registry.get("simdjson.parse").tags("transport", "http-server", "outcome", "success")
                    .timer().count()).isEqualTo(1);
            assertThat(registry.get("simdjson.parse").tags("outcome", "invalid-json").timer().count()).isEqualTo(1);
            assertThat(registry.get("simdjson.payload.size").summary().totalAmount())
                    .isEqualTo(good.length + bad.length);
        });
    }

    @Test
    void tagsTheKernelTheRuntimeReportNames() {
        runner.withPropertyValues("simdjson.implementation=scalar").run(context -> {
            context.getBean(ParseMetrics.class).record(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS, 1, 1);
            assertThat(context.getBean(MeterRegistry.class).get("simdjson.parse").timer().getId()
                    .getTag("implementation")).isEqualTo("scalar");
        });
    }

    @Test
    void metricsEnabledFalseRemovesTheMetrics() {
        runner.withPropertyValues("simdjson.metrics.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ParseMetrics.class);
            JsonBodies bodies = context.getBean(JsonBodies.class);
            byte[] good = "[1]".getBytes(StandardCharsets.UTF_8);
            bodies.read(good, good.length, Object.class, Transport.HTTP_SERVER);
            assertThat(context.getBean(MeterRegistry.class).find("simdjson.parse").timers()).isEmpty();
        });
    }

    @Test
    void metricsEnabledTrueKeepsThem() {
        runner.withPropertyValues("simdjson.metrics.enabled=true")
                .run(context -> assertThat(context).hasSingleBean(MicrometerParseMetrics.class));
    }

    @Test
    void noMeterRegistryNoMetrics() {
        new ApplicationContextRunner()
                .withPropertyValues("simdjson.warm-up.enabled=false")
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonMetricsAutoConfiguration.class))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(ParseMetrics.class);
                    assertThat(context).hasSingleBean(JsonBodies.class);
                });
    }

    @Test
    void noMicrometerOnTheClassPathNoMetricsAndTheRestWorks() {
        runner.withClassLoader(new FilteredClassLoader("io.micrometer.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ParseMetrics.class);
            JsonBodies bodies = context.getBean(JsonBodies.class);
            byte[] good = "{\"a\":true}".getBytes(StandardCharsets.UTF_8);
            assertThat(bodies.read(good, good.length, Map.class, Transport.HTTP_SERVER))
                    .isEqualTo(Map.of("a", true));
        });
    }

    @Test
    void simdjsonEnabledFalseRemovesTheMetrics() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(MeterRegistry.class);
            assertThat(context).doesNotHaveBean(ParseMetrics.class);
        });
    }

    @Test
    void aUsersParseMetricsWins() {
        ParseMetrics own = (transport, outcome, bytes, nanos) -> {
        };
        runner.withBean(ParseMetrics.class, () -> own).run(context -> {
            assertThat(context).hasSingleBean(ParseMetrics.class);
            assertThat(context.getBean(ParseMetrics.class)).isSameAs(own);
        });
    }

    @Test
    void usesTheApplicationsOwnRegistry() {
        SimpleMeterRegistry own = new SimpleMeterRegistry();
        new ApplicationContextRunner()
                .withPropertyValues("simdjson.warm-up.enabled=false")
                .withBean(MeterRegistry.class, () -> own)
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonMetricsAutoConfiguration.class))
                .run(context -> {
                    context.getBean(ParseMetrics.class).record(Transport.HTTP_REACTIVE, ParseOutcome.TOO_LARGE, 9, 0);
                    assertThat(own.get("simdjson.payload.size").tag("transport", "http-reactive").summary().count())
                            .isEqualTo(1);
                });
    }
}
