package dev.simdjson.internal.bind;

/** boolean and Boolean: from true/false, integers (non-zero is true) and "true"/"false" strings. */
final class BooleanBinder extends PrimitiveRules {

    BooleanBinder(Class<?> type) {
        super(type, boolean.class);
    }

    @Override
    long bits(JsonReader r, int kind) {
        return Scalars.bool(r, kind, true) ? 1 : 0;
    }

    @Override
    Object box(long bits) {
        return bits != 0 ? Boolean.TRUE : Boolean.FALSE;
    }

    @Override
    Object fromText(JsonReader r, int at, String text) {
        if (text.equals("true") || text.equals("True") || text.equals("TRUE")) {
            return Boolean.TRUE;
        }
        if (text.equals("false") || text.equals("False") || text.equals("FALSE")) {
            return Boolean.FALSE;
        }
        throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(text) + "\" as Boolean");
    }
}
