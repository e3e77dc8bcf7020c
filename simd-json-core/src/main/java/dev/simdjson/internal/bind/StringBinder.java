package dev.simdjson.internal.bind;

import static dev.simdjson.internal.bind.JsonReader.FALSE;
import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.STRING;
import static dev.simdjson.internal.bind.JsonReader.TRUE;

/** The String (and CharSequence) binder. */
final class StringBinder {

    private StringBinder() {
    }

    /** Any scalar as its text (Jackson coerces numbers and booleans to String); containers are refused. */
    static final Binder<String> INSTANCE = r -> {
        int kind = r.peek();
        return switch (kind) {
            case STRING -> r.readString();
            case NUMBER -> {
                r.readNumber();
                yield r.numberText();
            }
            case TRUE, FALSE -> r.readBoolean() ? "true" : "false";
            case NULL -> {
                r.readLiteral();
                yield null;
            }
            default -> throw Scalars.wrongToken(r, kind, "String");
        };
    };
}
