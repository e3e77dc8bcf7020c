package dev.simdjson.spring.actuate;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.BaseUnits;
import io.micrometer.core.instrument.distribution.ValueAtPercentile;
import io.micrometer.core.instrument.distribution.pause.NoPauseDetector;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * {@link ParseMetrics} on Micrometer: every parse is timed in {@value #PARSE_TIMER} (tags {@code transport},
 * {@code outcome}, {@code implementation}) and its size recorded in {@value #PAYLOAD_SUMMARY} (bytes, tag
 * {@code transport}). Each meter is registered on first use and then kept in an array indexed by the enums'
 * ordinals, so a parse costs array look-ups, no tag or id allocation. All tag values come from small enums: at
 * most 2 × 3 × 4 timers and 3 summaries.
 *
 * <p>The figures of {@code /actuator/simdjson} ({@link ParseStatistics}) are kept here too: counters per transport
 * and, for p50/p99, one percentile timer per transport in a private registry. Keeping the percentiles out of the
 * application's registry means no client-side percentile gauges are added to every export (an application that
 * wants them, or histograms, asks Boot with {@code management.metrics.distribution.*.simdjson.parse}), and gives
 * one figure per transport across outcomes and kernels, which per-series percentiles could not be added up to. The
 * price is one more timer record per successful parse (a few hundred nanoseconds, next to tens of microseconds for
 * an HTTP request).
 *
 * <p>The {@code implementation} tag is the kernel that ran: with {@code implementation=auto} the scalar kernel stands
 * in until the vector kernel is warm (see {@link SimdJsonRuntime#vectorHot()}), and the tag says so.
 */
public final class MicrometerParseMetrics implements ParseMetrics, ParseStatistics {

    /** The timer's name. */
    public static final String PARSE_TIMER = "simdjson.parse";
    /** The payload summary's name. */
    public static final String PAYLOAD_SUMMARY = "simdjson.payload.size";

    private static final String[] KERNELS = {"scalar", "vector"};
    private static final Transport[] TRANSPORTS = Transport.values();
    private static final ParseOutcome[] OUTCOMES = ParseOutcome.values();
    private static final double[] PERCENTILES = {0.5, 0.99};

    private final MeterRegistry registry;
    private final boolean vectorKernel;
    private final boolean scalarUntilWarm;
    private final AtomicReferenceArray<Timer> timers =
            new AtomicReferenceArray<>(KERNELS.length * TRANSPORTS.length * OUTCOMES.length);
    private final AtomicReferenceArray<DistributionSummary> payloads =
            new AtomicReferenceArray<>(TRANSPORTS.length);
    private final Totals[] totals = new Totals[TRANSPORTS.length];

    /**
     * @param registry        where the meters go
     * @param report          the kernel this JVM runs
     * @param scalarUntilWarm whether parsing asks for {@code implementation=auto}, so that the scalar kernel runs
     *                        until the vector kernel is warm
     */
    public MicrometerParseMetrics(MeterRegistry registry, RuntimeReport report, boolean scalarUntilWarm) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.vectorKernel = report.vectorized();
        this.scalarUntilWarm = scalarUntilWarm;
        SimpleMeterRegistry percentiles = new SimpleMeterRegistry();
        // Pause compensation adds cost to every record and nothing to a dashboard's p50/p99.
        percentiles.config().pauseDetector(new NoPauseDetector());
        for (Transport transport : TRANSPORTS) {
            totals[transport.ordinal()] = new Totals(Timer.builder("simdjson.parse.recent")
                    .tag("transport", transport.tag())
                    .publishPercentiles(PERCENTILES)
                    .percentilePrecision(2)
                    // Two buffers rotating every minute: the figures cover the last one to two minutes, and each
                    // record goes into two histograms rather than Micrometer's default three.
                    .distributionStatisticExpiry(Duration.ofMinutes(2))
                    .distributionStatisticBufferLength(2)
                    .register(percentiles));
        }
    }

    @Override
    public void record(Transport transport, ParseOutcome outcome, long bytes, long nanos) {
        int t = transport.ordinal();
        timer(kernel(), t, outcome.ordinal()).record(nanos, TimeUnit.NANOSECONDS);
        payload(t).record(bytes);
        Totals total = totals[t];
        total.documents.increment();
        total.bytes.add(bytes);
        if (outcome.failed()) {
            total.errors.increment();
        } else {
            total.parseTime.record(nanos, TimeUnit.NANOSECONDS);
        }
    }

    /** 1 when the vector kernel ran, 0 for the scalar kernel. */
    private int kernel() {
        return vectorKernel && (!scalarUntilWarm || SimdJsonRuntime.vectorHot()) ? 1 : 0;
    }

    private Timer timer(int kernel, int transport, int outcome) {
        int index = (kernel * TRANSPORTS.length + transport) * OUTCOMES.length + outcome;
        Timer timer = timers.get(index);
        if (timer == null) {
            // A race registers the same id twice; Micrometer returns the same timer both times.
            timer = Timer.builder(PARSE_TIMER)
                    .description("Time simd-json took to parse and bind one document")
                    .tag("transport", TRANSPORTS[transport].tag())
                    .tag("outcome", OUTCOMES[outcome].tag())
                    .tag("implementation", KERNELS[kernel])
                    .register(registry);
            timers.set(index, timer);
        }
        return timer;
    }

    private DistributionSummary payload(int transport) {
        DistributionSummary summary = payloads.get(transport);
        if (summary == null) {
            summary = DistributionSummary.builder(PAYLOAD_SUMMARY)
                    .description("Size of the JSON documents simd-json parsed")
                    .baseUnit(BaseUnits.BYTES)
                    .tag("transport", TRANSPORTS[transport].tag())
                    .register(registry);
            payloads.set(transport, summary);
        }
        return summary;
    }

    @Override
    public TransportStatistics of(Transport transport) {
        Totals total = totals[transport.ordinal()];
        ValueAtPercentile[] values = total.parseTime.takeSnapshot().percentileValues();
        return new TransportStatistics(total.documents.sum(), total.bytes.sum(), total.errors.sum(),
                micros(values, 0), micros(values, 1));
    }

    private static double micros(ValueAtPercentile[] values, int index) {
        return index < values.length ? values[index].value(TimeUnit.MICROSECONDS) : 0;
    }

    /** The running figures of one transport. */
    private record Totals(LongAdder documents, LongAdder bytes, LongAdder errors, Timer parseTime) {

        Totals(Timer parseTime) {
            this(new LongAdder(), new LongAdder(), new LongAdder(), parseTime);
        }
    }
}
