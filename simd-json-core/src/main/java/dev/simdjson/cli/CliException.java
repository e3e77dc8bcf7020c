package dev.simdjson.cli;

/**
 * Ends a command with {@link SimdJsonCli#EXIT_USAGE}: the message goes to stderr, followed by a pointer to
 * {@code --help} when the command line itself was wrong.
 */
final class CliException extends Exception {

    private final boolean usageHint;

    private CliException(String message, boolean usageHint) {
        super(message, null, false, false);
        this.usageHint = usageHint;
    }

    /** The command line is wrong (unknown command or option, missing or extra arguments). */
    static CliException usage(String message) {
        return new CliException(message, true);
    }

    /** The command line is fine but the request cannot be carried out here (unreadable file, kernel unavailable). */
    static CliException failure(String message) {
        return new CliException(message, false);
    }

    boolean usageHint() {
        return usageHint;
    }
}
