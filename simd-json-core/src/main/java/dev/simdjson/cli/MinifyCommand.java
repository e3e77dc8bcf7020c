package dev.simdjson.cli;

import dev.simdjson.JsonParseException;
import dev.simdjson.JsonValue;

import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code minify FILE}: the document as compact JSON on stdout, followed by a newline. Strings and numbers keep their
 * exact source text; only the whitespace between tokens goes.
 */
final class MinifyCommand {

    private final PrintStream out;
    private final PrintStream err;

    MinifyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(CliArguments arguments) throws CliException {
        if (arguments.files().size() != 1) {
            throw CliException.usage(arguments.files().isEmpty()
                    ? "minify needs a FILE"
                    : "minify takes exactly one FILE, got " + arguments.files().size());
        }
        String file = arguments.files().getFirst();
        var parser = arguments.newParser();
        byte[] json = InputFiles.read(file);
        JsonValue document;
        try {
            document = parser.parse(json);
        } catch (JsonParseException e) {
            err.println("invalid " + file + ": " + e.getMessage());
            return SimdJsonCli.EXIT_INVALID;
        } catch (RuntimeException e) {
            throw SimdJsonCli.parserBug(file, e);
        }
        try {
            document.writeTo(out);
            out.write('\n');
        } catch (IOException e) {
            throw CliException.failure("cannot write the output: " + e.getMessage());
        }
        if (out.checkError()) {
            throw CliException.failure("cannot write the output");
        }
        return SimdJsonCli.EXIT_OK;
    }
}
