package dev.simdjson.cli;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.runtime.Implementation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The parsed command line: a command, options ({@code --name=value}, anywhere before {@code --}) and operands.
 *
 * @param command        the first operand, or {@code null} when there is none
 * @param help           {@code -h} or {@code --help} was given
 * @param implementation the {@code --implementation=} value, or {@code null} when not given
 * @param maxDepth       the {@code --max-depth=} value, or {@code null} when not given
 * @param files          the operands after the command
 */
record CliArguments(String command, boolean help, Implementation implementation, Integer maxDepth,
                    List<String> files) {

    static final String IMPLEMENTATION = "--implementation";
    static final String MAX_DEPTH = "--max-depth";

    CliArguments {
        files = List.copyOf(files);
    }

    static CliArguments parse(String[] args) throws CliException {
        String command = null;
        boolean help = false;
        Implementation implementation = null;
        Integer maxDepth = null;
        List<String> operands = new ArrayList<>();
        boolean optionsEnded = false;
        for (String arg : args) {
            if (optionsEnded || arg.equals("-") || !arg.startsWith("-")) {
                if (command == null) {
                    command = arg;
                } else {
                    operands.add(arg);
                }
            } else if (arg.equals("--")) {
                optionsEnded = true;
            } else if (arg.equals("-h") || arg.equals("--help")) {
                help = true;
            } else if (arg.equals(IMPLEMENTATION) || arg.startsWith(IMPLEMENTATION + "=")) {
                implementation = implementation(value(arg, IMPLEMENTATION, "auto|vector|scalar"));
            } else if (arg.equals(MAX_DEPTH) || arg.startsWith(MAX_DEPTH + "=")) {
                maxDepth = maxDepth(value(arg, MAX_DEPTH, "N"));
            } else {
                throw CliException.usage("unknown option '" + arg + "'");
            }
        }
        return new CliArguments(command, help, implementation, maxDepth, operands);
    }

    /** The limits for a parse: the defaults, with {@code --max-depth} applied. */
    JsonLimits limits() {
        return maxDepth == null ? JsonLimits.DEFAULTS : JsonLimits.DEFAULTS.withMaxDepth(maxDepth);
    }

    /** A parser for the requested implementation; fails when that implementation cannot run in this JVM. */
    JsonParser newParser() throws CliException {
        Implementation requested = implementation == null ? Implementation.AUTO : implementation;
        try {
            return new JsonParser(limits(), requested);
        } catch (IllegalStateException | IllegalArgumentException e) {
            // The parser's message usually says this already; do not say it twice.
            String prefix = "the " + requested.name().toLowerCase(Locale.ROOT) + " implementation cannot run here: ";
            String reason = String.valueOf(e.getMessage());
            throw CliException.failure(reason.startsWith(prefix) ? reason : prefix + reason);
        }
    }

    /** Refuses {@code --max-depth} for a command that does not parse documents. */
    void rejectMaxDepth() throws CliException {
        if (maxDepth != null) {
            throw CliException.usage("option " + MAX_DEPTH + " does not apply to '" + command + "'");
        }
    }

    private static String value(String arg, String name, String expected) throws CliException {
        int eq = arg.indexOf('=');
        if (eq < 0 || eq == arg.length() - 1) {
            throw CliException.usage("option " + name + " needs a value: " + name + "=" + expected);
        }
        return arg.substring(eq + 1);
    }

    private static Implementation implementation(String value) throws CliException {
        try {
            return Implementation.parse(value);
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
    }

    private static int maxDepth(String value) throws CliException {
        int depth;
        try {
            depth = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            depth = 0;
        }
        if (depth <= 0) {
            throw CliException.usage("option " + MAX_DEPTH + " needs a positive whole number, was '" + value + "'");
        }
        return depth;
    }
}
