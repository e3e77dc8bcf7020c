package dev.simdjson.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Command-line handling shared by every command: usage, unknown commands and options, option values. */
class SimdJsonCliTest {

    @Test
    void noArgumentsPrintsUsageOnStdoutAndExitsTwo() {
        CliRun run = CliRun.of();

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).startsWith("Usage: simd-json <command>").contains("check FILE...", "minify FILE", "info");
        assertThat(run.err()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help"})
    void helpPrintsUsageOnStdoutAndExitsZero(String flag) {
        CliRun run = CliRun.of(flag);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).startsWith("Usage: simd-json <command>")
                .contains("--implementation=auto|vector|scalar", "--max-depth=N", "--add-modules jdk.incubator.vector",
                        "Exit codes:");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void helpAfterACommandStillPrintsUsage() {
        CliRun run = CliRun.of("check", "--help");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).startsWith("Usage:");
    }

    @Test
    void usageNamesTheDefaultMaxDepth() {
        assertThat(CliRun.of("--help").out()).contains("(default 1024)");
    }

    @Test
    void unknownCommandIsMisuse() {
        CliRun run = CliRun.of("validate", "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly(
                "simd-json: unknown command 'validate'",
                "Run 'simd-json --help' for usage.");
    }

    @Test
    void optionsWithoutACommandAreMisuse() {
        CliRun run = CliRun.of("--implementation=scalar");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.err()).startsWith("simd-json: no command given");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--verbose", "-x", "--implementations=scalar", "--max-depthh=3"})
    void unknownOptionIsMisuse(String option) {
        CliRun run = CliRun.of("check", option, "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly(
                "simd-json: unknown option '" + option + "'",
                "Run 'simd-json --help' for usage.");
    }

    @Test
    void unknownImplementationIsMisuse() {
        CliRun run = CliRun.of("info", "--implementation=gpu");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).first()
                .isEqualTo("simd-json: unknown implementation 'gpu': expected auto, vector or scalar");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--implementation", "--implementation="})
    void implementationNeedsAValue(String option) {
        CliRun run = CliRun.of("check", option, "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.errLines()).first()
                .isEqualTo("simd-json: option --implementation needs a value: --implementation=auto|vector|scalar");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "abc", "1.5", "99999999999"})
    void maxDepthMustBeAPositiveWholeNumber(String value) {
        CliRun run = CliRun.of("check", "--max-depth=" + value, "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.errLines()).first().isEqualTo(
                "simd-json: option --max-depth needs a positive whole number, was '" + value + "'");
    }

    @Test
    void maxDepthNeedsAValue() {
        CliRun run = CliRun.of("check", "--max-depth", "a.json");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.errLines()).first().isEqualTo("simd-json: option --max-depth needs a value: --max-depth=N");
    }

    @Test
    void optionErrorsComeBeforeAnyFileIsRead() {
        CliRun run = CliRun.of("check", "does-not-exist.json", "--bogus");

        assertThat(run.exitCode()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(run.err()).contains("unknown option '--bogus'").doesNotContain("cannot read");
    }
}
