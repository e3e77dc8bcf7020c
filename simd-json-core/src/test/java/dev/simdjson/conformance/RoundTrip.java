package dev.simdjson.conformance;

import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;

/** Checks that {@link JsonValue#toJsonBytes()} writes JSON that parses back to the same tree. */
final class RoundTrip {

    private RoundTrip() {
    }

    /**
     * Writes {@code value}, parses the output with {@code parser}, and checks the new tree against Jackson's reading
     * of {@code original}; writing the re-parsed tree again must give the same bytes (the writer is stable), and
     * {@code writeTo} and {@code toString} write the same JSON as {@code toJsonBytes}.
     */
    static void assertRoundTrips(JsonParser parser, JsonValue value, byte[] original) {
        byte[] written = value.toJsonBytes();
        ByteArrayOutputStream streamed = new ByteArrayOutputStream();
        try {
            value.writeTo(streamed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!Arrays.equals(written, streamed.toByteArray())) {
            throw new AssertionError("writeTo() and toJsonBytes() differ:\n toJsonBytes: " + preview(written)
                    + "\n writeTo:     " + preview(streamed.toByteArray()));
        }
        if (!value.toString().equals(new String(written, StandardCharsets.UTF_8))) {
            throw new AssertionError("toString() is not the text of toJsonBytes(): " + preview(written));
        }
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

    /** The text for a failure message; short inputs also as hex, since the text may hide what the bytes are. */
    static String preview(byte[] json) {
        String text = new String(json, 0, Math.min(json.length, 400), StandardCharsets.UTF_8);
        String shown = JacksonReference.escape(text) + (json.length > 400 ? "...(" + json.length + " bytes)" : "");
        return json.length > 120 ? shown : shown + " [hex " + HexFormat.of().formatHex(json) + "]";
    }
}
