package dev.simdjson.internal.runtime;

import dev.simdjson.internal.stage1.BlockClassifier;
import dev.simdjson.internal.stage1.ScalarBlockClassifier;
import dev.simdjson.internal.write.ScalarStringKernel;
import dev.simdjson.internal.write.StringKernel;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;

/**
 * Decides, once per JVM, which stage 1 kernel runs and why, and builds kernels for parsers and writers. This is the
 * only class that knows both kernels; {@link dev.simdjson.runtime.SimdJsonRuntime} reports what it decided.
 */
public final class Kernels {

    /** The narrowest width the vector kernel runs at (a 16-entry lookup table fills one vector). */
    static final int MIN_VECTOR_BITS = 128;

    private static final System.Logger LOG = System.getLogger(Kernels.class.getName());

    private Kernels() {
    }

    /** Lazily computed JVM-wide choice. */
    private static final class Default {
        static final RuntimeReport REPORT = decide(requestedByProperty());
    }

    /** Set once {@code auto} turned to the scalar kernel at a width where a measurement decides (see below). */
    private static volatile RuntimeReport notChosen;

    /**
     * The report for the JVM-wide choice ({@code simdjson.implementation}, default auto): the scalar kernel, with the
     * measurement as the reason, once a warm-up found the vector kernel no faster at a width where {@code auto}
     * depends on that measurement (see {@link RuntimeReport#vectorOnceMeasured()}).
     */
    public static RuntimeReport report() {
        RuntimeReport scalar = notChosen;
        return scalar != null ? scalar : Default.REPORT;
    }

    /**
     * Whether the JVM-wide vector kernel runs under {@code auto} only if the warm-up measures it faster than the scalar
     * kernel; stays true after the measurement turned {@link #report()} to the scalar kernel.
     */
    public static boolean chosenByMeasurement() {
        return Default.REPORT.vectorOnceMeasured();
    }

    /** The JVM-wide choice as decided from the JVM's facts, before any warm-up's measurement. */
    static RuntimeReport beforeMeasurement() {
        return Default.REPORT;
    }

    /** Where {@code auto} depends on a measurement: a warm-up measured the vector kernel faster, so it is the choice. */
    static void vectorChosen() {
        notChosen = null;
    }

    /**
     * Where {@code auto} depends on a measurement, turns the JVM-wide choice to the scalar kernel for {@code reason}:
     * the warm-up measured the vector kernel no faster, ran out of time first, or will not run.
     */
    static void vectorNotChosen(String reason) {
        RuntimeReport chosen = Default.REPORT;
        if (chosen.vectorOnceMeasured()) {
            notChosen = scalar(chosen.requested(), true, chosen.preferredBitWidth(), reason,
                    chosen.javaVersion(), chosen.osArch(), chosen.cpuFeatures());
        }
    }

    /**
     * The report for an explicit request: {@link Implementation#AUTO} means the JVM-wide choice; a request for
     * {@link Implementation#VECTOR} where it cannot run gives a scalar report with the reason. {@code auto} also
     * takes the scalar kernel where the JIT does not compile Vector API code (see {@link VectorJit}); an explicit
     * {@code vector} is honoured there.
     */
    public static RuntimeReport report(Implementation requested) {
        return requested == Implementation.AUTO ? report() : decide(requested);
    }

    private static RuntimeReport decide(Implementation requested) {
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

    /** Whether this JVM's JIT compiles Vector API code to SIMD instructions (C2 is on). */
    public static boolean jitCompilesVectors() {
        return VectorJit.whyNotCompiled() == null;
    }

    private static RuntimeReport scalar(Implementation requested, boolean present, int preferred, String reason,
                                        String javaVersion, String arch, String cpu) {
        return new RuntimeReport(Implementation.SCALAR, requested, present, null, 0, preferred, reason,
                javaVersion, arch, cpu);
    }

    /** {@code simdjson.implementation}, or AUTO when unset or unreadable (an invalid value is logged and ignored). */
    public static Implementation requestedByProperty() {
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
}
