package dev.simdjson.internal.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** The SIMD features the operating system reports for this CPU (Linux {@code /proc/cpuinfo}; empty elsewhere). */
final class CpuFeatures {

    private static final Set<String> SIMD_PREFIXES = Set.of("sse", "ssse", "avx", "fma", "bmi", "asimd", "sve", "neon", "pclmul");

    private CpuFeatures() {
    }

    /** Read once: the CPU does not change under a running JVM. */
    private static final class Cached {
        static final String FEATURES = scan();
    }

    static String read() {
        return Cached.FEATURES;
    }

    private static String scan() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(cpuinfo)) {
            return "";
        }
        try (var lines = Files.lines(cpuinfo)) {
            return lines.filter(l -> l.startsWith("flags") || l.startsWith("Features"))
                    .findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .map(CpuFeatures::simdOnly)
                    .orElse("");
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static String simdOnly(String flags) {
        Set<String> kept = new TreeSet<>();
        Arrays.stream(flags.split("\\s+"))
                .filter(f -> SIMD_PREFIXES.stream().anyMatch(f::startsWith))
                .forEach(kept::add);
        return kept.stream().collect(Collectors.joining(" "));
    }
}
