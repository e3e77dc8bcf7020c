package dev.simdjson.runtime;

import dev.simdjson.JsonParser;
import dev.simdjson.stage1.BlockClassifier;
import dev.simdjson.stage1.ScalarBlockClassifier;
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
     * {@link Implementation#VECTOR} where it cannot run gives a scalar report with the reason.
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
        if (facts.preferredBitWidth() < MIN_VECTOR_BITS) {
            return scalar(requested, true, facts.preferredBitWidth(), "the preferred vector width is "
                    + facts.preferredBitWidth() + " bits; the vector kernel needs at least " + MIN_VECTOR_BITS,
                    javaVersion, arch, cpu);
        }
        return new RuntimeReport(Implementation.VECTOR, requested, true, facts.species(), facts.bitWidth(),
                facts.preferredBitWidth(), null, javaVersion, arch, cpu);
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

    private static volatile boolean vectorHot;
    private static final AtomicBoolean BACKGROUND_STARTED = new AtomicBoolean();

    /**
     * Whether the vector kernel has been warmed up (JIT-compiled). Until then a parser created with
     * {@link Implementation#AUTO} runs the scalar kernel: cold Vector API code runs in the interpreter, where a
     * first parse of twitter.json takes hundreds of milliseconds against tens for the scalar kernel.
     */
    public static boolean vectorHot() {
        return vectorHot;
    }

    /**
     * Starts {@link #warmUp} once per JVM in a low-priority daemon thread (budget 5 s), unless
     * {@code -Dsimdjson.warmup=off}; in that case the vector kernel counts as hot from the start.
     * Called by parsers created with {@link Implementation#AUTO} when the vector kernel is chosen.
     */
    public static void warmUpInBackground() {
        if (vectorHot || !BACKGROUND_STARTED.compareAndSet(false, true)) {
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
     * non-ASCII text) until {@code budget} is spent or enough iterations ran for C2 to compile the loops; then
     * parsers created with {@link Implementation#AUTO} switch to the vector kernel. Returns the time spent. Safe to
     * call from any thread, more than once.
     */
    public static Duration warmUp(Duration budget) {
        long began = System.nanoTime();
        long deadline = began + budget.toNanos();
        byte[] doc = WarmUpDocument.BYTES;
        boolean vector = report().vectorized();
        JsonParser main = new JsonParser(JsonLimits.DEFAULTS, vector ? Implementation.VECTOR : Implementation.SCALAR);
        JsonParser scalar = new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR);
        long sink = 0;
        for (int i = 0; i < WarmUpDocument.ITERATIONS && System.nanoTime() < deadline; i++) {
            // The scalar kernel is what AUTO parsers run meanwhile: keep it warm too, at a quarter of the pace.
            sink += WarmUpDocument.readAll((i & 3) == 0 ? scalar.parse(doc) : main.parse(doc));
        }
        vectorHot = true;
        if (sink == 42) {
            LOG.log(System.Logger.Level.TRACE, "warm-up checksum " + sink); // keeps the work observable
        }
        return Duration.ofNanos(System.nanoTime() - began);
    }
}
