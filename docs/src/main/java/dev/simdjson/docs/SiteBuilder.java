package dev.simdjson.docs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Builds the documentation site: README.md as the front page, every docs/*.md as a page, the properties
 * reference generated from the configuration metadata and the performance charts drawn from the results under
 * docs/results, with one navigation and one style sheet. Refuses (with the
 * list of problems) a broken internal link or anchor and a property without a description.
 *
 * <pre>
 * java dev.simdjson.docs.SiteBuilder REPOSITORY_ROOT OUTPUT_DIRECTORY      (the docs module runs it at package)
 * </pre>
 */
public final class SiteBuilder {

    /** The site: its pages in navigation order, and the files it generates (charts) by their path under docs/. */
    record Site(List<MarkdownPage> pages, Map<Path, String> generated) {

        MarkdownPage page(String htmlName) {
            return pages.stream().filter(p -> p.htmlName.equals(htmlName)).findFirst().orElse(null);
        }

        /** Writes every page, the style sheet and the files under docs/ the pages link to. */
        void write(Path repo, Path out) throws IOException {
            Files.createDirectories(out);
            for (MarkdownPage page : pages) {
                Files.writeString(out.resolve(page.htmlName), html(page), StandardCharsets.UTF_8);
                for (Path asset : page.assets) {
                    Path target = out.resolve(repo.resolve("docs").relativize(asset).toString());
                    Files.createDirectories(target.getParent());
                    String made = generated.get(asset);
                    if (made != null) {
                        Files.writeString(target, made, StandardCharsets.UTF_8);
                    } else {
                        Files.copy(asset, target, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
            try (InputStream css = SiteBuilder.class.getResourceAsStream("site.css")) {
                Files.copy(css, out.resolve("site.css"), StandardCopyOption.REPLACE_EXISTING);
            }
        }

        private String html(MarkdownPage page) {
            StringBuilder nav = new StringBuilder();
            for (MarkdownPage p : pages) {
                nav.append("<li").append(p == page ? " class=\"current\"" : "").append("><a href=\"")
                        .append(p.htmlName).append("\">").append(escape(navLabel(p))).append("</a></li>\n");
            }
            return """
                    <!DOCTYPE html>
                    <html lang="en">
                    <head>
                    <meta charset="utf-8">
                    <meta name="viewport" content="width=device-width, initial-scale=1">
                    <title>%s · simd-json</title>
                    <link rel="stylesheet" href="site.css">
                    </head>
                    <body>
                    <nav><p class="brand"><a href="index.html">simd-json</a></p><ul>
                    %s</ul></nav>
                    <main>
                    %s</main>
                    </body>
                    </html>
                    """.formatted(escape(page.title), nav, page.body);
        }
    }

    /** Navigation order: how to use it, then how it works, then the measurements; other pages follow by name. */
    private static final List<String> ORDER = List.of("index.html", "how-it-works.html", "starter.html",
            "properties.html", "integration.html", "jsonrpc.html", "kafka.html", "troubleshooting.html", "parser.html",
            "binding.html", "cli.html", "performance.html", "charts.html", "benchmarks.html", "http.html",
            "profiling.html");

    private SiteBuilder() {
    }

    /** A page's place in {@link #ORDER}; pages not listed come after the listed ones. */
    private static int rank(MarkdownPage page) {
        int i = ORDER.indexOf(page.htmlName);
        return i < 0 ? ORDER.size() : i;
    }

    /** The README's title is the project's name; in the navigation it is where a newcomer starts. */
    private static String navLabel(MarkdownPage page) {
        return page.htmlName.equals("index.html") ? "Getting started" : page.title;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: SiteBuilder REPOSITORY_ROOT OUTPUT_DIRECTORY");
            System.exit(2);
        }
        Path repo = Path.of(args[0]).toAbsolutePath().normalize();
        Path out = Path.of(args[1]).toAbsolutePath().normalize();
        Site site = build(repo, SiteBuilder.class.getClassLoader());
        site.write(repo, out);
        System.out.println("simd-json docs: " + site.pages().size() + " pages in " + out);
    }

    /** Reads and checks the site; {@link IllegalStateException} listing every problem when there are any. */
    static Site build(Path repo, ClassLoader loader) throws IOException {
        List<PropertiesReference.Property> properties = PropertiesReference.load(loader);
        List<MarkdownPage> pages = new ArrayList<>();
        for (Path source : sources(repo)) {
            pages.add(page(repo, source));
        }
        pages.add(new MarkdownPage(repo, repo.resolve("docs/properties.md"), "properties.html",
                PropertiesReference.markdown(properties)));
        List<ResultCharts.Chart> charts = ResultCharts.charts(repo);
        Map<Path, String> generated = new LinkedHashMap<>();
        for (ResultCharts.Chart c : charts) {
            generated.put(repo.resolve("docs/charts").resolve(c.svgName()), c.svg());
        }
        pages.add(new MarkdownPage(repo, repo.resolve("docs/charts.md"), "charts.html",
                ResultCharts.markdown(repo, charts)));

        pages.sort(Comparator.comparingInt(SiteBuilder::rank).thenComparing(p -> p.htmlName));
        Map<Path, MarkdownPage> bySource = new LinkedHashMap<>();
        for (MarkdownPage p : pages) {
            bySource.put(p.source, p);
        }
        List<String> problems = new ArrayList<>(LinkCheck.problems(pages, bySource, generated.keySet()));
        if (charts.isEmpty()) {
            problems.add("no results with simd-json beside a peer under docs/results: nothing to chart");
        }
        if (properties.isEmpty()) {
            problems.add("no simdjson.* properties in any " + PropertiesReference.METADATA + " on the class path");
        }
        for (String name : PropertiesReference.undescribed(properties)) {
            problems.add("property without a description (add Javadoc to its field): " + name);
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("the docs site has " + problems.size() + " problem(s):\n  "
                    + String.join("\n  ", problems));
        }
        return new Site(pages, generated);
    }

    /** The Markdown sources of the site's pages: README.md, then docs/*.md by name. */
    static List<Path> sources(Path repo) throws IOException {
        List<Path> sources = new ArrayList<>();
        sources.add(repo.resolve("README.md"));
        try (Stream<Path> docs = Files.list(repo.resolve("docs"))) {
            docs.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().forEach(sources::add);
        }
        return sources;
    }

    /** The page a Markdown source of the repository becomes, or null when the file is not a page source. */
    static String pageFor(Path repo, Path file) {
        if (file.equals(repo.resolve("README.md"))) {
            return "index.html";
        }
        String name = file.getFileName().toString();
        if (file.getParent() != null && file.getParent().equals(repo.resolve("docs")) && name.endsWith(".md")) {
            return name.substring(0, name.length() - 3) + ".html";
        }
        return null;
    }

    private static MarkdownPage page(Path repo, Path source) throws IOException {
        return new MarkdownPage(repo, source, pageFor(repo, source), Files.readString(source));
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
