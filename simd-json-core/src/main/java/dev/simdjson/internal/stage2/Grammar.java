package dev.simdjson.internal.stage2;

import dev.simdjson.JsonParseException;

/**
 * The token-level checks and error wording of the {@link StructuralWalker}, which the DOM and the binder's cursor
 * share: literals, what may follow a number or literal, and how an unexpected byte is described. Keeping them in
 * one place keeps messages and locations identical (a syntax error reads the same whichever way the input came in).
 */
public final class Grammar {

    private static final boolean[] TERMINATOR = new boolean[256];

    static {
        for (char c : new char[] {' ', '\t', '\n', '\r', ',', ':', ']', '}', '[', '{'}) {
            TERMINATOR[c] = true;
        }
    }

    private Grammar() {
    }

    /** {@code true}, {@code false} or {@code null} at {@code p}, followed by a terminator; throws otherwise. */
    public static void checkLiteral(byte[] buf, int start, int end, int p, String text) {
        int len = text.length();
        if (p + len > end) {
            throw JsonParseException.at("invalid literal: expected '" + text + "'", buf, start, end, p);
        }
        for (int k = 1; k < len; k++) {
            if (buf[p + k] != text.charAt(k)) {
                throw JsonParseException.at("invalid literal: expected '" + text + "'", buf, start, end, p);
            }
        }
        checkTerminated(buf, start, end, p + len, "literal");
    }

    /** A number or literal must be followed by whitespace, an operator or the end of the input. */
    public static void checkTerminated(byte[] buf, int start, int end, int at, String what) {
        if (at < end && !TERMINATOR[buf[at] & 0xFF]) {
            throw JsonParseException.at("unexpected character " + describe(buf[at]) + " after " + what,
                    buf, start, end, at);
        }
    }

    /** What was expected at {@code at} and what was found there (or that the input ended). */
    public static JsonParseException unexpected(byte[] buf, int start, int end, int at, String expectation) {
        if (at >= end) {
            return JsonParseException.at("unexpected end of input: " + expectation, buf, start, end, end);
        }
        return JsonParseException.at(expectation + ", found " + describe(buf[at]), buf, start, end, at);
    }

    /** A byte for an error message: {@code 'x'} when printable, else {@code byte 0x1F}. */
    public static String describe(byte b) {
        int c = b & 0xFF;
        if (c >= 0x21 && c < 0x7F) {
            return "'" + (char) c + "'";
        }
        return String.format("byte 0x%02X", c);
    }
}
