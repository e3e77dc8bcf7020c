package dev.simdjson.cli;

import dev.simdjson.JsonLimits;

import java.io.PrintStream;

/**
 * The {@code simd-json} command line. {@link #main} only wires {@link #run} to the standard streams and exits with
 * its result; everything else lives in {@link #run} and the command classes, which never call {@link System#exit}.
 */
public final class SimdJsonCli {

    /** Success: every FILE is valid JSON, or the command did what it was asked. */
    public static final int EXIT_OK = 0;
    /** At least one input is not valid JSON or breaks a limit. */
    public static final int EXIT_INVALID = 1;
    /** Misuse (unknown command or option, missing FILE), a FILE that cannot be read, or a kernel that cannot run. */
    public static final int EXIT_USAGE = 2;
    /** A bug: something other than the documented failures went wrong. */
    public static final int EXIT_INTERNAL_ERROR = 3;

    static final String PROGRAM = "simd-json";

    private SimdJsonCli() {
    }

    public static void main(String[] args) {
        int exitCode;
        try {
            exitCode = run(args, System.out, System.err);
        } catch (RuntimeException | Error e) {
            System.out.flush();
            System.err.println(PROGRAM + ": internal error, please report it:");
            e.printStackTrace(System.err);
            exitCode = EXIT_INTERNAL_ERROR;
        }
        System.exit(exitCode);
    }

    /**
     * Runs one command line and returns its exit code; output goes to {@code out}, diagnostics to {@code err}.
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0) {
                printUsage(out);
                return EXIT_USAGE;
            }
            return dispatch(CliArguments.parse(args), out, err);
        } catch (CliException e) {
            out.flush();
            err.println(PROGRAM + ": " + e.getMessage());
            if (e.usageHint()) {
                err.println("Run '" + PROGRAM + " --help' for usage.");
            }
            return EXIT_USAGE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int dispatch(CliArguments arguments, PrintStream out, PrintStream err) throws CliException {
        if (arguments.help()) {
            printUsage(out);
            return EXIT_OK;
        }
        if (arguments.command() == null) {
            throw CliException.usage("no command given");
        }
        return switch (arguments.command()) {
            case "check" -> new CheckCommand(out, err).run(arguments);
            case "minify" -> new MinifyCommand(out, err).run(arguments);
            case "info" -> new InfoCommand(out, err).run(arguments);
            case "help" -> {
                printUsage(out);
                yield EXIT_OK;
            }
            default -> throw CliException.usage("unknown command '" + arguments.command() + "'");
        };
    }

    /** Wraps an exception the parser must never throw, naming the input that triggered it; main exits 3. */
    static IllegalStateException parserBug(String file, RuntimeException e) {
        return new IllegalStateException("parsing " + file + " failed with " + e.getClass().getName()
                + " instead of a JsonParseException", e);
    }

    static void printUsage(PrintStream out) {
        out.print("""
                Usage: %1$s <command> [options] [FILE...]

                Run it as: java --add-modules jdk.incubator.vector -jar simd-json-core.jar <command> ...
                Without --add-modules it runs the scalar kernel: the same results, only slower ('info' says why).

                Commands:
                  check FILE...   validate each FILE: prints "valid FILE" or
                                  "invalid FILE: <reason> at line L, column C (byte N)"
                  minify FILE     print FILE as compact JSON (strings and numbers keep their exact text)
                  info            print which kernel runs in this JVM, and why
                  help            print this help

                Options:
                  --implementation=auto|vector|scalar
                                  the stage 1 kernel (default auto: -Dsimdjson.implementation, then detection);
                                  vector fails with exit code 2 when it cannot run here
                  --max-depth=N   deepest nesting check and minify accept (default %2$d)
                  -h, --help      print this help
                  --              end of options: every later argument is a FILE

                Exit codes:
                  0  success: every FILE is valid
                  1  a FILE is not valid JSON, or breaks a limit
                  2  misuse (unknown command or option, no FILE), a FILE that cannot be read,
                     or an implementation that cannot run here
                  3  a bug in simd-json (the stack trace is on stderr)
                """.formatted(PROGRAM, JsonLimits.DEFAULT_MAX_DEPTH));
    }
}
