package dev.simdjson.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The commands the docs give: every line of a {@code sh}, {@code bash} or {@code console} block in README.md and
 * docs/*.md, continuation lines joined and comments dropped. In a {@code console} block a command starts with
 * {@code $ } and the lines up to the next one are the output it is said to print; in a {@code sh}/{@code bash}
 * block a comment line {@code # {...}} or {@code # [...]} right after a command is the output it is said to print.
 *
 * <p>The docs module's DocsCommandsTest runs or checks every command; the commands against the running demo app
 * are run by {@code scripts/docs-commands.sh}, which takes them from here:
 *
 * <pre>
 * java -cp docs/target/classes dev.simdjson.docs.DocCommands REPOSITORY_ROOT
 *     (one line per demo command: page:line, TAB, the command, TAB, the output the page shows or nothing)
 * </pre>
 */
public final class DocCommands {

    /** One command as a reader copies it, where it is, and the output the page shows for it (may be empty). */
    record Command(String page, int line, String text, boolean transcript, List<String> output) {

        String where() {
            return page + ":" + line;
        }

        /**
         * Whether it needs the demo app running: a request to {@code localhost:8080} or one of the bundled
         * clients under {@code demo-app/}.
         */
        boolean againstTheDemo() {
            List<String> words = words(text);
            return (words.getFirst().equals("curl") && text.contains("localhost:8080"))
                    || (words.getFirst().equals("java") && words.size() > 1 && words.get(1).startsWith("demo-app/"));
        }
    }

    private DocCommands() {
    }

    public static void main(String[] args) throws IOException {
        Path repo = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        for (Path page : SiteBuilder.sources(repo)) {
            for (Command c : of(repo, page)) {
                if (!c.transcript() && c.againstTheDemo()) {
                    System.out.println(c.where() + "\t" + c.text() + "\t" + String.join(" ", c.output()));
                }
            }
        }
    }

    static List<Command> of(Path repo, Path page) throws IOException {
        String name = repo.relativize(page).toString();
        List<String> lines = Files.readAllLines(page);
        List<Command> commands = new ArrayList<>();
        String block = null;
        StringBuilder pending = null;
        int pendingLine = 0;
        List<String> output = null;
        int lastEnd = -1; // the line where the last command ended
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
            if (!console && pending == null && i == lastEnd + 1 && output.isEmpty()
                    && (line.startsWith("# {") || line.startsWith("# ["))) {
                output.add(line.substring(2));
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
                pending = new StringBuilder(pending.substring(0, pending.length() - 1).stripTrailing());
                continue;
            }
            output = new ArrayList<>();
            commands.add(new Command(name, pendingLine, pending.toString().strip(), console, output));
            pending = null;
            lastEnd = i;
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
