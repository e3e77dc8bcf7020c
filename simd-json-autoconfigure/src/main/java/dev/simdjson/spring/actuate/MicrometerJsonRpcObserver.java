package dev.simdjson.spring.actuate;

import dev.simdjson.spring.jsonrpc.JsonRpcLatencies;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.ValueAtPercentile;
import io.micrometer.core.instrument.distribution.pause.NoPauseDetector;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The recent p50/p99 of each JSON-RPC method that {@code /actuator/simdjson} shows, kept in a private registry as for
 * {@link MicrometerParseMetrics}. (The application's timers come from the calls' {@code jsonrpc.server.requests}
 * observations.)
 */
public final class MicrometerJsonRpcObserver implements JsonRpcObserver, JsonRpcLatencies {

    private final SimpleMeterRegistry recent = new SimpleMeterRegistry();
    private final Map<String, Timer> latencies = new ConcurrentHashMap<>();

    public MicrometerJsonRpcObserver() {
        recent.config().pauseDetector(new NoPauseDetector());
    }

    @Override
    public void observe(String method, String outcome, long nanos) {
        latencies.computeIfAbsent(method, key -> Timer.builder("simdjson.jsonrpc.recent")
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
