package dev.simdjson.internal.number;

import java.nio.charset.StandardCharsets;

/** A snapshot of one {@link NumberParser#parse} call, for assertions. */
record Parsed(int kind, long longValue, double doubleValue, int end, String error) {

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Parses the whole of {@code text} with the limit at its end. */
    static Parsed of(String text) {
        byte[] buf = bytes(text);
        return of(buf, 0, buf.length);
    }

    static Parsed of(byte[] buf, int start, int limit) {
        NumberParser parser = new NumberParser();
        int kind = parser.parse(buf, start, limit);
        return new Parsed(kind, parser.longValue, kind == NumberParser.DOUBLE ? parser.doubleValue() : 0.0, parser.end,
                parser.error);
    }

    long doubleBits() {
        return Double.doubleToRawLongBits(doubleValue);
    }
}
