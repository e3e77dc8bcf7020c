package dev.simdjson.conformance;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random JSON documents for the properties: a small tree model, generators for it driven by a {@link Random} (so a
 * seed replays a document exactly), and a serializer of our own that varies the spelling (whitespace, escapes:
 * short, {@code \\uXXXX} in either case, surrogate pairs as two escapes, raw UTF-8) from a seed, so one tree is
 * written many ways.
 *
 * <p>Sizes and ranges lean on their ends now and then ({@link #between}), the way a property-testing library does:
 * empty containers and strings, the longest ones, the lowest and highest code points of each range.
 */
final class GeneratedJson {

    private GeneratedJson() {
    }

    sealed interface Node permits Obj, Arr, Str, Num, Bool, Null {
    }

    record Field(String name, Node value) {
    }

    record Obj(List<Field> fields) implements Node {
    }

    record Arr(List<Node> elements) implements Node {
    }

    /** Any UTF-16 string, lone surrogates included (they can only be written as escapes). */
    record Str(String value) implements Node {
    }

    /** The literal exactly as written. */
    record Num(String text) implements Node {
    }

    record Bool(boolean value) implements Node {
    }

    record Null() implements Node {
    }

    private static final int MAX_DEPTH = 6;

    /** Numbers at the edges: long and double limits, subnormals, rounding ties, signed zeros. */
    static final List<String> EDGE_NUMBERS = List.of(
            "0", "-0", "-0.0", "0e0", "0E-0", "0.0e+00", "1", "-1",
            "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
            "18446744073709551615", "18446744073709551616", "99999999999999999999999999999999999999",
            "9007199254740993", "9007199254740993.0", "9007199254740995e0",
            "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "-1e-400",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014E-308",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "-1e400", "1E+400",
            "0.1", "0.2", "0.30000000000000004", "1e23", "8.589973e9", "7.3177701707893310e15",
            "123456789012345678901234567890e-10", "0.000001", "1e-7", "3.141592653589793238462643383279",
            "100000000000000000000000000000000000000000000e-20", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124", "1e0000000000000000000000001");

    // ---- generators ----

    /** A document: any value, containers nested at most {@value #MAX_DEPTH} deep. */
    static Node document(Random r) {
        return value(r, 0);
    }

    static Node value(Random r, int depth) {
        if (depth >= MAX_DEPTH) {
            return leaf(r);
        }
        return switch (weighted(r, 3, 2, 2)) {
            case 0 -> leaf(r);
            case 1 -> array(r, depth + 1);
            default -> object(r, depth + 1);
        };
    }

    static Node array(Random r, int depth) {
        int size = between(r, 0, 5);
        List<Node> elements = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            elements.add(value(r, depth));
        }
        return new Arr(elements);
    }

    static Node object(Random r, int depth) {
        int size = between(r, 0, 5);
        List<Field> fields = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            String name = key(r);
            fields.add(new Field(name, value(r, depth)));
        }
        return new Obj(fields);
    }

    static Node leaf(Random r) {
        return switch (weighted(r, 3, 3, 1, 1)) {
            case 0 -> new Str(string(r));
            case 1 -> new Num(number(r));
            case 2 -> new Bool(r.nextBoolean());
            default -> new Null();
        };
    }

    /** Keys that often repeat (so objects get duplicate keys) and sometimes need escaping; otherwise any string. */
    static final List<String> COMMON_KEYS = List.of("a", "b", "id", "", "\u00e9t\u00e9", "k\"q");

    static String key(Random r) {
        return weighted(r, 2, 1) == 0 ? oneOf(r, COMMON_KEYS) : string(r);
    }

    /** Code points that sit on an encoding edge: UTF-8 width changes, BOM, noncharacters, U+2028, the last one. */
    static final int[] EDGE_CODE_POINTS = {0x7F, 0x80, 0x7FF, 0x800, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x2028,
            0x10000, 0x1F600, 0x10FFFF};

    /**
     * Any UTF-16 string: mostly printable ASCII, with quotes, backslashes, slashes, control characters, every UTF-8
     * width, supplementary code points and lone surrogates mixed in; usually short, sometimes 30 to 150 units.
     */
    static String string(Random r) {
        int length = weighted(r, 6, 1) == 0 ? between(r, 0, 12) : between(r, 30, 150);
        StringBuilder s = new StringBuilder(length + 8);
        for (int i = 0; i < length; i++) {
            int unit = switch (weighted(r, 10, 2, 1, 1, 2, 1, 2, 1)) {
                case 0 -> between(r, 0x20, 0x7E);
                case 1 -> "\"\\/".charAt(r.nextInt(3));
                case 2 -> between(r, 0x00, 0x1F);
                case 3 -> EDGE_CODE_POINTS[r.nextInt(EDGE_CODE_POINTS.length)];
                case 4 -> between(r, 0x80, 0xD7FF);
                case 5 -> between(r, 0xE000, 0xFFFF);
                case 6 -> between(r, 0x10000, 0x10FFFF);
                default -> between(r, 0xD800, 0xDFFF);
            };
            if (unit >= 0x10000) {
                s.appendCodePoint(unit);
            } else {
                s.append((char) unit); // a surrogate here is a lone one (or pairs up with a neighbour)
            }
        }
        return s.toString();
    }

    /** Exponent digits near the double range's edges, and absurd ones. */
    static final List<String> EDGE_EXPONENTS = List.of("290", "305", "308", "309", "323", "324", "325", "340",
            "400", "99999", "0000000000000000000022");

    /**
     * A JSON number literal of any shape: optional minus; zero, up to 19 digits, 19 to 60 digits or 300 to 400
     * digits; no fraction, a short one or a long one; no exponent, a short one or one near the edges (either 'e',
     * any sign). One in seven is taken from {@link #EDGE_NUMBERS} instead.
     */
    static String number(Random r) {
        if (weighted(r, 6, 1) == 1) {
            return oneOf(r, EDGE_NUMBERS);
        }
        StringBuilder n = new StringBuilder();
        if (r.nextInt(3) == 2) {
            n.append('-');
        }
        switch (weighted(r, 2, 6, 1, 1)) {
            case 0 -> n.append('0');
            case 1 -> n.append(digits(r, 1, 19));
            case 2 -> n.append(digits(r, 19, 60));
            default -> n.append(digits(r, 300, 400));
        }
        switch (weighted(r, 3, 2, 1)) {
            case 0 -> { }
            case 1 -> n.append('.').append(numeric(r, 1, 20));
            default -> n.append('.').append(numeric(r, 20, 60));
        }
        int exponent = weighted(r, 3, 2, 1);
        if (exponent > 0) {
            n.append(r.nextBoolean() ? 'e' : 'E');
            n.append(switch (r.nextInt(3)) {
                case 0 -> "";
                case 1 -> "+";
                default -> "-";
            });
            n.append(exponent == 1 ? numeric(r, 1, 3) : oneOf(r, EDGE_EXPONENTS));
        }
        return n.toString();
    }

    /** A digit string of a length in [min, max] without a leading zero. */
    static String digits(Random r, int min, int max) {
        return (char) between(r, '1', '9') + numeric(r, min - 1, max - 1);
    }

    /** Any digits (leading zeros allowed), of a length in [min, max]. */
    static String numeric(Random r, int min, int max) {
        int length = between(r, min, max);
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) between(r, '0', '9'));
        }
        return s.toString();
    }

    // ---- random helpers ----

    /** An int in [min, max]; one time in eight it is one of the two ends, which are where bugs live. */
    static int between(Random r, int min, int max) {
        if (r.nextInt(8) == 0) {
            return r.nextBoolean() ? min : max;
        }
        return min + r.nextInt(max - min + 1);
    }

    /** The index of a choice, picked with the given relative weights. */
    static int weighted(Random r, int... weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int x = r.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            x -= weights[i];
            if (x < 0) {
                return i;
            }
        }
        throw new AssertionError("unreachable");
    }

    static <T> T oneOf(Random r, List<T> choices) {
        return choices.get(r.nextInt(choices.size()));
    }

    // ---- serializer ----

    static byte[] serialize(Node node, long styleSeed) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Random style = new Random(styleSeed);
        whitespace(out, style);
        write(node, out, style);
        whitespace(out, style);
        return out.toByteArray();
    }

    private static void write(Node node, ByteArrayOutputStream out, Random style) {
        switch (node) {
            case Obj obj -> {
                out.write('{');
                for (int i = 0; i < obj.fields().size(); i++) {
                    if (i > 0) {
                        out.write(',');
                    }
                    whitespace(out, style);
                    writeString(obj.fields().get(i).name(), out, style);
                    whitespace(out, style);
                    out.write(':');
                    whitespace(out, style);
                    write(obj.fields().get(i).value(), out, style);
                    whitespace(out, style);
                }
                if (obj.fields().isEmpty()) {
                    whitespace(out, style);
                }
                out.write('}');
            }
            case Arr arr -> {
                out.write('[');
                for (int i = 0; i < arr.elements().size(); i++) {
                    if (i > 0) {
                        out.write(',');
                    }
                    whitespace(out, style);
                    write(arr.elements().get(i), out, style);
                    whitespace(out, style);
                }
                if (arr.elements().isEmpty()) {
                    whitespace(out, style);
                }
                out.write(']');
            }
            case Str str -> writeString(str.value(), out, style);
            case Num num -> out.writeBytes(num.text().getBytes(StandardCharsets.US_ASCII));
            case Bool bool -> out.writeBytes((bool.value() ? "true" : "false").getBytes(StandardCharsets.US_ASCII));
            case Null ignored -> out.writeBytes("null".getBytes(StandardCharsets.US_ASCII));
        }
    }

    private static void whitespace(ByteArrayOutputStream out, Random style) {
        if (style.nextInt(4) == 0) {
            int n = 1 + style.nextInt(3);
            for (int i = 0; i < n; i++) {
                out.write(" \t\n\r".charAt(style.nextInt(4)));
            }
        }
    }

    private static void writeString(String s, ByteArrayOutputStream out, Random style) {
        out.write('"');
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int width = Character.charCount(cp);
            boolean escape = style.nextInt(5) == 0;
            if (cp >= 0x10000) {
                if (escape) {
                    unicodeEscape(Character.highSurrogate(cp), out, style);
                    unicodeEscape(Character.lowSurrogate(cp), out, style);
                } else {
                    out.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
                }
            } else if (Character.isSurrogate((char) cp)) {
                unicodeEscape((char) cp, out, style); // lone: no UTF-8 form exists
            } else if (cp == '"' || cp == '\\') {
                if (escape) {
                    unicodeEscape((char) cp, out, style);
                } else {
                    out.write('\\');
                    out.write(cp);
                }
            } else if (cp < 0x20) {
                String shortForm = switch (cp) {
                    case '\b' -> "\\b";
                    case '\f' -> "\\f";
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> null;
                };
                if (shortForm != null && !escape) {
                    out.writeBytes(shortForm.getBytes(StandardCharsets.US_ASCII));
                } else {
                    unicodeEscape((char) cp, out, style);
                }
            } else if (cp == '/' && escape) {
                out.writeBytes("\\/".getBytes(StandardCharsets.US_ASCII));
            } else if (escape) {
                unicodeEscape((char) cp, out, style);
            } else {
                out.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
            }
            i += width;
        }
        out.write('"');
    }

    private static void unicodeEscape(char c, ByteArrayOutputStream out, Random style) {
        String hex = String.format("%04x", (int) c);
        if (style.nextBoolean()) {
            hex = hex.toUpperCase(java.util.Locale.ROOT);
        }
        out.writeBytes(("\\u" + hex).getBytes(StandardCharsets.US_ASCII));
    }
}
