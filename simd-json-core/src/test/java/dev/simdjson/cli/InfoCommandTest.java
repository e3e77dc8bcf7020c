package dev.simdjson.cli;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.runtime.TestedWidth;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code info} in the test JVM, which surefire starts with {@code --add-modules=jdk.incubator.vector} (and, in the
 * build's 128-bit run, {@code -XX:MaxVectorSize=16}, where {@code info} also races the kernels).
 */
class InfoCommandTest {

    static final List<String> KEYS = List.of("implementation", "requested", "species", "bit width",
            "preferred bit width", "vector module present", "fallback reason", "java version", "os arch",
            "cpu features");

    @Test
    void printsOneKeyValueLinePerReportFieldInOrder() {
        CliRun run = CliRun.of("info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(reportLines(run)).hasSize(KEYS.size());
        assertThat(reportLines(run).stream().map(line -> line.substring(0, line.indexOf(": "))).toList())
                .containsExactlyElementsOf(KEYS);
    }

    @Test
    void printsTheJvmWideReport() {
        CliRun run = CliRun.of("info");
        // Read after the run: at 128 bits info's race may have turned the JVM-wide choice to the scalar kernel.
        assertThat(reportLines(run)).containsExactlyElementsOf(expectedLines(SimdJsonRuntime.report()));
    }

    @Test
    void addsTheRaceOfTheKernelsWhereAutoDependsOnIt() {
        List<String> lines = CliRun.of("info").outLines();

        if (SimdJsonRuntime.chosenByMeasurement()) {
            assertThat(lines).hasSize(KEYS.size() + 1);
            // This JVM may have raced the kernels before (then info reports that race).
            assertThat(lines.getLast()).matches("probe: (DONE|NOT_FASTER|TIMED_OUT): .*the 128-bit vector kernel .*"
                    + "[0-9.]+ µs by the vector kernel, [0-9.]+ µs by the scalar one.*");
            assertThat(lines).contains(lines.getLast().startsWith("probe: DONE")
                    ? "implementation: VECTOR" : "implementation: SCALAR");
        } else {
            assertThat(lines).hasSize(KEYS.size()).noneMatch(line -> line.startsWith("probe: "));
        }
    }

    @Test
    void theTestJvmHasTheVectorModule() {
        assertThat(CliRun.of("info").outLines()).contains(
                "vector module present: true",
                "java version: " + System.getProperty("java.version"),
                "os arch: " + System.getProperty("os.arch"));
    }

    @Test
    void scalarOnRequest() {
        CliRun run = CliRun.of("info", "--implementation=scalar");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).containsExactlyElementsOf(
                expectedLines(SimdJsonRuntime.report(Implementation.SCALAR)));
        assertThat(run.outLines()).contains("implementation: SCALAR", "requested: SCALAR", "species: none",
                "bit width: 0");
    }

    @Test
    void vectorOnRequest() {
        RuntimeReport report = SimdJsonRuntime.report(Implementation.VECTOR);

        CliRun run = CliRun.of("--implementation=vector", "info");

        assertThat(run.outLines()).containsExactlyElementsOf(expectedLines(report));
        assertThat(run.outLines()).contains("requested: VECTOR");
        if (report.vectorized()) {
            assertThat(run.exitCode()).as(run.toString()).isZero();
            assertThat(run.err()).isEmpty();
            assertThat(run.outLines()).contains("implementation: VECTOR", "fallback reason: none",
                    "species: " + report.species(), "bit width: " + report.bitWidth());
            assertThat(report.bitWidth()).isEqualTo(TestedWidth.expectedBits());
        } else {
            assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
            assertThat(run.err()).isEqualTo("simd-json: the vector implementation cannot run here: "
                    + report.fallbackReason() + System.lineSeparator());
        }
    }

    @Test
    void autoOnRequest() {
        CliRun run = CliRun.of("info", "--implementation=auto");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(reportLines(run)).containsExactlyElementsOf(
                expectedLines(SimdJsonRuntime.report(Implementation.AUTO)));
    }

    @Test
    void takesNoFiles() {
        CliRun run = CliRun.of("info", "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly(
                "simd-json: info takes no arguments, got 'a.json'",
                "Run 'simd-json --help' for usage.");
    }

    @Test
    void maxDepthDoesNotApply() {
        CliRun run = CliRun.of("info", "--max-depth=3");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).first().isEqualTo("simd-json: option --max-depth does not apply to 'info'");
    }

    /** The report's lines of a run: all but the {@code probe} line. */
    private static List<String> reportLines(CliRun run) {
        return run.outLines().stream().filter(line -> !line.startsWith("probe: ")).toList();
    }

    /** The lines {@code info} must print for {@code report}; absent or blank values print as {@code none}. */
    static List<String> expectedLines(RuntimeReport report) {
        Object[] values = {report.implementation(), report.requested(), report.species(), report.bitWidth(),
                report.preferredBitWidth(), report.vectorModulePresent(), report.fallbackReason(),
                report.javaVersion(), report.osArch(), report.cpuFeatures()};
        return IntStream.range(0, KEYS.size())
                .mapToObj(i -> KEYS.get(i) + ": " + text(values[i]))
                .toList();
    }

    private static String text(Object value) {
        return value == null || value.toString().isBlank() ? "none" : value.toString();
    }
}
