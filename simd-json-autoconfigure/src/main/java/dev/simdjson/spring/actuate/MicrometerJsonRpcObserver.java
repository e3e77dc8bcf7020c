package dev.simdjson.spring.actuate;

import dev.simdjson.spring.jsonrpc.JsonRpcLatencies;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.ValueAtPercentile;
import io.micrometer.core.instrument.distribution.pause.NoPauseDetector;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Every JSON-RPC call in the {@code simdjson.jsonrpc} timer, tagged with the method (bounded: a registered name,
 * {@code unknown} or {@code none}) and the outcome; and per method, in a private registry as for
 * {@link MicrometerParseMetrics}, the recent p50/p99 that {@code /actuator/simdjson} shows.
 */
public final class MicrometerJsonRpcObserver implements JsonRpcObserver, JsonRpcLatencies {

    /** The timer's name. */
    public static final String TIMER = "simdjson.jsonrpc";

    private final MeterRegistry registry;
    private final SimpleMeterRegistry recent = new SimpleMeterRegistry();
    private final Map<String, Timer> timers = new ConcurrentHashMap<>();
    private final Map<String, Timer> latencies = new ConcurrentHashMap<>();

    public MicrometerJsonRpcObserver(MeterRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
        recent.config().pauseDetector(new NoPauseDetector());
    }

    @Override
    public void observe(String method, String outcome, long nanos) {
        timers.computeIfAbsent(method + '\0' + outcome, key -> Timer.builder(TIMER)
                .description("Time to answer one JSON-RPC call, from its request to its response")
                .tag("method", method)
                .tag("outcome", outcome)
                .register(registry)).record(nanos, TimeUnit.NANOSECONDS);
        latencies.computeIfAbsent(method, key -> Timer.builder(TIMER + ".recent")
                .tag("method", method)
                .publishPercentiles(0.5, 0.99)
                .percentilePrecision(2)
                .distributionStatisticExpiry(Duration.ofMinutes(2))
                .distributionStatisticBufferLength(2)
                .register(recent)).record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public double[] p50p99Micros(String method) {
        Timer timer = latencies.get(method);
        if (timer == null) {
            return new double[] {0, 0};
        }
        ValueAtPercentile[] values = timer.takeSnapshot().percentileValues();
        return new double[] {values.length > 0 ? values[0].value(TimeUnit.MICROSECONDS) : 0,
                values.length > 1 ? values[1].value(TimeUnit.MICROSECONDS) : 0};
    }
}
