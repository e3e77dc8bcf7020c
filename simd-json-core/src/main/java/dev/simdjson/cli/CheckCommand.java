package dev.simdjson.cli;

import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;

import java.io.PrintStream;

/**
 * {@code check FILE...}: one line per file on stdout, {@code valid FILE} or {@code invalid FILE: <message>}.
 * A file that cannot be read is reported on stderr and makes the exit code {@link SimdJsonCli#EXIT_USAGE}, but the
 * remaining files are still checked.
 */
final class CheckCommand {

    private final PrintStream out;
    private final PrintStream err;

    CheckCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(CliArguments arguments) throws CliException {
        if (arguments.files().isEmpty()) {
            throw CliException.usage("check needs at least one FILE");
        }
        JsonParser parser = arguments.newParser();
        boolean anyInvalid = false;
        boolean anyUnreadable = false;
        for (String file : arguments.files()) {
            byte[] json;
            try {
                json = InputFiles.read(file);
            } catch (CliException e) {
                err.println(SimdJsonCli.PROGRAM + ": " + e.getMessage());
                anyUnreadable = true;
                continue;
            }
            try {
                parser.validate(json);
                out.println("valid " + file);
            } catch (JsonParseException e) {
                out.println("invalid " + file + ": " + e.getMessage());
                anyInvalid = true;
            } catch (RuntimeException e) {
                throw SimdJsonCli.parserBug(file, e);
            }
        }
        if (anyUnreadable) {
            return SimdJsonCli.EXIT_USAGE;
        }
        return anyInvalid ? SimdJsonCli.EXIT_INVALID : SimdJsonCli.EXIT_OK;
    }
}
