package dev.simdjson.docs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every internal link of the site resolves: the file exists (or the build generates it), and the anchor is a
 * heading of its page.
 */
final class LinkCheck {

    private LinkCheck() {
    }

    /** What is broken, one line per link; empty when everything resolves. */
    static List<String> problems(List<MarkdownPage> pages, Map<Path, MarkdownPage> bySource, Set<Path> generated) {
        List<String> problems = new ArrayList<>();
        for (MarkdownPage page : pages) {
            for (MarkdownPage.InternalLink link : page.links) {
                MarkdownPage target = bySource.get(link.file());
                if (target == null && !Files.exists(link.file()) && !generated.contains(link.file())) {
                    problems.add(page.source.getFileName() + ": link to a missing file: " + link.written());
                } else if (link.anchor() != null && !link.anchor().isEmpty()) {
                    if (target == null) {
                        problems.add(page.source.getFileName() + ": anchor into a file that is not a page: "
                                + link.written());
                    } else if (!target.anchors.contains(link.anchor())) {
                        problems.add(page.source.getFileName() + ": no heading '" + link.anchor() + "' in "
                                + target.source.getFileName() + ": " + link.written());
                    }
                }
            }
        }
        return problems;
    }
}
