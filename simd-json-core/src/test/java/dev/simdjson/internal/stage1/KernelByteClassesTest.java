package dev.simdjson.internal.stage1;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.TestedWidth;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every byte value, at every position of a block, inside and outside strings: the vector kernel (compares, or nibble
 * lookups at 128 bits) and the scalar kernel must classify it the same way, so the two give the same parse. The
 * documents are longer than the vector kernel's byte-scan limit, so its blocks, not the byte scan, read them.
 */
class KernelByteClassesTest {

    private static final String[] TEMPLATES = {"[%s]", "[\"%s\"]", "{\"a\"%s:1}", "[1%s2]", "[\"a\",%s\"b\"]"};

    /** Spaces after each document: past the vector kernel's byte-scan limit, so its blocks classify every byte. */
    private static final int TRAILING_SPACES = 160;

    @Test
    void bothKernelsAgreeOnEveryByteAtEveryBlockPosition() {
        TestedWidth.assertVectorKernelWidth();
        JsonParser vector = new JsonParser(JsonLimits.DEFAULTS, Implementation.VECTOR);
        JsonParser scalar = new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR);
        int accepted = 0;
        for (int b = 0; b < 256; b++) {
            for (String template : TEMPLATES) {
                String[] parts = template.split("%s");
                for (int indent = 0; indent < 70; indent++) {
                    byte[] doc = document(indent, parts[0], (byte) b, parts[1]);
                    String v = outcome(vector, doc);
                    assertThat(v).as("byte 0x%02X in %s at %d", b, template, indent).isEqualTo(outcome(scalar, doc));
                    if (v.startsWith("ok")) {
                        accepted++;
                    }
                }
            }
        }
        // Sanity: whitespace bytes are accepted between tokens, printable ASCII inside strings.
        assertThat(accepted).isGreaterThan(70 * 100);
    }

    private static byte[] document(int indent, String before, byte b, String after) {
        byte[] doc = new byte[indent + before.length() + 1 + after.length() + TRAILING_SPACES];
        Arrays.fill(doc, (byte) ' ');
        int p = indent;
        for (char c : before.toCharArray()) {
            doc[p++] = (byte) c;
        }
        doc[p++] = b;
        for (char c : after.toCharArray()) {
            doc[p++] = (byte) c;
        }
        return doc;
    }

    private static String outcome(JsonParser parser, byte[] doc) {
        try {
            return "ok " + new String(parser.parse(doc).toJsonBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (JsonParseException e) {
            return "error " + e.offset() + " " + e.reason();
        }
    }
}
