package dev.simdjson.internal.stage1;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Both kernels' UTF-8 verdicts against the JDK's strict decoder for every 1- and 2-byte sequence and every 3- and
 * 4-byte sequence whose continuation bytes lie around the valid range, placed so that they straddle a 64-byte
 * block boundary (and, separately, the end of the input).
 */
class Utf8ValidationTest {

    private static final int[] EDGES = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF,
            0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void everyTwoByteSequence(Implementation implementation) {
        JsonParser parser = new JsonParser(JsonLimits.DEFAULTS, implementation);
        for (int a = 0x20; a < 0x100; a++) {
            for (int b = 0x20; b < 0x100; b++) {
                check(parser, new byte[] {(byte) a, (byte) b}, 63);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void threeAndFourByteSequencesAroundTheValidRanges(Implementation implementation) {
        JsonParser parser = new JsonParser(JsonLimits.DEFAULTS, implementation);
        for (int lead = 0xC0; lead < 0x100; lead++) {
            for (int b : EDGES) {
                for (int c : EDGES) {
                    check(parser, new byte[] {(byte) lead, (byte) b, (byte) c}, 62, 125);
                    for (int d : new int[] {0x41, 0x80, 0xBF, 0xC0}) {
                        check(parser, new byte[] {(byte) lead, (byte) b, (byte) c, (byte) d}, 61, 126);
                    }
                }
            }
        }
    }

    private static void check(JsonParser parser, byte[] sequence, int... offsets) {
        if (containsQuoteBackslashOrControl(sequence)) {
            return; // those are JSON errors whatever the UTF-8
        }
        boolean valid = strictlyValid(sequence);
        // Offsets chosen so that the sequence straddles a 64-byte block boundary.
        for (int at : offsets) {
            byte[] doc = new byte[at + sequence.length + 2];
            java.util.Arrays.fill(doc, (byte) 'a');
            doc[0] = '"';
            System.arraycopy(sequence, 0, doc, at, sequence.length);
            doc[doc.length - 2] = 'z';
            doc[doc.length - 1] = '"';
            verdict(parser, doc, valid, sequence);
        }
        byte[] atEnd = new byte[1 + 60 + sequence.length];
        java.util.Arrays.fill(atEnd, (byte) '1');
        System.arraycopy(sequence, 0, atEnd, atEnd.length - sequence.length, sequence.length);
        atEnd[0] = '"';
        // Unterminated on purpose: invalid either way, but it must be a JsonParseException.
        try {
            parser.parse(atEnd);
            fail("accepted an unterminated string");
        } catch (JsonParseException expected) {
            assertThat(expected.offset()).isBetween(0L, (long) atEnd.length);
        }
    }

    private static void verdict(JsonParser parser, byte[] doc, boolean valid, byte[] sequence) {
        try {
            parser.parse(doc);
            if (!valid) {
                fail("accepted invalid UTF-8 " + hex(sequence));
            }
        } catch (JsonParseException e) {
            if (valid) {
                fail("rejected valid UTF-8 " + hex(sequence) + ": " + e.getMessage());
            }
            assertThat(e.reason()).as(hex(sequence)).startsWith("invalid UTF-8");
        }
    }

    private static boolean containsQuoteBackslashOrControl(byte[] s) {
        for (byte b : s) {
            if (b == '"' || b == '\\' || (b >= 0 && b < 0x20)) {
                return true;
            }
        }
        return false;
    }

    private static boolean strictlyValid(byte[] s) {
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(s));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static String hex(byte[] s) {
        StringBuilder sb = new StringBuilder();
        for (byte b : s) {
            sb.append(String.format("%02X ", b & 0xFF));
        }
        return sb.toString().trim();
    }
}
