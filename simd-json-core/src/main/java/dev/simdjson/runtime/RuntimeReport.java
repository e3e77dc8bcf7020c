package dev.simdjson.runtime;

/**
 * What runs in this JVM, and why: the starter shows this in Actuator and logs it at startup; the CLI prints it
 * with {@code info}.
 *
 * @param implementation      the stage 1 kernel chosen: {@link Implementation#VECTOR} or {@link Implementation#SCALAR}
 * @param requested           what was asked for ({@code simdjson.implementation}, default {@link Implementation#AUTO})
 * @param vectorModulePresent whether {@code jdk.incubator.vector} is in the boot layer
 * @param species             the vector species the vector kernel uses, e.g. {@code Species[byte, 64, S_512_BIT]},
 *                            or {@code null} when the scalar kernel runs
 * @param bitWidth            the species' width in bits (512, 256 or 128), 0 for the scalar kernel
 * @param preferredBitWidth   the JVM's preferred vector width in bits, 0 when the module is absent
 * @param fallbackReason      why the scalar kernel runs although vectors were possible or asked for, {@code null}
 *                            when the vector kernel runs
 * @param javaVersion         {@code java.version}
 * @param osArch              {@code os.arch}
 * @param cpuFeatures         the SIMD features the OS reports for this CPU (from /proc/cpuinfo on Linux; empty
 *                            elsewhere), e.g. {@code avx2 avx512f avx512bw avx512vbmi}
 */
public record RuntimeReport(
        Implementation implementation,
        Implementation requested,
        boolean vectorModulePresent,
        String species,
        int bitWidth,
        int preferredBitWidth,
        String fallbackReason,
        String javaVersion,
        String osArch,
        String cpuFeatures) {

    /**
     * Below this width {@link Implementation#AUTO} takes the vector kernel only once the warm-up has measured it faster
     * than the scalar kernel on this machine: at 128 bits (NEON, SSE, {@code -XX:MaxVectorSize=16}) whether four
     * vectors per block beat the scalar kernel's byte scan depends on the CPU. From 256 bits up the vector kernel
     * always won where it was compiled, so there a slower vector kernel means "not compiled yet".
     */
    public static final int MEASURED_BELOW_BITS = 256;

    /** True when the vector kernel runs. */
    public boolean vectorized() {
        return implementation == Implementation.VECTOR;
    }

    /**
     * True when this is {@code auto}'s vector kernel at a width where it runs only once the warm-up has measured it
     * faster than the scalar kernel (below {@link #MEASURED_BELOW_BITS}).
     */
    public boolean vectorOnceMeasured() {
        return vectorized() && requested == Implementation.AUTO && bitWidth < MEASURED_BELOW_BITS;
    }

    /** One human line: {@code simd-json: vector kernel, Species[byte, 64, S_512_BIT] (512-bit)}. */
    public String summary() {
        if (vectorized()) {
            return "simd-json: vector kernel, " + species + " (" + bitWidth + "-bit)";
        }
        return "simd-json: scalar kernel (" + fallbackReason + ")";
    }
}
