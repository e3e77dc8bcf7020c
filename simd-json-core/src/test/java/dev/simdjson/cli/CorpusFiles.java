package dev.simdjson.cli;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Files of the shared benchmark corpus, which the build copies to {@code testdata/corpus} on the test class path. */
final class CorpusFiles {

    private CorpusFiles() {
    }

    static Path path(String name) {
        URL url = CorpusFiles.class.getResource("/testdata/corpus/" + name);
        assertThat(url).as("testdata/corpus/%s on the test class path", name).isNotNull();
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
