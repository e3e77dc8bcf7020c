package dev.simdjson.cli;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.runtime.WarmUpResult;

import java.io.PrintStream;
import java.time.Duration;

/**
 * {@code info}: the {@link RuntimeReport} of this JVM, one {@code key: value} per line. Where {@code auto} decides by
 * measuring (a 128-bit vector width), it first runs the same warm-up and race an application runs at startup (a few
 * seconds at most), prints the report that race leaves, and adds a {@code probe} line with the figures. With
 * {@code --implementation=vector} on a JVM where the vector kernel cannot run, the report is still printed (it says
 * why) and the reason also goes to stderr with {@link SimdJsonCli#EXIT_USAGE}, as for the other commands.
 */
final class InfoCommand {

    /** Printed for an absent value (no species, no fallback reason, no CPU features known). */
    static final String NONE = "none";

    /** What the background warm-up of a parser spends at most, for the same decision. */
    static final Duration PROBE_BUDGET = Duration.ofSeconds(5);

    private final PrintStream out;
    private final PrintStream err;

    InfoCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(CliArguments arguments) throws CliException {
        if (!arguments.files().isEmpty()) {
            throw CliException.usage("info takes no arguments, got '" + arguments.files().getFirst() + "'");
        }
        arguments.rejectMaxDepth();
        Implementation requested = arguments.implementation();
        boolean auto = requested == null || requested == Implementation.AUTO;
        RuntimeReport report;
        WarmUpResult probe = null;
        try {
            if (auto && SimdJsonRuntime.chosenByMeasurement()) {
                probe = SimdJsonRuntime.warmUp(PROBE_BUDGET);
            }
            report = auto ? SimdJsonRuntime.report() : SimdJsonRuntime.report(requested);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw CliException.failure("cannot determine the implementation: " + e.getMessage());
        }
        print(report);
        if (probe != null) {
            line("probe", probe.outcome() + ": " + probe.detail());
        }
        if (requested == Implementation.VECTOR && !report.vectorized()) {
            throw CliException.failure("the vector implementation cannot run here: " + report.fallbackReason());
        }
        return SimdJsonCli.EXIT_OK;
    }

    private void print(RuntimeReport report) {
        line("implementation", report.implementation());
        line("requested", report.requested());
        line("species", report.species());
        line("bit width", report.bitWidth());
        line("preferred bit width", report.preferredBitWidth());
        line("vector module present", report.vectorModulePresent());
        line("fallback reason", report.fallbackReason());
        line("java version", report.javaVersion());
        line("os arch", report.osArch());
        line("cpu features", report.cpuFeatures());
    }

    private void line(String key, Object value) {
        String text = value == null ? NONE : value.toString();
        out.println(key + ": " + (text.isBlank() ? NONE : text));
    }
}
