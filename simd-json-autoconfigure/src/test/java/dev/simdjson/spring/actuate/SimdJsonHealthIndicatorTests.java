package dev.simdjson.spring.actuate;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.SimdJsonWarmUp;
import org.junit.jupiter.api.Test;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

import java.time.Duration;

import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.SCALAR;
import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.VECTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class SimdJsonHealthIndicatorTests {

    private final SimdJsonMapper mapper = SimdJsonMapper.create();

    @Test
    void upWithTheVectorKernel() {
        SimdJsonWarmUp warmUp = new SimdJsonWarmUp(mapper, true, Duration.ofSeconds(1));
        Health health = new SimdJsonHealthIndicator(VECTOR, warmUp).health();
        assertThat(health.getStatus()).isEqualTo(Status.UP);
        assertThat(health.getDetails()).containsOnly(entry("implementation", "vector"),
                entry("species", "Species[byte, 32, S_256_BIT]"), entry("bitWidth", 256), entry("warmUp", "pending"));
    }

    @Test
    void upOnTheScalarFallbackWithTheReasonAsADetail() {
        SimdJsonWarmUp warmUp = new SimdJsonWarmUp(mapper, false, Duration.ofSeconds(1));
        Health health = new SimdJsonHealthIndicator(SCALAR, warmUp).health();
        assertThat(health.getStatus()).isEqualTo(Status.UP);
        assertThat(health.getDetails()).containsOnly(entry("implementation", "scalar"),
                entry("fallbackReason", SCALAR.fallbackReason()), entry("warmUp", "disabled"));
    }
}
