package dev.simdjson.internal.runtime;

import java.lang.management.ManagementFactory;
import java.util.function.Function;

/**
 * Whether this JVM's JIT turns Vector API code into SIMD instructions. Only C2 does: the interpreter ({@code -Xint})
 * and C1 alone ({@code -XX:TieredStopAtLevel=1..3}, which Spring Boot's {@code optimizedLaunch} sets for
 * {@code spring-boot:run}) execute every vector operation as Java objects, tens of times slower than the scalar
 * kernel. In such a JVM {@code auto} takes the scalar kernel and says why.
 */
final class VectorJit {

    /** How to get C2 back, for the reason text. */
    static final String FIX = "run the JVM with C2 (no -Xint, no -XX:TieredStopAtLevel below 4; for spring-boot:run"
            + " set <optimizedLaunch>false</optimizedLaunch> or -Dspring-boot.run.optimizedLaunch=false)";

    private VectorJit() {
    }

    /** Why vector code is not compiled to SIMD instructions in this JVM, or {@code null} when C2 compiles it. */
    static String whyNotCompiled() {
        return Cached.WHY;
    }

    /** JIT flags cannot change while the JVM runs: read them once. */
    private static final class Cached {
        static final String WHY = whyNotCompiled(System.getProperty("java.vm.info", ""), VectorJit::vmOption);
    }

    /**
     * @param vmInfo   {@code java.vm.info} ("interpreted mode" under {@code -Xint})
     * @param vmOption a HotSpot flag's value by name, {@code null} when it cannot be read
     */
    static String whyNotCompiled(String vmInfo, Function<String, String> vmOption) {
        if (vmInfo.contains("interpreted mode") || "false".equals(vmOption.apply("UseCompiler"))) {
            return "the JVM runs interpreted only (-Xint), so Vector API code is not compiled to SIMD instructions: "
                    + FIX;
        }
        String stopAt = vmOption.apply("TieredStopAtLevel");
        if (!"false".equals(vmOption.apply("TieredCompilation")) && stopAt != null) {
            int level = parse(stopAt);
            if (level >= 0 && level < 4) {
                return "the JIT stops at tier " + level + " (-XX:TieredStopAtLevel=" + level + (level == 0 ? ": "
                        + "interpreter only" : ": C1 only") + "), so Vector API code is not compiled to SIMD "
                        + "instructions and the vector kernel would be slower than the scalar one: " + FIX;
            }
        }
        return null;
    }

    private static int parse(String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A HotSpot flag through the diagnostic MXBean; {@code null} where that bean or the flag does not exist. */
    private static String vmOption(String name) {
        try {
            return ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class)
                    .getVMOption(name).getValue();
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }
}
