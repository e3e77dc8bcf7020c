package dev.simdjson.bind;

import dev.simdjson.number.NumberParser;

import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.NUMBER;
import static dev.simdjson.bind.JsonReader.STRING;

/** char and Character: from a one-character string or an integer code unit. */
final class CharBinder implements Binder<Character> {
    private final boolean primitive;

    CharBinder(boolean primitive) {
        this.primitive = primitive;
    }

    @Override
    public Character read(JsonReader r) {
        int kind = r.peek();
        switch (kind) {
            case NULL -> {
                r.readLiteral();
                if (primitive) {
                    throw Scalars.nullPrimitive(r, "char");
                }
                return null;
            }
            case STRING -> {
                int at = r.offset();
                String s = r.readString();
                if (s.length() == 1) {
                    return s.charAt(0);
                }
                if (s.isEmpty() && !primitive) {
                    return null;
                }
                throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as char (expected one character)");
            }
            case NUMBER -> {
                int at = r.offset();
                int k = r.readNumber();
                if (k != NumberParser.LONG || r.longValue < 0 || r.longValue > Character.MAX_VALUE) {
                    throw r.mismatch(at, "cannot read " + Scalars.abbreviate(r.numberText()) + " as char");
                }
                return (char) r.longValue;
            }
            default -> throw Scalars.wrongToken(r, kind, "char");
        }
    }

    @Override
    public Character absent(JsonReader r, int objectAt, String name) {
        if (primitive) {
            throw r.mismatch(objectAt, "missing property '" + name + "' (null is not allowed for primitive char)");
        }
        return null;
    }
}
