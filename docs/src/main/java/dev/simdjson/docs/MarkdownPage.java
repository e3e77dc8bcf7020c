package dev.simdjson.docs;

import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One Markdown source of the site (README.md or a page of docs/), rendered to HTML: links to other sources become
 * links to their pages, links to other files of the repository are kept relative to it, and every internal link
 * is recorded for {@link LinkCheck}.
 */
final class MarkdownPage {

    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();

    /** A link found in a page: where it points, as written, and the file it resolves to (null for a URL). */
    record InternalLink(String page, String written, Path file, String anchor) {
    }

    final Path source;
    /** The page's file name in the site ({@code index.html} for the README). */
    final String htmlName;
    final String title;
    final String markdown;
    final String body;
    /** The ids of the page's headings in document order, made GitHub's way (so links written for GitHub work). */
    final Set<String> anchors = new LinkedHashSet<>();
    final List<InternalLink> links = new ArrayList<>();
    /** Files under docs/ the page links to (results, charts), copied into the site. */
    final Set<Path> assets = new LinkedHashSet<>();

    MarkdownPage(Path repo, Path source, String htmlName, String markdown) {
        this.source = source;
        this.htmlName = htmlName;
        this.markdown = markdown;
        Node document = PARSER.parse(markdown);
        String[] firstHeading = {null};
        Path directory = source.getParent();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                String text = textOf(heading);
                if (firstHeading[0] == null && heading.getLevel() == 1) {
                    firstHeading[0] = text;
                }
                String base = anchorOf(text);
                String id = base;
                for (int n = 1; anchors.contains(id); n++) {
                    id = base + "-" + n;
                }
                anchors.add(id);
                visitChildren(heading);
            }

            @Override
            public void visit(Link link) {
                link.setDestination(rewrite(repo, directory, link.getDestination()));
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                image.setDestination(rewrite(repo, directory, image.getDestination()));
                visitChildren(image);
            }
        });
        this.title = firstHeading[0] != null ? firstHeading[0] : htmlName;
        // Headings get the ids computed above, in the same (document) order.
        Iterator<String> ids = List.copyOf(anchors).iterator();
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(EXTENSIONS)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    if (node instanceof Heading && ids.hasNext()) {
                        attributes.put("id", ids.next());
                    }
                })
                .build();
        this.body = renderer.render(document);
    }

    /**
     * Where a link of this page goes in the site: another source's page, a file of the repository (relative to
     * the site, which sits at docs/target/site), or a URL unchanged.
     */
    private String rewrite(Path repo, Path directory, String destination) {
        if (destination.isEmpty() || destination.contains("://") || destination.startsWith("mailto:")) {
            return destination;
        }
        int hash = destination.indexOf('#');
        String path = hash < 0 ? destination : destination.substring(0, hash);
        String anchor = hash < 0 ? null : destination.substring(hash + 1);
        if (path.isEmpty()) {
            links.add(new InternalLink(htmlName, destination, source, anchor));
            return destination;
        }
        Path file = directory.resolve(path).normalize();
        links.add(new InternalLink(htmlName, destination, file, anchor));
        String suffix = anchor != null ? "#" + anchor : "";
        String page = SiteBuilder.pageFor(repo, file);
        if (page != null) {
            return page + suffix;
        }
        Path docs = repo.resolve("docs");
        if (file.startsWith(docs)) { // results, charts: copied into the site
            assets.add(file);
            return docs.relativize(file).toString().replace('\\', '/') + suffix;
        }
        // Anything else of the repository: the site lives at docs/target/site.
        return "../../../" + repo.relativize(file).toString().replace('\\', '/') + suffix;
    }

    private static String textOf(Node node) {
        StringBuilder text = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text t) {
                text.append(t.getLiteral());
            }

            @Override
            public void visit(org.commonmark.node.Code code) {
                text.append(code.getLiteral());
            }
        });
        return text.toString();
    }

    /**
     * The id a heading gets, GitHub's way: lower case, spaces to dashes, everything but letters, digits, '-' and
     * '_' dropped; a repeated heading gets -1, -2 and so on.
     */
    static String anchorOf(String heading) {
        StringBuilder id = new StringBuilder();
        for (char c : heading.toLowerCase(Locale.ROOT).trim().toCharArray()) {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                id.append(c);
            } else if (c == ' ') {
                id.append('-');
            }
        }
        return id.toString();
    }
}
