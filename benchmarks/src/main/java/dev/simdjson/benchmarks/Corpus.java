package dev.simdjson.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds and reads the benchmark corpus ({@code testdata/corpus} in the project). Benchmarks take the directory as
 * the JMH parameter {@code corpus} (default {@value #DEFAULT_DIR}); a relative directory is looked up from the
 * working directory and then from each of its parents, so the jar runs from the project root or any folder in it.
 */
public final class Corpus {

    /** The corpus directory, relative to the project root. */
    public static final String DEFAULT_DIR = "testdata/corpus";

    private Corpus() {
    }

    /** The directory {@code dir} names: as given when absolute or present, else found above the working directory. */
    public static Path resolve(String dir) {
        Path given = Path.of(dir);
        if (given.isAbsolute() || Files.isDirectory(given)) {
            return given;
        }
        Path cwd = Path.of("").toAbsolutePath();
        for (Path at = cwd; at != null; at = at.getParent()) {
            Path candidate = at.resolve(dir);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("corpus directory '" + dir + "' not found from " + cwd
                + ": run from the project root or pass -p corpus=/path/to/testdata/corpus");
    }

    /** The bytes of {@code file} in the corpus directory {@code dir}. */
    public static byte[] read(String dir, String file) {
        Path path = resolve(dir).resolve(file);
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read corpus file " + path.toAbsolutePath(), e);
        }
    }

    /** A copy of {@code json} with {@code padding} spare bytes after it (for the padded-input fast paths). */
    public static byte[] padded(byte[] json, int padding) {
        byte[] copy = new byte[json.length + padding];
        System.arraycopy(json, 0, copy, 0, json.length);
        return copy;
    }
}
