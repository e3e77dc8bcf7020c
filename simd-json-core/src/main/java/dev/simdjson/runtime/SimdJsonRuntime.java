package dev.simdjson.runtime;

import dev.simdjson.internal.runtime.Kernels;
import dev.simdjson.internal.runtime.WarmUp;

import java.time.Duration;

/**
 * What simd-json decided about this JVM, and its warm-up: which stage 1 kernel runs and why
 * ({@link RuntimeReport}), whether the vector kernel is compiled yet, and a way to warm it up ahead of traffic.
 * The decision itself is made once per JVM, on first use.
 */
public final class SimdJsonRuntime {

    /**
     * System property: {@code background} (default) warms the vector kernel in a daemon thread on first use;
     * {@code off} does not (parsers then run the vector kernel from the start).
     */
    public static final String WARM_UP_PROPERTY = "simdjson.warmup";

    private SimdJsonRuntime() {
    }

    /**
     * The report for the JVM-wide choice ({@code simdjson.implementation}, default auto). At 128 bits it turns to the
     * scalar kernel once a warm-up measured the vector kernel no faster (see {@link #chosenByMeasurement()}).
     */
    public static RuntimeReport report() {
        return Kernels.report();
    }

    /**
     * The report for an explicit request: {@link Implementation#AUTO} means the JVM-wide choice; a request for
     * {@link Implementation#VECTOR} where it cannot run gives a scalar report with the reason. {@code auto} also
     * takes the scalar kernel where the JIT does not compile Vector API code; an explicit {@code vector} is
     * honoured there.
     */
    public static RuntimeReport report(Implementation requested) {
        return Kernels.report(requested);
    }

    /**
     * Whether this JVM's JIT compiles Vector API code to SIMD instructions (C2 is on); where it does not, {@code auto}
     * takes the scalar kernel and the report's fallback reason says why and how to fix it.
     */
    public static boolean jitCompilesVectors() {
        return Kernels.jitCompilesVectors();
    }

    /**
     * Whether {@code auto} takes the JVM-wide vector kernel only once a warm-up has measured it faster than the scalar
     * kernel on this machine: true at 128 bits (AArch64 NEON, x86 without AVX2, {@code -XX:MaxVectorSize=16}), where
     * that depends on the CPU. Stays true after the measurement. When the warm-up finds it no faster, {@link #report()} turns to the scalar kernel with
     * the measurement as its reason, and the warm-up's outcome is {@link WarmUpResult.Outcome#NOT_FASTER}.
     */
    public static boolean chosenByMeasurement() {
        return Kernels.chosenByMeasurement();
    }

    /**
     * Whether the vector kernel has been warmed up and measured compiled. Until then a parser created with
     * {@link Implementation#AUTO} runs the scalar kernel: cold Vector API code runs in the interpreter, where a
     * first parse of twitter.json takes hundreds of milliseconds against tens for the scalar kernel.
     */
    public static boolean vectorHot() {
        return WarmUp.vectorHot();
    }

    /** What the last warm-up that ended did, or {@code null} when none has ended yet. */
    public static WarmUpResult lastWarmUp() {
        return WarmUp.lastWarmUp();
    }

    /**
     * Starts {@link #warmUp} once per JVM in a low-priority daemon thread (budget 5 s), unless a warm-up already
     * started or {@code -Dsimdjson.warmup=off}. Parsers created with {@link Implementation#AUTO} call it when the
     * vector kernel is chosen.
     */
    public static void warmUpInBackground() {
        WarmUp.warmUpInBackground();
    }

    /**
     * Makes the kernels and stage 2 hot in the JIT by parsing a built-in document (every value type, escapes,
     * non-ASCII text) until {@code budget} is spent or enough iterations ran for C2 to compile the loops. Then it
     * measures both kernels on the document: only when the vector kernel beats the scalar one (it was compiled to
     * SIMD instructions) do parsers created with {@link Implementation#AUTO} switch to it. Where the scalar kernel is
     * the JVM-wide choice it warms that one and reports {@link WarmUpResult.Outcome#SKIPPED}. Safe to call from any
     * thread, more than once: calls run one at a time, and once a warm-up has measured the vector kernel compiled a
     * later call returns {@link WarmUpResult.Outcome#DONE} at once.
     */
    public static WarmUpResult warmUp(Duration budget) {
        return WarmUp.warmUp(budget);
    }
}
