package dev.simdjson.runtime;

import dev.simdjson.JsonParser;
import dev.simdjson.stage1.BlockClassifier;
import dev.simdjson.stage1.ScalarBlockClassifier;
import dev.simdjson.stage1.StructuralIndex;
import dev.simdjson.stage1.StructuralIndexer;
import dev.simdjson.write.ScalarStringKernel;
import dev.simdjson.write.StringKernel;

import dev.simdjson.JsonLimits;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Decides, once per JVM, which stage 1 kernel runs and why, and builds kernels for parsers. This is the only
 * place that knows both kernels.
 */
public final class SimdJsonRuntime {

    /** Narrower vectors than this do not beat the SWAR kernel. */
    static final int MIN_VECTOR_BITS = 256;

    private static final System.Logger LOG = System.getLogger(SimdJsonRuntime.class.getName());

    private SimdJsonRuntime() {
    }

    /** Lazily computed JVM-wide choice. */
    private static final class Default {
        static final RuntimeReport REPORT = report(requestedByProperty());
    }

    /** The report for the JVM-wide choice ({@code simdjson.implementation}, default auto). */
    public static RuntimeReport report() {
        return Default.REPORT;
    }

    /**
     * The report for an explicit request: {@link Implementation#AUTO} means the JVM-wide choice; a request for
     * {@link Implementation#VECTOR} where it cannot run gives a scalar report with the reason. {@code auto} also
     * takes the scalar kernel where the JIT does not compile Vector API code (see {@link VectorJit}); an explicit
     * {@code vector} is honoured there.
     */
    public static RuntimeReport report(Implementation requested) {
        if (requested == Implementation.AUTO) {
            requested = requestedByProperty();
        }
        boolean present = VectorProbe.modulePresent();
        String javaVersion = System.getProperty("java.version");
        String arch = System.getProperty("os.arch");
        String cpu = CpuFeatures.read();
        if (requested == Implementation.SCALAR) {
            return scalar(requested, present, 0, "scalar implementation requested", javaVersion, arch, cpu);
        }
        if (!present) {
            return scalar(requested, false, 0, "the " + VectorProbe.MODULE + " module is not in the boot layer:"
                    + " start the JVM with --add-modules " + VectorProbe.MODULE, javaVersion, arch, cpu);
        }
        VectorProbe.Facts facts = VectorProbe.facts();
        if (facts.failure() != null) {
            return scalar(requested, true, 0, "the vector kernel failed to load: " + facts.failure(),
                    javaVersion, arch, cpu);
        }
        if (requested == Implementation.AUTO) {
            String notCompiled = VectorJit.whyNotCompiled();
            if (notCompiled != null) {
                return scalar(requested, true, facts.preferredBitWidth(), notCompiled, javaVersion, arch, cpu);
            }
        }
        if (facts.preferredBitWidth() < MIN_VECTOR_BITS) {
            return scalar(requested, true, facts.preferredBitWidth(), "the preferred vector width is "
                    + facts.preferredBitWidth() + " bits; the vector kernel needs at least " + MIN_VECTOR_BITS,
                    javaVersion, arch, cpu);
        }
        return new RuntimeReport(Implementation.VECTOR, requested, true, facts.species(), facts.bitWidth(),
                facts.preferredBitWidth(), null, javaVersion, arch, cpu);
    }

    /**
     * Whether this JVM's JIT compiles Vector API code to SIMD instructions (C2 is on); where it does not, {@code auto}
     * takes the scalar kernel and the report's fallback reason says why and how to fix it.
     */
    public static boolean jitCompilesVectors() {
        return VectorJit.whyNotCompiled() == null;
    }

    private static RuntimeReport scalar(Implementation requested, boolean present, int preferred, String reason,
                                        String javaVersion, String arch, String cpu) {
        return new RuntimeReport(Implementation.SCALAR, requested, present, null, 0, preferred, reason,
                javaVersion, arch, cpu);
    }

    /** {@code simdjson.implementation}, or AUTO when unset or unreadable (an invalid value is logged and ignored). */
    static Implementation requestedByProperty() {
        String value = System.getProperty(Implementation.PROPERTY);
        if (value == null || value.isBlank()) {
            return Implementation.AUTO;
        }
        try {
            return Implementation.parse(value);
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.WARNING, "ignoring " + Implementation.PROPERTY + "=" + value
                    + ": expected auto, vector or scalar");
            return Implementation.AUTO;
        }
    }

    /**
     * A new kernel for one parser. AUTO follows the JVM-wide choice; VECTOR throws {@link IllegalStateException}
     * with the reason when the vector kernel cannot run here.
     */
    public static BlockClassifier newKernel(Implementation requested) {
        RuntimeReport r = requested == Implementation.AUTO ? report() : report(requested);
        if (requested == Implementation.VECTOR && !r.vectorized()) {
            throw new IllegalStateException("the vector implementation cannot run here: " + r.fallbackReason());
        }
        return r.vectorized() ? VectorProbe.newKernel() : new ScalarBlockClassifier();
    }

    /**
     * The writer's string kernel (escape scanning), chosen like {@link #newKernel}: the vector one where the
     * report says vector (AUTO) or where it was requested and can run (VECTOR, else {@link IllegalStateException}).
     */
    public static StringKernel newStringKernel(Implementation requested) {
        RuntimeReport r = requested == Implementation.AUTO ? report() : report(requested);
        if (requested == Implementation.VECTOR && !r.vectorized()) {
            throw new IllegalStateException("the vector implementation cannot run here: " + r.fallbackReason());
        }
        return r.vectorized() ? VectorProbe.newStringKernel() : new ScalarStringKernel();
    }

    /** System property: {@code background} (default) warms the vector kernel in a daemon thread on first use; {@code off} does not. */
    public static final String WARM_UP_PROPERTY = "simdjson.warmup";

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
     * from the start (no hand-off). Called by parsers created with {@link Implementation#AUTO} when the vector kernel
     * is chosen.
     */
    public static void warmUpInBackground() {
        if (vectorHot || !WARM_UP_STARTED.compareAndSet(false, true)) {
            return;
        }
        if ("off".equalsIgnoreCase(System.getProperty(WARM_UP_PROPERTY, "background").trim())) {
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
                        "the vector kernel was already compiled and runs");
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
        RuntimeReport report = report();
        boolean vector = report.vectorized();
        JsonParser main = new JsonParser(JsonLimits.DEFAULTS, vector ? Implementation.VECTOR : Implementation.SCALAR);
        JsonParser scalar = new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR);
        long sink = 0;
        int i = 0;
        boolean compiled = false;
        // All iterations, then (vector kernel only) a check; while it fails and time is left (C2 may still be
        // compiling on a busy machine), an eighth more and another check.
        for (int target = WarmUpDocument.ITERATIONS; ; target = i + WarmUpDocument.ITERATIONS / 8) {
            for (; i < target && System.nanoTime() < deadline; i++) {
                // The scalar kernel is what AUTO parsers run meanwhile: keep it warm too, at a quarter of the pace.
                sink += WarmUpDocument.readAll((i & 3) == 0 ? scalar.parse(doc) : main.parse(doc));
            }
            if (!vector || i < target || (compiled = vectorBeatsScalar(doc))) {
                break;
            }
        }
        if (sink == 42) {
            LOG.log(System.Logger.Level.TRACE, "warm-up checksum " + sink); // keeps the work observable
        }
        boolean completed = i >= WarmUpDocument.ITERATIONS;
        if (!vector) {
            return new WarmUpResult(WarmUpResult.Outcome.SKIPPED, since(began), false, "no vector kernel to warm up: "
                    + report.fallbackReason() + "; the scalar kernel was warmed" + (completed ? "" : " in part"));
        }
        compiled = compiled || vectorBeatsScalar(doc);
        Duration took = since(began);
        if (!completed) {
            return new WarmUpResult(WarmUpResult.Outcome.TIMED_OUT, took, compiled, "the budget of "
                    + budget.toMillis() + " ms ran out after " + i + " of " + WarmUpDocument.ITERATIONS + " iterations; "
                    + (compiled ? "the vector kernel was compiled in time and runs"
                    : "the vector kernel is not compiled yet, so parsers keep the scalar kernel: raise the budget"
                    + " (simdjson.warm-up.timeout in Spring)"));
        }
        if (!compiled) {
            return new WarmUpResult(WarmUpResult.Outcome.NOT_COMPILED, took, false, "the vector kernel is still"
                    + " slower than the scalar one after " + i + " iterations and the whole budget, so the JIT did not"
                    + " compile it to SIMD instructions; parsers keep the scalar kernel: " + VectorJit.FIX);
        }
        return new WarmUpResult(WarmUpResult.Outcome.DONE, took, true, "the vector kernel is compiled and runs");
    }

    /**
     * Whether the vector kernel indexes {@code doc} faster than the scalar one, best of {@link #CHECK_ROUNDS}
     * each: true only when the JIT compiled it (interpreted or C1-compiled vector code is many times slower).
     */
    static boolean vectorBeatsScalar(byte[] doc) {
        StructuralIndexer vector = new StructuralIndexer(VectorProbe.newKernel());
        StructuralIndexer scalar = new StructuralIndexer(new ScalarBlockClassifier());
        StructuralIndex index = new StructuralIndex();
        long bestVector = Long.MAX_VALUE;
        long bestScalar = Long.MAX_VALUE;
        for (int round = 0; round < CHECK_ROUNDS; round++) {
            bestScalar = Math.min(bestScalar, timeIndex(scalar, doc, index));
            bestVector = Math.min(bestVector, timeIndex(vector, doc, index));
        }
        return bestVector < bestScalar;
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
