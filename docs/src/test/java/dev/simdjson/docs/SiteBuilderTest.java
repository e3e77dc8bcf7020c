package dev.simdjson.docs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The site of this repository builds, and the builder refuses broken links and undescribed properties. */
class SiteBuilderTest {

    static final Path REPO = Path.of(System.getProperty("docs.root", "..")).toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void buildsTheFrontPageEveryDocsPageAndThePropertiesReference() throws Exception {
        SiteBuilder.Site site = SiteBuilder.build(REPO, getClass().getClassLoader());
        site.write(REPO, dir);

        assertThat(site.page("index.html").title).isEqualTo("simd-json");
        try (var docs = Files.list(REPO.resolve("docs"))) {
            docs.filter(f -> f.toString().endsWith(".md")).forEach(f -> assertThat(dir.resolve(
                    f.getFileName().toString().replace(".md", ".html"))).isNotEmptyFile());
        }
        String index = Files.readString(dir.resolve("index.html"));
        assertThat(index).contains("<nav>").contains("href=\"starter.html\"").contains("href=\"properties.html\"")
                .contains("<link rel=\"stylesheet\" href=\"site.css\">");
        // Links between sources became links between pages; repository files stay reachable from the site.
        assertThat(index).contains("href=\"binding.html#generated-codecs-issue-11\"")
                .contains("href=\"../../../demo-app/Dockerfile\"");
        assertThat(dir.resolve("site.css")).isNotEmptyFile();
        String properties = Files.readString(dir.resolve("properties.html"));
        assertThat(properties).contains("simdjson.limits.max-depth").contains("simdjson.integration.uds.permissions")
                .contains("<table>");
    }

    @Test
    void refusesLinksToMissingFilesAndHeadings() throws Exception {
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo.resolve("docs"));
        Files.writeString(repo.resolve("README.md"), """
                # Front
                See [a](docs/a.md#there), [b](docs/b.md), [c](docs/a.md#nowhere) and [self](#front).
                """);
        Files.writeString(repo.resolve("docs/a.md"), "# A\n\n## There\n\nBack to [the front](../README.md).\n");

        assertThatThrownBy(() -> SiteBuilder.build(repo, getClass().getClassLoader()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("link to a missing file: docs/b.md")
                .hasMessageContaining("no heading 'nowhere' in a.md")
                .hasMessageNotContaining("#there")
                .hasMessageNotContaining("#front");
    }

    @Test
    void refusesAPropertyWithoutADescription() throws Exception {
        Path jar = dir.resolve("metadata");
        Files.createDirectories(jar.resolve("META-INF"));
        Files.writeString(jar.resolve(PropertiesReference.METADATA), """
                {"properties":[
                  {"name":"simdjson.good","type":"java.lang.Boolean","description":"Does good.","defaultValue":true},
                  {"name":"simdjson.silent","type":"java.lang.String"}]}
                """);
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo.resolve("docs"));
        Files.writeString(repo.resolve("README.md"), "# Front\n");

        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            assertThatThrownBy(() -> SiteBuilder.build(repo, loader))
                    .hasMessageContaining("property without a description (add Javadoc to its field): simdjson.silent")
                    .hasMessageNotContaining("simdjson.good");
            var properties = PropertiesReference.load(loader);
            assertThat(PropertiesReference.markdown(properties))
                    .contains("| `simdjson.good` | Boolean | `true` | Does good. |");
        }
    }
}
