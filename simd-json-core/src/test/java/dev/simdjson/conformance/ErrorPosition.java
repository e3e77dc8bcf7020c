package dev.simdjson.conformance;

import dev.simdjson.JsonParseException;

/** Checks the location a {@link JsonParseException} reports. */
final class ErrorPosition {

    private ErrorPosition() {
    }

    /**
     * The error's offset lies in {@code [0, length]} of the input {@code json[start, start + length)}, and its line
     * and column are the ones that offset has: lines end at '\n', columns count code points (bytes that are not UTF-8
     * continuation bytes), both 1-based. The reason is not blank.
     */
    static void assertWithin(JsonParseException error, byte[] json, int start, int length) {
        long offset = error.offset();
        if (offset < 0 || offset > length) {
            throw new AssertionError("error offset " + offset + " is outside [0, " + length + "]: " + error.getMessage(),
                    error);
        }
        int line = 1;
        int column = 1;
        for (int i = start; i < start + offset; i++) {
            byte b = json[i];
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        if (error.line() != line || error.column() != column) {
            throw new AssertionError("byte " + offset + " is at line " + line + ", column " + column
                    + ", the error says line " + error.line() + ", column " + error.column() + ": "
                    + error.getMessage(), error);
        }
        if (error.reason() == null || error.reason().isBlank()) {
            throw new AssertionError("error without a reason: " + error.getMessage(), error);
        }
    }
}
