package dev.simdjson.conformance;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonType;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hostile input against the limits in {@link JsonLimits}: deep nesting, huge numbers, long strings, oversized and
 * empty documents. Each limit is probed at its boundary (the limit itself passes, one more fails) and far past it.
 */
class AdversarialTest {

    private static final int DEEP = 100_000;

    // ---- nesting ----

    /**
     * 100,000 '[' then 100,000 ']': grammatical, but 1,025 levels is one past the limit, at byte 1,024; the error
     * says so (nesting/depth and the limit), and nothing recurses per level (a 1 MiB stack is enough).
     */
    @OnBothKernels
    void deepArrayNestingStopsAtTheDepthLimit(Implementation kernel) {
        byte[] json = nestedArrays(DEEP);
        JsonParseException error = rejected(kernel, JsonLimits.DEFAULTS, json);
        assertMentionsTheDepthLimit(error);
        assertThat(error.offset()).isEqualTo(JsonLimits.DEFAULT_MAX_DEPTH);
    }

    /** 100,000 '[' and nothing else (JSONTestSuite's n_structure_100000_opening_arrays, as a limit case). */
    @OnBothKernels
    void deepUnclosedArrayNestingStopsAtTheDepthLimit(Implementation kernel) {
        byte[] json = new byte[DEEP];
        Arrays.fill(json, (byte) '[');
        JsonParseException error = rejected(kernel, JsonLimits.DEFAULTS, json);
        assertMentionsTheDepthLimit(error);
        assertThat(error.offset()).isEqualTo(JsonLimits.DEFAULT_MAX_DEPTH);
    }

    /** {@code {"a":{"a":...1...}}} 100,000 deep: the 1,025th '{' is at byte 5 * 1,024. */
    @OnBothKernels
    void deepObjectNestingStopsAtTheDepthLimit(Implementation kernel) {
        byte[] json = nestedObjects(DEEP);
        JsonParseException error = rejected(kernel, JsonLimits.DEFAULTS, json);
        assertMentionsTheDepthLimit(error);
        assertThat(error.offset()).isEqualTo(5L * JsonLimits.DEFAULT_MAX_DEPTH);
    }

    @OnBothKernels
    void nestingUpToTheLimitIsAcceptedAndOneMoreIsNot(Implementation kernel) {
        int limit = JsonLimits.DEFAULT_MAX_DEPTH;
        assertThat(depthOf(accepted(kernel, JsonLimits.DEFAULTS, nestedArrays(limit)))).isEqualTo(limit);
        assertThat(depthOf(accepted(kernel, JsonLimits.DEFAULTS, nestedObjects(limit)))).isEqualTo(limit);
        assertThat(rejected(kernel, JsonLimits.DEFAULTS, nestedArrays(limit + 1)).offset()).isEqualTo(limit);
        assertThat(rejected(kernel, JsonLimits.DEFAULTS, nestedObjects(limit + 1)).offset()).isEqualTo(5L * limit);
        JsonLimits ten = JsonLimits.DEFAULTS.withMaxDepth(10);
        assertThat(depthOf(accepted(kernel, ten, nestedArrays(10)))).isEqualTo(10);
        assertThat(rejected(kernel, ten, nestedArrays(11)).offset()).isEqualTo(10);
    }

    /**
     * With maxDepth raised to 200,000, a 100,000-deep array parses and writes back, all on a 1 MiB thread stack:
     * neither the parser nor the writer may recurse once per level.
     */
    @OnBothKernels
    void raisedDepthLimitParsesAndWrites100000LevelsWithoutRecursion(Implementation kernel) {
        byte[] json = nestedArrays(DEEP);
        JsonParser parser = Kernels.parser(kernel, JsonLimits.DEFAULTS.withMaxDepth(200_000));
        JsonValue root = SmallStack.call("parse", () -> parser.parse(json));
        assertThat(depthOf(root)).isEqualTo(DEEP);
        byte[] written = SmallStack.call("toJsonBytes", root::toJsonBytes);
        assertThat(written).isEqualTo(json);
    }

    // ---- numbers ----

    /** A 10,000-digit integer breaks the 1,000-character number limit; raised to 10,000 it is an exact BigInteger. */
    @OnBothKernels
    void tenThousandDigitIntegerNeedsARaisedNumberLimit(Implementation kernel) {
        String digits = digits(10_000, 7);
        byte[] json = ("[" + digits + "]").getBytes(StandardCharsets.US_ASCII);
        JsonParseException error = rejected(kernel, JsonLimits.DEFAULTS, json);
        assertThat(error.offset()).isBetween(1L, 1L + digits.length());

        JsonValue value = accepted(kernel, JsonLimits.DEFAULTS.withMaxNumberLength(10_000), json).get(0);
        assertThat(value.numberKind()).isEqualTo(NumberKind.BIG_INTEGER);
        assertThat(value.asBigInteger()).isEqualTo(new BigInteger(digits));
        assertThat(value.toJsonBytes()).isEqualTo(digits.getBytes(StandardCharsets.US_ASCII));
    }

    /** A 10,000-digit fraction still rounds correctly (the same double as Double.parseDouble). */
    @OnBothKernels
    void tenThousandDigitFractionRoundsCorrectly(Implementation kernel) {
        String literal = "-0." + digits(9_990, 3) + "e-5";
        byte[] json = literal.getBytes(StandardCharsets.US_ASCII);
        rejected(kernel, JsonLimits.DEFAULTS, json);
        JsonValue value = accepted(kernel, JsonLimits.DEFAULTS.withMaxNumberLength(10_000), json);
        assertThat(value.numberKind()).isEqualTo(NumberKind.DOUBLE);
        assertThat(Double.doubleToRawLongBits(value.asDouble()))
                .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(literal)));
    }

    @OnBothKernels
    void numberLengthLimitIsExact(Implementation kernel) {
        String thousand = digits(1_000, 1);
        JsonValue ok = accepted(kernel, JsonLimits.DEFAULTS, ("[" + thousand + "]").getBytes(StandardCharsets.US_ASCII));
        assertThat(ok.get(0).asBigInteger()).isEqualTo(new BigInteger(thousand));
        rejected(kernel, JsonLimits.DEFAULTS, ("[" + thousand + "1]").getBytes(StandardCharsets.US_ASCII));
        String fraction = "1." + digits(998, 5);
        accepted(kernel, JsonLimits.DEFAULTS, fraction.getBytes(StandardCharsets.US_ASCII));
        rejected(kernel, JsonLimits.DEFAULTS, (fraction + "5").getBytes(StandardCharsets.US_ASCII));
    }

    // ---- strings ----

    /** A 10 MB string (ASCII, 2-, 3- and 4-byte UTF-8 and escapes, crossing every block boundary) reads exactly. */
    @OnBothKernels
    void tenMegabyteStringIsReadExactly(Implementation kernel) {
        String unit = "abc\u00e9\u20ac\ud83d\ude00\"\\/\n\t";
        String unitJson = "abc\u00e9\u20ac\ud83d\ude00\\\"\\\\\\/\\n\\u0009";
        int copies = 10_000_000 / unitJson.getBytes(StandardCharsets.UTF_8).length;
        String expected = unit.repeat(copies);
        byte[] json = ("\"" + unitJson.repeat(copies) + "\"").getBytes(StandardCharsets.UTF_8);
        assertThat(json.length).isGreaterThan(9_999_000);
        JsonValue value = accepted(kernel, JsonLimits.DEFAULTS, json);
        assertThat(value.asString().length()).isEqualTo(expected.length());
        assertThat(value.asString().equals(expected)).as("10 MB string content").isTrue();
    }

    @OnBothKernels
    void stringLengthLimitIsExactAndCountsBytesBeforeUnescaping(Implementation kernel) {
        JsonLimits limits = JsonLimits.DEFAULTS.withMaxStringBytes(1_000);
        accepted(kernel, limits, quoted("a".repeat(1_000)));
        assertThat(rejected(kernel, limits, quoted("a".repeat(1_001))).offset()).isBetween(0L, 1_003L);
        // 500 escapes of 2 bytes each: 1,000 bytes in the input, 500 chars once unescaped
        accepted(kernel, limits, quoted("\\n".repeat(500)));
        rejected(kernel, limits, quoted("\\n".repeat(500) + "a"));
        // 250 four-byte code points: 1,000 bytes
        accepted(kernel, limits, quoted("\ud83d\ude00".repeat(250)));
        rejected(kernel, limits, quoted("\ud83d\ude00".repeat(250) + "a"));
        // a key is a string too
        rejected(kernel, limits, ("{" + new String(quoted("k".repeat(1_001)), StandardCharsets.UTF_8) + ":1}")
                .getBytes(StandardCharsets.UTF_8));
    }

    @OnBothKernels
    void stringPastTheDefaultLimitIsRejected(Implementation kernel) {
        byte[] json = new byte[JsonLimits.DEFAULT_MAX_STRING_BYTES + 3];
        Arrays.fill(json, (byte) 'x');
        json[0] = '"';
        json[json.length - 1] = '"';
        rejected(kernel, JsonLimits.DEFAULTS, json);
    }

    // ---- document size ----

    @OnBothKernels
    void documentSizeLimitIsExactForEveryInputForm(Implementation kernel) throws IOException {
        JsonLimits limits = JsonLimits.DEFAULTS.withMaxDocumentBytes(100);
        byte[] hundred = spacedArray(100);
        byte[] hundredOne = spacedArray(101);
        JsonParser parser = Kernels.parser(kernel, limits);
        assertThat(parser.parse(hundred).size()).isEqualTo(1);
        assertThat(parser.parse(ByteBuffer.wrap(hundred)).size()).isEqualTo(1);
        assertThat(parser.parse(new ByteArrayInputStream(hundred)).size()).isEqualTo(1);
        assertThat(Kernels.outcome(parser, hundredOne)).isInstanceOf(Rejected.class);
        assertThat(Kernels.outcome(() -> parser.parse(ByteBuffer.wrap(hundredOne)))).isInstanceOf(Rejected.class);
        assertThat(Kernels.outcome(() -> {
            try {
                return parser.parse(new ByteArrayInputStream(hundredOne));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        })).isInstanceOf(Rejected.class);
    }

    /** An endless stream must be cut off soon after maxDocumentBytes, not read until memory runs out. */
    @OnBothKernels
    void endlessInputStreamIsCutOffAtTheDocumentLimit(Implementation kernel) {
        int limit = 1 << 20;
        EndlessWhitespace stream = new EndlessWhitespace(16L * limit);
        JsonParser parser = Kernels.parser(kernel, JsonLimits.DEFAULTS.withMaxDocumentBytes(limit));
        Outcome outcome = Kernels.outcome(() -> {
            try {
                return parser.parse(stream);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        assertThat(outcome).isInstanceOf(Rejected.class);
        assertThat(stream.served).as("bytes read from the stream").isLessThanOrEqualTo(4L * limit);
    }

    // ---- nothing at all ----

    @OnBothKernels
    void emptyAndWhitespaceOnlyInputsAreRejected(Implementation kernel) {
        for (String input : new String[]{"", " ", "\n", "\t\r\n ", " ".repeat(200), "\n".repeat(65)}) {
            byte[] json = input.getBytes(StandardCharsets.US_ASCII);
            JsonParseException error = rejected(kernel, JsonLimits.DEFAULTS, json);
            ErrorPosition.assertWithin(error, json, 0, json.length);
        }
        byte[] around = "[1] [2]".getBytes(StandardCharsets.US_ASCII);
        Outcome emptySlice = Kernels.outcome(Kernels.parser(kernel), around, 3, 1);
        assertThat(emptySlice).isInstanceOf(Rejected.class);
        assertThat(((Rejected) emptySlice).error().offset()).isBetween(0L, 1L);
        assertThat(Kernels.outcome(Kernels.parser(kernel), around, 3, 0)).isInstanceOf(Rejected.class);
    }

    // ---- helpers ----

    /** The reason names the problem (nesting or depth) and the limit that was crossed. */
    private static void assertMentionsTheDepthLimit(JsonParseException error) {
        assertThat(error.reason()).containsAnyOf("depth", "nesting", "Depth", "Nesting")
                .contains(String.valueOf(JsonLimits.DEFAULT_MAX_DEPTH));
    }

    private static JsonValue accepted(Implementation kernel, JsonLimits limits, byte[] json) {
        JsonParser parser = Kernels.parser(kernel, limits);
        Outcome outcome = SmallStack.call("parse", () -> Kernels.outcome(parser, json));
        if (outcome instanceof Rejected rejected) {
            throw new AssertionError("rejected " + RoundTrip.preview(json) + ": " + rejected.error().getMessage(),
                    rejected.error());
        }
        return ((Accepted) outcome).value();
    }

    private static JsonParseException rejected(Implementation kernel, JsonLimits limits, byte[] json) {
        JsonParser parser = Kernels.parser(kernel, limits);
        Outcome outcome = SmallStack.call("parse", () -> Kernels.outcome(parser, json));
        assertThat(outcome).as("parsing %s", RoundTrip.preview(json)).isInstanceOf(Rejected.class);
        JsonParseException error = ((Rejected) outcome).error();
        assertThat(error.offset()).isBetween(0L, (long) json.length);
        return error;
    }

    /** How many arrays/objects deep the first-element/first-field chain goes, walked without recursion. */
    static int depthOf(JsonValue root) {
        int depth = 0;
        JsonValue v = root;
        while (v.type() == JsonType.ARRAY || v.type() == JsonType.OBJECT) {
            depth++;
            if (v.size() == 0) {
                break;
            }
            v = v.type() == JsonType.ARRAY ? v.get(0) : v.fields().iterator().next().value();
        }
        return depth;
    }

    static byte[] nestedArrays(int depth) {
        byte[] json = new byte[2 * depth];
        Arrays.fill(json, 0, depth, (byte) '[');
        Arrays.fill(json, depth, 2 * depth, (byte) ']');
        return json;
    }

    /** {@code {"a":} repeated, then 1, then the closing braces: each level is 5 bytes. */
    static byte[] nestedObjects(int depth) {
        byte[] json = new byte[6 * depth + 1];
        byte[] open = "{\"a\":".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < depth; i++) {
            System.arraycopy(open, 0, json, 5 * i, 5);
        }
        json[5 * depth] = '1';
        Arrays.fill(json, 5 * depth + 1, json.length, (byte) '}');
        return json;
    }

    /** A decimal string of {@code count} digits (no leading zero), varied by {@code seed}. */
    static String digits(int count, int seed) {
        StringBuilder s = new StringBuilder(count);
        s.append((char) ('1' + seed % 9));
        long x = seed;
        for (int i = 1; i < count; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            s.append((char) ('0' + (int) ((x >>> 33) % 10)));
        }
        return s.toString();
    }

    static byte[] quoted(String content) {
        return ("\"" + content + "\"").getBytes(StandardCharsets.UTF_8);
    }

    /** {@code [1} + spaces + {@code ]}, exactly {@code size} bytes. */
    static byte[] spacedArray(int size) {
        byte[] json = new byte[size];
        Arrays.fill(json, (byte) ' ');
        json[0] = '[';
        json[1] = '1';
        json[size - 1] = ']';
        return json;
    }

    /** '[' then spaces forever (up to a safety cap), counting what it served. */
    static final class EndlessWhitespace extends InputStream {
        private final long cap;
        long served;

        EndlessWhitespace(long cap) {
            this.cap = cap;
        }

        @Override
        public int read() {
            if (served >= cap) {
                return -1;
            }
            return served++ == 0 ? '[' : ' ';
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (served >= cap) {
                return -1;
            }
            int n = (int) Math.min(len, cap - served);
            Arrays.fill(b, off, off + n, (byte) ' ');
            if (served == 0) {
                b[off] = '[';
            }
            served += n;
            return n;
        }
    }
}
