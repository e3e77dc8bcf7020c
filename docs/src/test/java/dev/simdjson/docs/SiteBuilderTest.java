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
        assertThat(index).contains("href=\"binding.html#generated-codecs\"")
                .contains("href=\"../../../demo-app/Dockerfile\"");
        assertThat(dir.resolve("site.css")).isNotEmptyFile();
        String properties = Files.readString(dir.resolve("properties.html"));
        assertThat(properties).contains("simdjson.limits.max-depth").contains("simdjson.integration.uds.permissions")
                .contains("<table>");
    }

    @Test
    void drawsAChartPerResultsFileWithTheMachineAndTheCommand() throws Exception {
        SiteBuilder.Site site = SiteBuilder.build(REPO, getClass().getClassLoader());
        site.write(REPO, dir);

        String charts = Files.readString(dir.resolve("charts.html"));
        assertThat(charts).contains("codecs/codecs-avx2-fj2066.json").contains("AVX-512").contains("AVX2")
                .contains("JDK: openjdk version").contains("benchmarks/target/benchmarks.jar");
        String svg = Files.readString(dir.resolve("charts/codecs-codecs-avx2-fj2066-speedup.svg"));
        assertThat(svg).startsWith("<svg").contains("TypedRead twitter.json").contains("× fastjson2")
                .contains("× Jackson 3").endsWith("</svg>\n");
        // The ratio drawn is the one the JSON gives: canada read, fastjson2's 18,607.6 µs over our 7,621.1 µs.
        assertThat(svg).contains("TypedRead canada.json").contains(">2.44×<");
    }

    /** A fixture repository needs results to chart. */
    private static void copyResults(Path repo) throws Exception {
        Path results = repo.resolve("docs/results/codecs");
        Files.createDirectories(results);
        for (String f : new String[] {"codecs-avx2-fj2066.json", "codecs-avx2-fj2066.meta.txt"}) {
            Files.copy(REPO.resolve("docs/results/codecs").resolve(f), results.resolve(f));
        }
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
        copyResults(repo);

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
        copyResults(repo);

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
