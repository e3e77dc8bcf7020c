package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Checks that {@link JsonValue#toJsonBytes()} writes JSON that parses back to the same tree. */
final class RoundTrip {

    private RoundTrip() {
    }

    /**
     * Writes {@code value}, parses the output with {@code parser}, and checks the new tree against Jackson's reading
     * of {@code original}; writing the re-parsed tree again must give the same bytes (the writer is stable).
     */
    static void assertRoundTrips(JsonParser parser, JsonValue value, byte[] original) {
        byte[] written = value.toJsonBytes();
        JsonValue reparsed;
        try {
            reparsed = parser.parse(written);
        } catch (RuntimeException e) {
            throw new AssertionError("toJsonBytes() wrote JSON that does not parse: " + preview(written), e);
        }
        JacksonReference.assertMatches(reparsed, original);
        byte[] rewritten = reparsed.toJsonBytes();
        if (!Arrays.equals(written, rewritten)) {
            throw new AssertionError("writing is not stable:\n first:  " + preview(written) + "\n second: "
                    + preview(rewritten));
        }
    }

    static String preview(byte[] json) {
        String text = new String(json, 0, Math.min(json.length, 400), StandardCharsets.UTF_8);
        return JacksonReference.escape(text) + (json.length > 400 ? "...(" + json.length + " bytes)" : "");
    }
}
