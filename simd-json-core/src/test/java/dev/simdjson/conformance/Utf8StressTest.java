package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * UTF-8 validation against the JDK's strict decoder: Markus Kuhn's stress test line by line, and malformed bytes at
 * every position around the 64-byte blocks stage 1 works in.
 */
class Utf8StressTest {

    private static final int MAX_POSITION = 130;

    /**
     * Each line of utf8-stress-kuhn.txt becomes one JSON string: the line's bytes between quotes, with '"', '\' and
     * bytes below 0x20 escaped byte by byte (so those ASCII bytes, which end any UTF-8 sequence either way, cannot
     * change the verdict). The parser must accept it exactly when the strict JDK decoder accepts the line, and then
     * read the decoded line.
     */
    @OnBothKernels
    void acceptsAKuhnLineExactlyWhenTheJdkStrictDecoderDoes(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        List<byte[]> lines = lines(TestData.bytes("utf8/utf8-stress-kuhn.txt"));
        List<String> mismatches = new ArrayList<>();
        int valid = 0;
        int malformed = 0;
        for (int i = 0; i < lines.size(); i++) {
            byte[] line = lines.get(i);
            byte[] json = asJsonString(line);
            String decoded = JacksonReference.decodeStrictly(line);
            Outcome outcome = Kernels.outcome(parser, json);
            String where = "line " + (i + 1) + " " + HexFormat.ofDelimiter(" ").formatHex(line, 0,
                    Math.min(line.length, 40));
            if (decoded == null) {
                malformed++;
                if (outcome instanceof Accepted accepted) {
                    mismatches.add(where + ": JDK rejects, parser accepts as \""
                            + JacksonReference.escape(accepted.value().asString()) + "\"");
                } else {
                    ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, json.length);
                }
            } else {
                valid++;
                if (outcome instanceof Rejected rejected) {
                    mismatches.add(where + ": JDK accepts, parser rejects: " + rejected.error().getMessage());
                } else {
                    String actual = ((Accepted) outcome).value().asString();
                    if (!decoded.equals(actual)) {
                        mismatches.add(where + ": reads \"" + JacksonReference.escape(actual) + "\", JDK decodes \""
                                + JacksonReference.escape(decoded) + "\"");
                    }
                }
            }
        }
        assertThat(lines).hasSize(301);
        assertThat(malformed).as("malformed lines").isEqualTo(68);
        assertThat(valid).as("valid lines").isEqualTo(233);
        assertThat(mismatches).isEmpty();
    }

    /** Malformed sequences whose first byte is where a strict decoder must stop. */
    static final List<byte[]> MALFORMED = List.of(
            bytes(0x80),                   // a continuation byte with no lead
            bytes(0xBF),                   // the last continuation byte, no lead
            bytes(0xFF),                   // never valid in UTF-8
            bytes(0xF8, 0x88, 0x80, 0x80, 0x80), // a 5-byte form
            bytes(0xC0, 0xAF),             // overlong '/'
            bytes(0xC1, 0xBF),             // overlong 0x7F
            bytes(0xE0, 0x80, 0xAF),       // overlong 3-byte '/'
            bytes(0xF0, 0x80, 0x80, 0xAF), // overlong 4-byte '/'
            bytes(0xED, 0xA0, 0x80),       // U+D800, a surrogate
            bytes(0xED, 0xBF, 0xBF),       // U+DFFF, a surrogate
            bytes(0xF4, 0x90, 0x80, 0x80), // U+110000, past the last code point
            bytes(0xC3),                   // 2-byte lead, then ASCII instead of a continuation
            bytes(0xE2, 0x82),             // 3-byte lead and one continuation, then ASCII
            bytes(0xF0, 0x9F, 0x98));      // 4-byte lead and two continuations, then ASCII

    /**
     * {@code "aaa...aaa"} (200 bytes) with a malformed sequence inserted at byte p, for p in 0..130: inside the string
     * for p >= 1, before the opening quote for p = 0. The error's offset must be p, where the malformed sequence
     * starts (which is where the JDK decoder reports it, checked too).
     */
    @OnBothKernels
    void reportsMalformedUtf8InAStringAtItsOffset(Implementation kernel) {
        byte[] base = new byte[200];
        Arrays.fill(base, (byte) 'a');
        base[0] = '"';
        base[199] = '"';
        assertMalformedReportedWhereItStarts(kernel, base);
    }

    /** The same between tokens: {@code [   ...   1]} with the malformed sequence in the whitespace. */
    @OnBothKernels
    void reportsMalformedUtf8BetweenTokensAtItsOffset(Implementation kernel) {
        byte[] base = new byte[200];
        Arrays.fill(base, (byte) ' ');
        base[0] = '[';
        base[197] = '1';
        base[198] = ']';
        assertMalformedReportedWhereItStarts(kernel, base);
    }

    private static void assertMalformedReportedWhereItStarts(Implementation kernel, byte[] base) {
        assertThat(JacksonReference.accepts(base)).isTrue();
        assertThat(Kernels.outcome(Kernels.parser(kernel), base)).isInstanceOf(Accepted.class);
        JsonParser parser = Kernels.parser(kernel);
        List<String> mismatches = new ArrayList<>();
        for (byte[] malformed : MALFORMED) {
            for (int p = 0; p <= MAX_POSITION; p++) {
                byte[] json = insert(base, p, malformed);
                assertThat(firstMalformedOffset(json)).as("the JDK's view of the test input").isEqualTo(p);
                Outcome outcome = Kernels.outcome(parser, json);
                String what = HexFormat.ofDelimiter(" ").formatHex(malformed) + " at " + p;
                if (outcome instanceof Rejected rejected) {
                    if (rejected.error().offset() != p) {
                        mismatches.add(what + ": reported at " + rejected.error().offset() + " ("
                                + rejected.error().reason() + ")");
                    } else {
                        ErrorPosition.assertWithin(rejected.error(), json, 0, json.length);
                    }
                } else {
                    mismatches.add(what + ": accepted");
                }
            }
        }
        assertThat(mismatches).as("%d of %d cases", mismatches.size(), MALFORMED.size() * (MAX_POSITION + 1))
                .isEmpty();
    }

    /** Where the strict JDK decoder reports the first malformed input, or -1 when there is none. */
    static int firstMalformedOffset(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length * 2 + 2);
        CoderResult result = decoder.decode(in, out, true);
        return result.isError() ? in.position() : -1;
    }

    static byte[] asJsonString(byte[] line) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(line.length + 16);
        out.write('"');
        for (byte b : line) {
            int u = b & 0xFF;
            if (u == '"' || u == '\\') {
                out.write('\\');
                out.write(u);
            } else if (u < 0x20) {
                out.writeBytes(String.format("\\u%04x", u).getBytes(StandardCharsets.US_ASCII));
            } else {
                out.write(u);
            }
        }
        out.write('"');
        return out.toByteArray();
    }

    /** The file's lines, split at '\n' (the last one, after the final newline, is kept even when empty). */
    static List<byte[]> lines(byte[] text) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == '\n') {
                lines.add(Arrays.copyOfRange(text, start, i));
                start = i + 1;
            }
        }
        return lines;
    }

    private static byte[] insert(byte[] base, int at, byte[] inserted) {
        byte[] out = new byte[base.length + inserted.length];
        System.arraycopy(base, 0, out, 0, at);
        System.arraycopy(inserted, 0, out, at, inserted.length);
        System.arraycopy(base, at, out, at + inserted.length, base.length - at);
        return out;
    }

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }
}
