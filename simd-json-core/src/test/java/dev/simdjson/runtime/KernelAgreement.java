package dev.simdjson.runtime;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Parses every file under the given folders with the vector and the scalar kernel and prints how many results
 * differ (the compact output on success, the offset and reason on failure). A main class, so that tests can run
 * it in a JVM with other settings (such as {@code -Dsimdjson.vectorBits=256}).
 */
public final class KernelAgreement {

    private KernelAgreement() {
    }

    public static void main(String[] args) throws IOException {
        JsonParser vector = new JsonParser(JsonLimits.DEFAULTS, Implementation.VECTOR);
        JsonParser scalar = new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR);
        int files = 0;
        int mismatches = 0;
        for (String folder : args) {
            List<Path> paths;
            try (Stream<Path> walk = Files.walk(Path.of(folder))) {
                paths = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path path : paths) {
                byte[] bytes = Files.readAllBytes(path);
                files++;
                String v = outcome(vector, bytes);
                String s = outcome(scalar, bytes);
                if (!v.equals(s)) {
                    mismatches++;
                    System.out.println("mismatch " + path + ": vector " + abbreviate(v) + " / scalar " + abbreviate(s));
                }
            }
        }
        System.out.println("kernel: " + SimdJsonRuntime.report().species());
        System.out.println("files: " + files);
        System.out.println("mismatches: " + mismatches);
    }

    private static String outcome(JsonParser parser, byte[] bytes) {
        try {
            return "ok " + Arrays.hashCode(parser.parse(bytes).toJsonBytes());
        } catch (JsonParseException e) {
            return "error " + e.offset() + " " + e.reason();
        }
    }

    private static String abbreviate(String s) {
        return s.length() > 120 ? s.substring(0, 120) + "..." : s;
    }
}
