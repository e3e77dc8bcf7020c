package dev.simdjson.internal.bind;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Strings with escapes bound to {@code String}: the reader unescapes them from stage 1's backslash offsets (no
 * scan for the next backslash), several strings per document, so the offsets of one string must never leak into
 * the next. Checked against Jackson on random text: escaped backslashes next to other escapes, {@code \}{@code u}
 * escapes, surrogate pairs and lone surrogates, non-ASCII runs between escapes.
 */
class EscapedStringsTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(0xE5CA9EL);
    private static final String[] PIECES = {"\\\\", "\\\"", "\\n", "\\t", "\\/", "\\b", "\\f", "\\r", "\\u00e9",
        "\\u4e2d", "\\ud83d\\ude00", "\\ud800", "\\udc00x", "\\u0041", "é", "中文", "😀", "Ωμέγα", "abc", " ", "\\\\\\\\",
        "\\\\n"};

    private static String randomJsonString() {
        StringBuilder sb = new StringBuilder("\"");
        for (int k = RANDOM.nextInt(0, 12); k > 0; k--) {
            sb.append(PIECES[RANDOM.nextInt(PIECES.length)]);
        }
        return sb.append('"').toString();
    }

    @Test
    void unescapesLikeJacksonAcrossManyStringsPerDocument() {
        for (int doc = 0; doc < 3_000; doc++) {
            List<String> items = new ArrayList<>();
            for (int k = RANDOM.nextInt(1, 8); k > 0; k--) {
                items.add(randomJsonString());
            }
            String json = "[" + String.join(",", items) + "]";
            List<String> ours = BindTesting.read(json, new BindTesting.TypeOf<List<String>>() { }.type());
            List<String> theirs = BindTesting.JACKSON.readValue(json,
                    BindTesting.JACKSON.getTypeFactory().constructCollectionType(List.class, String.class));
            assertThat(ours).as(json).isEqualTo(theirs);
        }
    }

    @Test
    void aLongEscapedStringGrowsTheScratchAndStillReadsRight() {
        String text = "\\\"x\\u00e9".repeat(30_000); // beyond the kept scratch size
        String json = "[\"" + text + "\",\"a\\nb\"]";
        List<String> ours = BindTesting.read(json, new BindTesting.TypeOf<List<String>>() { }.type());
        assertThat(ours).containsExactly("\"xé".repeat(30_000), "a\nb");
    }
}
