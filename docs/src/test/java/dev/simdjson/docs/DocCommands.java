package dev.simdjson.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The commands the docs give: every line of a {@code sh}, {@code bash} or {@code console} block in README.md and
 * docs/*.md, continuation lines joined and comments dropped. In a {@code console} block a command starts with
 * {@code $ } and the lines up to the next one are the output it is said to print.
 */
final class DocCommands {

    /** One command as a reader copies it, where it is, and (console blocks only) the output the page shows. */
    record Command(String page, int line, String text, boolean transcript, List<String> output) {

        String where() {
            return page + ":" + line;
        }
    }

    private DocCommands() {
    }

    /** The pages in the order a reader meets them: the README, then docs/*.md by name. */
    static List<Path> pages(Path repo) throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(repo.resolve("README.md"));
        try (Stream<Path> docs = Files.list(repo.resolve("docs"))) {
            docs.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    static List<Command> of(Path repo, Path page) throws IOException {
        String name = repo.relativize(page).toString();
        List<String> lines = Files.readAllLines(page);
        List<Command> commands = new ArrayList<>();
        String block = null;
        StringBuilder pending = null;
        int pendingLine = 0;
        List<String> output = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                block = block == null ? line.substring(3).strip() : null;
                output = null; // a session's output ends with its block
                continue;
            }
            boolean console = "console".equals(block);
            if (block == null || !(console || block.equals("sh") || block.equals("bash"))) {
                continue;
            }
            if (pending == null) {
                String text = console ? (line.startsWith("$ ") ? line.substring(2) : null) : line;
                if (text == null) {
                    if (output != null) {
                        output.add(line);
                    }
                    continue;
                }
                text = withoutComment(text).strip();
                if (text.isEmpty()) {
                    continue;
                }
                pending = new StringBuilder(text);
                pendingLine = i + 1;
            } else {
                pending.append(' ').append(withoutComment(line).strip());
            }
            if (pending.toString().endsWith("\\")) {
                pending.setLength(pending.length() - 1);
                continue;
            }
            output = console ? new ArrayList<>() : null;
            commands.add(new Command(name, pendingLine, pending.toString().strip(), console,
                    output == null ? List.of() : output));
            pending = null;
        }
        return commands;
    }

    /** The line without a trailing shell comment: a {@code #} after white space, outside quotes. */
    static String withoutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** The words of a command as the shell splits them (quotes removed; no expansions). */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                if (word == null) {
                    word = new StringBuilder();
                }
                if (c == '\'' || c == '"') {
                    quote = c;
                } else {
                    word.append(c);
                }
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
