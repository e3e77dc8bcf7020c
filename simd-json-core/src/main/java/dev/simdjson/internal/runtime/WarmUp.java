package dev.simdjson.internal.runtime;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.internal.stage1.ScalarBlockClassifier;
import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage1.StructuralIndexer;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.runtime.WarmUpResult;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The JVM-wide warm-up of the vector kernel and the hand-off it gates: until a warm-up has measured the vector
 * kernel compiled, parsers created with {@link Implementation#AUTO} run the scalar one (see {@link Stage1}).
 * {@link SimdJsonRuntime} is its public face.
 */
public final class WarmUp {

    private static final System.Logger LOG = System.getLogger(WarmUp.class.getName());

    private WarmUp() {
    }

    /** Rounds of the compiled-or-not check: the best of each kernel counts. */
    private static final int CHECK_ROUNDS = 5;

    private static volatile boolean vectorHot;
    private static volatile WarmUpResult lastWarmUp;
    /** Set by the first warm-up of any kind, so a parser created meanwhile does not start another one. */
    private static final AtomicBoolean WARM_UP_STARTED = new AtomicBoolean();
    private static final Object WARM_UP_LOCK = new Object();

    /**
     * Whether the vector kernel has been warmed up and measured compiled. Until then a parser created with
     * {@link Implementation#AUTO} runs the scalar kernel: cold Vector API code runs in the interpreter, where a
     * first parse of twitter.json takes hundreds of milliseconds against tens for the scalar kernel.
     */
    public static boolean vectorHot() {
        return vectorHot;
    }

    /** What the last warm-up that ended did, or {@code null} when none has ended yet. */
    public static WarmUpResult lastWarmUp() {
        return lastWarmUp;
    }

    /**
     * Starts {@link #warmUp} once per JVM in a low-priority daemon thread (budget 5 s), unless a warm-up already
     * started or {@code -Dsimdjson.warmup=off}; in that case {@link Implementation#AUTO} parsers run the vector kernel
     * from the start (no hand-off), except at 128 bits, where {@code auto} needs the warm-up's measurement and so takes
     * the scalar kernel. Called by parsers created with {@link Implementation#AUTO} when the vector kernel
     * is chosen.
     */
    public static void warmUpInBackground() {
        if (vectorHot || !WARM_UP_STARTED.compareAndSet(false, true)) {
            return;
        }
        if ("off".equalsIgnoreCase(System.getProperty(SimdJsonRuntime.WARM_UP_PROPERTY, "background").trim())) {
            if (Kernels.chosenByMeasurement()) {
                Kernels.vectorNotChosen("at " + Kernels.report().bitWidth() + " bits auto takes the vector kernel only"
                        + " once a warm-up has measured it faster than the scalar kernel, and -D"
                        + SimdJsonRuntime.WARM_UP_PROPERTY + "=off turns the warm-up off;"
                        + " simdjson.implementation=vector runs the vector kernel without measuring");
                return;
            }
            vectorHot = true;
            return;
        }
        Thread t = new Thread(() -> warmUp(Duration.ofSeconds(5)), "simdjson-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
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
        WARM_UP_STARTED.set(true);
        synchronized (WARM_UP_LOCK) {
            if (vectorHot && lastWarmUp != null) {
                // An earlier warm-up compiled the kernel (measured): nothing left to do.
                return new WarmUpResult(WarmUpResult.Outcome.DONE, Duration.ZERO, true,
                        Kernels.chosenByMeasurement() ? "measured before: " + lastWarmUp.detail()
                                : "the vector kernel was already compiled and runs");
            }
            WarmUpResult result = runWarmUp(budget);
            vectorHot |= result.vectorHot();
            lastWarmUp = result;
            return result;
        }
    }

    private static WarmUpResult runWarmUp(Duration budget) {
        long began = System.nanoTime();
        long deadline = began + budget.toNanos();
        byte[] doc = WarmUpDocument.BYTES;
        // The choice before any race: where the race decides, it runs again even when an earlier one turned the
        // JVM-wide report to scalar.
        RuntimeReport report = Kernels.beforeMeasurement();
        boolean measured = report.vectorOnceMeasured();
        boolean vector = report.vectorized();
        JsonParser main = new JsonParser(JsonLimits.DEFAULTS, vector ? Implementation.VECTOR : Implementation.SCALAR);
        JsonParser scalar = new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR);
        long sink = 0;
        int i = 0;
        Race race = null;
        Race previous = null;
        // All iterations, then (vector kernel only) a race; while the vector kernel loses and time is left (C2 may
        // still be compiling on a busy machine), an eighth more and another race. Where the width makes the race the
        // decision, it is decided once two races in a row agree with both kernels' times settled (a kernel C2 is
        // still compiling gets faster from one race to the next, as a busy startup shows), or after twice the
        // iterations.
        for (int target = WarmUpDocument.ITERATIONS; ; target = i + WarmUpDocument.ITERATIONS / 8) {
            for (; i < target && System.nanoTime() < deadline; i++) {
                // The scalar kernel is what AUTO parsers run meanwhile: keep it warm too, at a quarter of the pace, or
                // at half where the race decides (either kernel may be the one that stays).
                boolean scalarTurn = (i & (measured ? 1 : 3)) == 0;
                sink += WarmUpDocument.readAll(scalarTurn ? scalar.parse(doc) : main.parse(doc));
            }
            if (!vector || i < target) {
                break;
            }
            race = race(doc);
            if (measured ? race.settledSince(previous) || i >= 2 * WarmUpDocument.ITERATIONS : race.vectorWins()) {
                break;
            }
            previous = race;
        }
        if (sink == 42) {
            LOG.log(System.Logger.Level.TRACE, "warm-up checksum " + sink); // keeps the work observable
        }
        boolean completed = i >= WarmUpDocument.ITERATIONS;
        if (!vector) {
            return new WarmUpResult(WarmUpResult.Outcome.SKIPPED, since(began), false, "no vector kernel to warm up: "
                    + report.fallbackReason() + "; the scalar kernel was warmed" + (completed ? "" : " in part"));
        }
        if (race == null) {
            race = race(doc);
        }
        return outcome(report.bitWidth() + "-bit vector kernel", measured, race, i, completed, budget, since(began));
    }

    /**
     * The warm-up's outcome from its last race; where the race decides ({@code measured}), it also sets the JVM-wide
     * choice.
     */
    private static WarmUpResult outcome(String width, boolean measured, Race race, int iterations, boolean completed,
                                        Duration budget, Duration took) {
        boolean vectorWins = race.vectorWins();
        String ranOut = "the budget of " + budget.toMillis() + " ms ran out after " + iterations + " of "
                + WarmUpDocument.ITERATIONS + " iterations";
        if (measured) {
            if (vectorWins) {
                Kernels.vectorChosen();
            } else {
                Kernels.vectorNotChosen(completed ? "the " + width + " measured no faster than the scalar kernel on"
                        + " this machine (" + race + " after " + iterations + " iterations), so auto keeps the scalar"
                        + " kernel; simdjson.implementation=vector runs the vector kernel regardless"
                        : ranOut + ", before the " + width + " measured faster than the scalar kernel (" + race
                        + "), so auto keeps the scalar kernel: raise the budget (simdjson.warm-up.timeout in Spring)");
            }
        }
        if (!completed) {
            return new WarmUpResult(WarmUpResult.Outcome.TIMED_OUT, took, vectorWins, vectorWins
                    ? ranOut + "; the " + width + " was compiled in time and runs" + (measured ? " (" + race + ")" : "")
                    : measured ? Kernels.report().fallbackReason()
                    : ranOut + "; the " + width + " is not compiled yet, so parsers keep the scalar kernel: raise the"
                    + " budget (simdjson.warm-up.timeout in Spring)");
        }
        if (vectorWins) {
            return new WarmUpResult(WarmUpResult.Outcome.DONE, took, true, "the " + width + " is compiled and runs"
                    + (measured ? ": it measured faster than the scalar kernel (" + race + ")" : ""));
        }
        if (measured) {
            return new WarmUpResult(WarmUpResult.Outcome.NOT_FASTER, took, false, Kernels.report().fallbackReason());
        }
        return new WarmUpResult(WarmUpResult.Outcome.NOT_COMPILED, took, false, "the " + width + " is still"
                + " slower than the scalar one after " + iterations + " iterations and the whole budget (" + race
                + "), so the JIT did not compile it to SIMD instructions; parsers keep the scalar kernel: "
                + VectorJit.FIX);
    }

    /**
     * Both kernels indexing {@code doc}, best of {@link #CHECK_ROUNDS} each: the vector kernel wins only when the JIT
     * compiled it (interpreted or C1-compiled vector code is many times slower) and, at 128 bits, when four vectors
     * per block are cheaper than the scalar kernel's byte scan on this CPU.
     */
    static Race race(byte[] doc) {
        StructuralIndexer vector = new StructuralIndexer(VectorProbe.newKernel());
        StructuralIndexer scalar = new StructuralIndexer(new ScalarBlockClassifier());
        StructuralIndex index = new StructuralIndex();
        long bestVector = Long.MAX_VALUE;
        long bestScalar = Long.MAX_VALUE;
        for (int round = 0; round < CHECK_ROUNDS; round++) {
            bestScalar = Math.min(bestScalar, timeIndex(scalar, doc, index));
            bestVector = Math.min(bestVector, timeIndex(vector, doc, index));
        }
        return new Race(bestVector, bestScalar, doc.length);
    }

    /** The best times of the two kernels indexing the warm-up document. */
    record Race(long vectorNanos, long scalarNanos, int bytes) {

        boolean vectorWins() {
            return vectorNanos < scalarNanos;
        }

        /** The same winner as {@code before}, and neither kernel more than a fifth faster than then. */
        boolean settledSince(Race before) {
            return before != null && vectorWins() == before.vectorWins()
                    && vectorNanos * 5 >= before.vectorNanos * 4 && scalarNanos * 5 >= before.scalarNanos * 4;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%,d bytes indexed in %.1f µs by the vector kernel, %.1f µs"
                    + " by the scalar one", bytes, vectorNanos / 1_000.0, scalarNanos / 1_000.0);
        }
    }

    private static long timeIndex(StructuralIndexer indexer, byte[] doc, StructuralIndex index) {
        long began = System.nanoTime();
        indexer.index(doc, 0, doc.length, false, index);
        return System.nanoTime() - began;
    }

    private static Duration since(long began) {
        return Duration.ofNanos(System.nanoTime() - began);
    }
}
