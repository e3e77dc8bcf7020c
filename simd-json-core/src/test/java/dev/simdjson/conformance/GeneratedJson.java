package dev.simdjson.conformance;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Random JSON documents for the properties: a small tree model, jqwik arbitraries for it, and a serializer of our
 * own that varies the spelling (whitespace, escapes: short, {@code \\uXXXX} in either case, surrogate pairs as two
 * escapes, raw UTF-8) from a seed, so one tree is written many ways.
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

    // ---- arbitraries ----

    static Arbitrary<Node> documents() {
        return value(0);
    }

    static Arbitrary<Node> value(int depth) {
        if (depth >= MAX_DEPTH) {
            return leaf();
        }
        return Arbitraries.frequencyOf(
                Tuple.of(3, leaf()),
                Tuple.of(2, Arbitraries.lazy(() -> array(depth + 1))),
                Tuple.of(2, Arbitraries.lazy(() -> object(depth + 1))));
    }

    static Arbitrary<Node> array(int depth) {
        return value(depth).list().ofMaxSize(5).map(Arr::new);
    }

    static Arbitrary<Node> object(int depth) {
        Arbitrary<Field> field = Combinators.combine(keys(), value(depth)).as(Field::new);
        return field.list().ofMaxSize(5).map(Obj::new);
    }

    static Arbitrary<Node> leaf() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, strings().map(Str::new)),
                Tuple.of(3, numbers().map(Num::new)),
                Tuple.of(1, Arbitraries.of(true, false).map(Bool::new)),
                Tuple.of(1, Arbitraries.just(new Null())));
    }

    /** Keys: often from a tiny set (so duplicates happen), otherwise any string. */
    static Arbitrary<String> keys() {
        return Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.of("a", "b", "id", "", "\u00e9t\u00e9", "k\"q")),
                Tuple.of(1, strings()));
    }

    static Arbitrary<String> strings() {
        Arbitrary<Integer> unit = Arbitraries.frequencyOf(
                Tuple.of(10, Arbitraries.integers().between(0x20, 0x7E)),
                Tuple.of(2, Arbitraries.of((int) '"', (int) '\\', (int) '/')),
                Tuple.of(1, Arbitraries.integers().between(0x00, 0x1F)),
                Tuple.of(1, Arbitraries.of(0x7F, 0x80, 0x7FF, 0x800, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x2028,
                        0x10000, 0x1F600, 0x10FFFF)),
                Tuple.of(2, Arbitraries.integers().between(0x80, 0xD7FF)),
                Tuple.of(1, Arbitraries.integers().between(0xE000, 0xFFFF)),
                Tuple.of(2, Arbitraries.integers().between(0x10000, 0x10FFFF)),
                Tuple.of(1, Arbitraries.integers().between(0xD800, 0xDFFF)));
        Arbitrary<List<Integer>> units = Arbitraries.frequencyOf(
                Tuple.of(6, unit.list().ofMaxSize(12)),
                Tuple.of(1, unit.list().ofMinSize(30).ofMaxSize(150)));
        return units.map(list -> {
            StringBuilder s = new StringBuilder();
            for (int u : list) {
                if (u >= 0x10000) {
                    s.appendCodePoint(u);
                } else {
                    s.append((char) u); // a surrogate here is a lone one (or pairs up with a neighbour)
                }
            }
            return s.toString();
        });
    }

    static Arbitrary<String> numbers() {
        Arbitrary<String> sign = Arbitraries.of("", "", "-");
        Arbitrary<String> integer = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.just("0")),
                Tuple.of(6, digits(1, 19)),
                Tuple.of(1, digits(19, 60)),
                Tuple.of(1, digits(300, 400)));
        Arbitrary<String> fraction = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.just("")),
                Tuple.of(2, Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(20).map(d -> "." + d)),
                Tuple.of(1, Arbitraries.strings().numeric().ofMinLength(20).ofMaxLength(60).map(d -> "." + d)));
        Arbitrary<String> exponent = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.just("")),
                Tuple.of(2, Combinators.combine(Arbitraries.of("e", "E"), Arbitraries.of("", "+", "-"),
                        Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(3)).as((e, s, d) -> e + s + d)),
                Tuple.of(1, Combinators.combine(Arbitraries.of("e", "E"), Arbitraries.of("", "+", "-"),
                        Arbitraries.of("290", "305", "308", "309", "323", "324", "325", "340", "400", "99999",
                                "0000000000000000000022")).as((e, s, d) -> e + s + d)));
        Arbitrary<String> shaped = Combinators.combine(sign, integer, fraction, exponent)
                .as((s, i, f, e) -> s + i + f + e);
        return Arbitraries.frequencyOf(Tuple.of(6, shaped), Tuple.of(1, Arbitraries.of(EDGE_NUMBERS)));
    }

    /** A digit string of the given length range without a leading zero. */
    private static Arbitrary<String> digits(int min, int max) {
        return Combinators.combine(Arbitraries.chars().range('1', '9'),
                        Arbitraries.strings().numeric().ofMinLength(min - 1).ofMaxLength(max - 1))
                .as((first, rest) -> first + rest);
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
