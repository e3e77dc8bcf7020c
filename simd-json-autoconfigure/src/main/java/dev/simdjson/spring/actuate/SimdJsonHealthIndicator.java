package dev.simdjson.spring.actuate;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.PropertyValues;
import dev.simdjson.spring.SimdJsonWarmUp;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

import java.util.Objects;

/**
 * The {@code simdjson} health component: always UP, since every kernel parses correctly. Running the scalar kernel
 * is slower, not broken, so it shows as the {@code fallbackReason} detail rather than as DOWN, which would take the
 * application out of a load balancer for no reason.
 */
public final class SimdJsonHealthIndicator implements HealthIndicator {

    private final RuntimeReport report;
    private final SimdJsonWarmUp warmUp;

    public SimdJsonHealthIndicator(RuntimeReport report, SimdJsonWarmUp warmUp) {
        this.report = Objects.requireNonNull(report, "report");
        this.warmUp = Objects.requireNonNull(warmUp, "warmUp");
    }

    @Override
    public Health health() {
        RuntimeReport report = LiveReport.of(this.report);
        Health.Builder health = Health.up()
                .withDetail("implementation", PropertyValues.of(report.implementation()));
        if (report.species() != null) {
            health.withDetail("species", report.species()).withDetail("bitWidth", report.bitWidth());
        }
        if (report.fallbackReason() != null) {
            health.withDetail("fallbackReason", report.fallbackReason());
        }
        return health.withDetail("warmUp", PropertyValues.of(warmUp.state())).build();
    }
}
