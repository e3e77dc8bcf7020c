package dev.simdjson.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** The project's {@code testdata/} folder, which the core pom puts on the test class path as {@code /testdata}. */
public final class TestData {

    private static final Path ROOT = locateRoot();

    private TestData() {
    }

    private static Path locateRoot() {
        URL url = TestData.class.getResource("/testdata/README.md");
        if (url == null) {
            throw new IllegalStateException("/testdata is not on the test class path (see simd-json-core/pom.xml)");
        }
        try {
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Path path(String relative) {
        return ROOT.resolve(relative);
    }

    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(path(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Regular files under {@code relativeDir} (recursively), whose name matches, sorted by path. */
    public static List<Path> files(String relativeDir, Predicate<String> fileName) {
        try (Stream<Path> walk = Files.walk(path(relativeDir))) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> fileName.test(p.getFileName().toString()))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Path relative to the testdata root, with '/' separators, for test names. */
    public static String name(Path file) {
        return ROOT.relativize(file).toString().replace('\\', '/');
    }
}
