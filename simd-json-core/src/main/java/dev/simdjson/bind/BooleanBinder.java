package dev.simdjson.bind;

import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.STRING;

/** boolean and Boolean: from true/false, integers (non-zero is true) and "true"/"false" strings. */
final class BooleanBinder implements Binder<Boolean>, PrimitiveBinder {
    private final boolean primitive;

    BooleanBinder(boolean primitive) {
        this.primitive = primitive;
    }

    @Override
    public Boolean read(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            if (primitive) {
                throw Scalars.nullPrimitive(r, "boolean");
            }
            return null;
        }
        if (kind == STRING && !primitive) {
            int at = r.offset();
            String s = Scalars.stringText(r);
            if (s.isEmpty()) {
                return null;
            }
            if (s.equals("true") || s.equals("True") || s.equals("TRUE")) {
                return Boolean.TRUE;
            }
            if (s.equals("false") || s.equals("False") || s.equals("FALSE")) {
                return Boolean.FALSE;
            }
            throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as Boolean");
        }
        return Scalars.bool(r, kind, primitive);
    }

    @Override
    public boolean primitive() {
        return primitive;
    }

    @Override
    public Class<?> primitiveType() {
        return boolean.class;
    }

    @Override
    public long readBits(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            throw Scalars.nullPrimitive(r, "boolean");
        }
        return Scalars.bool(r, kind, true) ? 1 : 0;
    }

    @Override
    public Boolean absent(JsonReader r, int objectAt, String name) {
        if (primitive) {
            throw r.mismatch(objectAt, "missing property '" + name
                    + "' (null is not allowed for primitive boolean)");
        }
        return null;
    }
}
