package dev.simdjson.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One in-process run of the CLI: its exit code and everything it wrote. */
record CliRun(int exitCode, byte[] outBytes, String err) {

    static CliRun of(String... args) {
        var outBytes = new ByteArrayOutputStream();
        var errBytes = new ByteArrayOutputStream();
        try (var out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
             var err = new PrintStream(errBytes, true, StandardCharsets.UTF_8)) {
            int exitCode = SimdJsonCli.run(args, out, err);
            out.flush();
            err.flush();
            return new CliRun(exitCode, outBytes.toByteArray(), errBytes.toString(StandardCharsets.UTF_8));
        }
    }

    String out() {
        return new String(outBytes, StandardCharsets.UTF_8);
    }

    List<String> outLines() {
        return out().lines().toList();
    }

    List<String> errLines() {
        return err.lines().toList();
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout ---\n" + out() + "--- stderr ---\n" + err;
    }
}
