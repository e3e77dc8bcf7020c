package dev.simdjson.spring.actuate;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MicrometerParseMetricsTests {

    static final RuntimeReport VECTOR = new RuntimeReport(Implementation.VECTOR, Implementation.AUTO, true,
            "Species[byte, 32, S_256_BIT]", 256, 256, null, "25", "amd64", "avx avx2");
    static final RuntimeReport SCALAR = new RuntimeReport(Implementation.SCALAR, Implementation.AUTO, false,
            null, 0, 0, "the jdk.incubator.vector module is not in the boot layer", "25", "amd64", "");

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @Test
    void timesEachParseWithTransportOutcomeAndImplementationTags() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(registry, SCALAR, false);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 100, 2_000);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 300, 4_000);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.INVALID_JSON, 7, 500);
        metrics.record(Transport.HTTP_CLIENT, ParseOutcome.BIND_ERROR, 50, 1_000);

        Timer ok = registry.get("simdjson.parse")
                .tags("transport", "http-server", "outcome", "success", "implementation", "scalar").timer();
        assertThat(ok.count()).isEqualTo(2);
        assertThat(ok.totalTime(TimeUnit.NANOSECONDS)).isEqualTo(6_000);
        assertThat(ok.getId().getDescription()).isNotBlank();
        assertThat(ok.getId().getTags()).containsExactlyInAnyOrder(Tag.of("transport", "http-server"),
                Tag.of("outcome", "success"), Tag.of("implementation", "scalar"));
        assertThat(registry.get("simdjson.parse").tags("transport", "http-server", "outcome", "invalid-json")
                .timer().count()).isEqualTo(1);
        assertThat(registry.get("simdjson.parse").tags("transport", "http-client", "outcome", "bind-error")
                .timer().count()).isEqualTo(1);
        // Only what was recorded is registered.
        assertThat(registry.find("simdjson.parse").timers()).hasSize(3);
        assertThat(registry.find("simdjson.parse").tag("implementation", "vector").timers()).isEmpty();
    }

    @Test
    void recordsPayloadSizesInBytesPerTransportOnly() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(registry, SCALAR, false);
        metrics.record(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS, 1_000, 10);
        metrics.record(Transport.HTTP_REACTIVE, ParseOutcome.TOO_LARGE, 5_000, 0);

        DistributionSummary sizes = registry.get("simdjson.payload.size").summary();
        assertThat(sizes.getId().getBaseUnit()).isEqualTo("bytes");
        assertThat(sizes.getId().getTags()).containsExactly(Tag.of("transport", "http-reactive"));
        assertThat(sizes.count()).isEqualTo(2);
        assertThat(sizes.totalAmount()).isEqualTo(6_000);
        assertThat(sizes.max()).isEqualTo(5_000);
        assertThat(registry.find("simdjson.payload.size").summaries()).hasSize(1);
    }

    @Test
    void reusesTheMetersInsteadOfRegisteringAgain() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(registry, SCALAR, false);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 10, 10);
        List<Meter> first = List.copyOf(registry.getMeters());
        for (int i = 0; i < 1_000; i++) {
            metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 10, 10);
        }
        assertThat(registry.getMeters()).containsExactlyInAnyOrderElementsOf(first);
        assertThat(registry.get("simdjson.parse").timer().count()).isEqualTo(1_001);
    }

    @Test
    void doesNotPublishPercentileGaugesInTheApplicationsRegistry() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(registry, VECTOR, false);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 10, 10);
        assertThat(registry.getMeters()).extracting(m -> m.getId().getName())
                .containsExactlyInAnyOrder("simdjson.parse", "simdjson.payload.size");
        assertThat(registry.get("simdjson.parse").timer().takeSnapshot().percentileValues()).isEmpty();
    }

    @Test
    void tagsTheVectorKernelWhenItRuns() {
        new MicrometerParseMetrics(registry, VECTOR, false)
                .record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 10, 10);
        assertThat(registry.get("simdjson.parse").timer().getId().getTag("implementation")).isEqualTo("vector");
    }

    @Test
    void tagsTheVectorKernelForAutoOnceItIsWarm() {
        // Warm and measured compiled, as after the startup warm-up.
        assertThat(SimdJsonRuntime.warmUp(Duration.ofSeconds(30)).vectorHot()).isTrue();
        new MicrometerParseMetrics(registry, VECTOR, true)
                .record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 10, 10);
        assertThat(registry.get("simdjson.parse").timer().getId().getTag("implementation")).isEqualTo("vector");
    }

    @Test
    void keepsPerTransportTotalsAndRecentPercentilesOfSuccessfulParses() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(registry, VECTOR, false);
        for (int i = 0; i < 98; i++) {
            metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 1_000, 10_000); // 10 µs
        }
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 1_000, 5_000_000); // 5 ms
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 1_000, 5_000_000);
        // Failures count as documents and errors, not in the parse-time percentiles.
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.INVALID_JSON, 20, 900_000_000);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.TOO_LARGE, 4_000, 0);

        TransportStatistics server = metrics.of(Transport.HTTP_SERVER);
        assertThat(server.documents()).isEqualTo(102);
        assertThat(server.bytes()).isEqualTo(100 * 1_000 + 20 + 4_000);
        assertThat(server.errors()).isEqualTo(2);
        assertThat(server.p50Micros()).isCloseTo(10, within(0.5));
        assertThat(server.p99Micros()).isCloseTo(5_000, within(100.0));

        assertThat(metrics.of(Transport.HTTP_CLIENT)).isEqualTo(TransportStatistics.EMPTY);
    }
}
