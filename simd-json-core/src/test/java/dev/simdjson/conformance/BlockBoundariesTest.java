package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stage 1 reads 64-byte blocks and carries state from one to the next: "inside a string", "after an odd run of
 * backslashes", "inside a multi-byte character". Each case below puts such a construct at every offset from 0 to 130,
 * so that it starts before, straddles and follows the block boundaries at 64 and 128, and checks the verdict and
 * the value against the strict reference.
 */
class BlockBoundariesTest {

    private static final int MAX_SHIFT = 130;

    /** Constructs to slide across block boundaries, each as JSON text that goes inside an array. */
    static final List<String> PIECES = List.of(
            "\"a\\\"b\"",                    // an escaped quote
            "\"\\\\\"",                      // a string that is one escaped backslash
            "\"\\\\\\\\\\\\\"",              // three escaped backslashes
            "\"\\\\\\\"\"",                  // an escaped backslash then an escaped quote
            "\"\\u00e9\\ud83d\\ude00\"",     // \\u escapes, a surrogate pair
            "\"\u00e9\u20ac\ud83d\ude00\"",  // 2-, 3- and 4-byte UTF-8
            "\"\",\"\",\"\"",                // empty strings, quotes side by side
            "\"[{:,}]\"",                    // structural characters inside a string
            "{\"k\":[true,false,null]}",     // structure and literals
            "-1.5e-300",                     // a number
            "\"\\/\\b\\f\\n\\r\\t\"");       // every short escape

    /** Runs of backslashes of every length up to 70 end a string: valid when the run is even. */
    @OnBothKernels
    void backslashRunsOfEveryLengthAcrossBlockBoundaries(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        List<String> mismatches = new ArrayList<>();
        for (int run = 0; run <= 70; run++) {
            for (int shift = 0; shift <= 70; shift++) {
                String json = "[" + " ".repeat(shift) + "\"" + "\\".repeat(run) + "\", 1]";
                check(parser, json, mismatches);
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @OnBothKernels
    void constructsAtEveryOffsetAcrossBlockBoundaries(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        List<String> mismatches = new ArrayList<>();
        for (String piece : PIECES) {
            for (int shift = 0; shift <= MAX_SHIFT; shift++) {
                // shifted by whitespace, and shifted by the contents of a string before it
                check(parser, "[" + " ".repeat(shift) + piece + "]", mismatches);
                check(parser, "[\"" + "x".repeat(shift) + "\"," + piece + "]", mismatches);
                // and unterminated right after it: must be an error however the blocks fall
                check(parser, "[\"" + "x".repeat(shift) + "\"," + piece, mismatches);
            }
        }
        assertThat(mismatches).isEmpty();
    }

    private static void check(JsonParser parser, String text, List<String> mismatches) {
        byte[] json = text.getBytes(StandardCharsets.UTF_8);
        boolean expected = JacksonReference.accepts(json);
        Outcome outcome = Kernels.outcome(parser, json);
        if (outcome.accepted() != expected) {
            mismatches.add(JacksonReference.escape(text) + ": " + outcome + ", reference "
                    + (expected ? "accepts" : "rejects"));
        } else if (outcome instanceof Accepted accepted) {
            try {
                JacksonReference.assertMatches(accepted.value(), json);
            } catch (AssertionError e) {
                mismatches.add(JacksonReference.escape(text) + ": " + e.getMessage());
            }
        } else {
            ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, json.length);
        }
    }
}
