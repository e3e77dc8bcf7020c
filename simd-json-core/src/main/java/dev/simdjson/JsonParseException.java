package dev.simdjson;

/**
 * The input is not valid JSON, or breaks one of the {@link JsonLimits}. This is the only exception a parse
 * lets escape for any input: the message reads like
 * {@code expected ',' or '}' after object field at line 3, column 17 (byte 45)}.
 */
public final class JsonParseException extends JsonException {

    public JsonParseException(String reason, long offset, int line, int column) {
        super(reason, offset, line, column);
    }

    /** Builds the exception for a problem at {@code offset} of {@code buf[start..end)}, computing line and column. */
    public static JsonParseException at(String reason, byte[] buf, int start, int end, int offset) {
        TextPosition p = TextPosition.of(buf, start, end, offset);
        return new JsonParseException(reason, offset - start, p.line(), p.column());
    }
}
