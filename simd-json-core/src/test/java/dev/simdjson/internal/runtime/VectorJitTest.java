package dev.simdjson.internal.runtime;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which JIT flags mean that Vector API code is not compiled to SIMD instructions. */
class VectorJitTest {

    @Test
    void thisJvmRunsC2() {
        assertThat(VectorJit.whyNotCompiled()).isNull();
    }

    @Test
    void tieredCompilationWithC2IsFine() {
        assertThat(why("mixed mode, sharing", Map.of("TieredStopAtLevel", "4", "TieredCompilation", "true",
                "UseCompiler", "true"))).isNull();
    }

    @Test
    void c2AloneIsFineWhateverTheStopLevelSays() {
        assertThat(why("mixed mode", Map.of("TieredStopAtLevel", "1", "TieredCompilation", "false"))).isNull();
    }

    @Test
    void c1OnlyIsNot() {
        assertThat(why("mixed mode", Map.of("TieredStopAtLevel", "1", "TieredCompilation", "true")))
                .contains("-XX:TieredStopAtLevel=1: C1 only").contains("-Dspring-boot.run.optimizedLaunch=false");
        assertThat(why("mixed mode", Map.of("TieredStopAtLevel", "3"))).contains("TieredStopAtLevel=3");
        assertThat(why("mixed mode", Map.of("TieredStopAtLevel", "0"))).contains("interpreter only");
    }

    @Test
    void interpretedModeIsNot() {
        assertThat(why("interpreted mode, sharing", Map.of())).contains("-Xint");
        assertThat(why("mixed mode", Map.of("UseCompiler", "false"))).contains("-Xint");
    }

    @Test
    void unreadableFlagsCountAsC2() {
        assertThat(why("", Map.of())).isNull();
        assertThat(why("mixed mode", Map.of("TieredStopAtLevel", "x"))).isNull();
    }

    private static String why(String vmInfo, Map<String, String> flags) {
        return VectorJit.whyNotCompiled(vmInfo, flags::get);
    }
}
