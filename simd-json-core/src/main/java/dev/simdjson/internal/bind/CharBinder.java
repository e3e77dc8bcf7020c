package dev.simdjson.internal.bind;

import dev.simdjson.internal.number.NumberParser;

import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/** char and Character: from a one-character string or an integer code unit. */
final class CharBinder extends PrimitiveRules {

    CharBinder(Class<?> type) {
        super(type, char.class);
    }

    @Override
    long bits(JsonReader r, int kind) {
        switch (kind) {
            case STRING -> {
                int at = r.offset();
                return oneCharacter(r, at, r.readString());
            }
            case NUMBER -> {
                int at = r.offset();
                int k = r.readNumber();
                if (k != NumberParser.LONG || r.longValue < 0 || r.longValue > Character.MAX_VALUE) {
                    throw r.mismatch(at, "cannot read " + Scalars.abbreviate(r.numberText()) + " as char");
                }
                return r.longValue;
            }
            default -> throw Scalars.wrongToken(r, kind, "char");
        }
    }

    @Override
    Object box(long bits) {
        return (char) bits;
    }

    /** Characters are not stripped: " " is a character. */
    @Override
    String text(JsonReader r) {
        return r.readString();
    }

    @Override
    Object fromText(JsonReader r, int at, String text) {
        return (char) oneCharacter(r, at, text);
    }

    /** The one character of a string (arrays of char use it for their elements too). */
    static char oneCharacter(JsonReader r, int at, String s) {
        if (s.length() != 1) {
            throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as char (expected one character)");
        }
        return s.charAt(0);
    }
}
