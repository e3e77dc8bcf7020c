package dev.simdjson.internal.write;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Compact JSON, re-laid out byte for byte as Jackson's default pretty printer writes it ({@code INDENT_OUTPUT}):
 * objects one property a line, indented two spaces per enclosing object, {@code " : "} between name and value;
 * arrays on the line they start, {@code "[ 1, 2 ]"}; empty containers {@code "{ }"} and {@code "[ ]"}; the platform's
 * line separator, as Jackson's {@code DefaultIndenter}. A second pass over the writer's own output (which is valid
 * and compact), so the hot compact path stays untouched.
 */
final class JacksonIndentation {

    private static final byte[] NAME_SEPARATOR = " : ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NEWLINE = System.lineSeparator().getBytes(StandardCharsets.US_ASCII);

    private JacksonIndentation() {
    }

    static byte[] indent(byte[] json) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length + json.length / 2 + 16);
        // Innermost first: whether each open container is an object (true) or an array; depth is bounded by the
        // writer's own depth limit, so a small growable array suffices.
        boolean[] objects = new boolean[64];
        int open = 0;
        int level = 0; // enclosing objects: arrays do not indent
        for (int i = 0; i < json.length; i++) {
            byte c = json[i];
            switch (c) {
                case '"' -> i = copyString(json, i, out);
                case '{', '[' -> {
                    boolean object = c == '{';
                    if (i + 1 < json.length && json[i + 1] == (object ? '}' : ']')) {
                        out.write(c);
                        out.write(' ');
                        out.write(json[++i]);
                        continue;
                    }
                    if (open == objects.length) {
                        objects = Arrays.copyOf(objects, open * 2);
                    }
                    objects[open++] = object;
                    out.write(c);
                    if (object) {
                        newline(out, ++level);
                    } else {
                        out.write(' ');
                    }
                }
                case '}' -> {
                    open--;
                    newline(out, --level);
                    out.write('}');
                }
                case ']' -> {
                    open--;
                    out.write(' ');
                    out.write(']');
                }
                case ',' -> {
                    out.write(',');
                    if (objects[open - 1]) {
                        newline(out, level);
                    } else {
                        out.write(' ');
                    }
                }
                case ':' -> out.writeBytes(NAME_SEPARATOR);
                default -> out.write(c);
            }
        }
        return out.toByteArray();
    }

    /** Copies the string starting at {@code json[start]} (its opening quote); returns the offset of its closing one. */
    private static int copyString(byte[] json, int start, ByteArrayOutputStream out) {
        int i = start + 1;
        while (json[i] != '"') {
            i += json[i] == '\\' ? 2 : 1;
        }
        out.write(json, start, i + 1 - start);
        return i;
    }

    private static void newline(ByteArrayOutputStream out, int level) {
        out.writeBytes(NEWLINE);
        for (int k = 0; k < level; k++) {
            out.write(' ');
            out.write(' ');
        }
    }
}
