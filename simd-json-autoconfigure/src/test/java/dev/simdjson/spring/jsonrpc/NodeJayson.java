package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * jayson, a JSON-RPC 2.0 implementation for Node.js, for {@link JaysonInteropTests}: the pinned version of
 * {@code src/test/node/jayson/package-lock.json} installed with {@code npm ci} into {@code target/jayson} (once), and
 * its scripts run with {@code node}. Without Node.js the tests fail when {@code CI} is set, and are skipped with the
 * reason otherwise.
 */
final class NodeJayson {

    private static final List<String> FILES = List.of("package.json", "package-lock.json", "server.js", "client.js");

    private NodeJayson() {
    }

    /** The directory where jayson is installed and its scripts are. */
    static synchronized Path install() throws Exception {
        if (!runs("node", "--version") || !runs("npm", "--version")) {
            String why = "Node.js (node and npm) is not on the PATH";
            if (System.getenv("CI") != null) {
                throw new AssertionError("JaysonInteropTests must run in CI: " + why);
            }
            Assumptions.abort(why + ": JaysonInteropTests skipped on this machine (CI=true makes this a failure)");
        }
        Path dir = Path.of("target", "jayson").toAbsolutePath();
        Files.createDirectories(dir);
        for (String file : FILES) {
            try (InputStream in = NodeJayson.class.getResourceAsStream("/node/jayson/" + file)) {
                if (in == null) {
                    throw new IllegalStateException("/node/jayson/" + file + " is not on the test class path");
                }
                Files.copy(in, dir.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        if (!Files.exists(dir.resolve("node_modules/jayson/package.json"))) {
            Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
                    .directory(dir.toFile()).redirectErrorStream(true).start();
            String output = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!npm.waitFor(5, TimeUnit.MINUTES) || npm.exitValue() != 0) {
                throw new IllegalStateException("npm ci of jayson failed: " + output);
            }
        }
        return dir;
    }

    /** Starts {@code node script args...} in the install directory, standard error to the test's. */
    static Process node(Path dir, String... args) throws IOException {
        String[] command = new String[args.length + 1];
        command[0] = "node";
        System.arraycopy(args, 0, command, 1, args.length);
        return new ProcessBuilder(command).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    private static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
