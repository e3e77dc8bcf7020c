package dev.simdjson.bind;

import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.STRING;

/** Primitive floating-point types (and their boxes when {@code primitive} is false). */
final class FloatingBinder implements Binder<Object>, PrimitiveBinder {
    private final boolean primitive;
    private final boolean isFloat;
    private final String target;

    FloatingBinder(Class<?> type) {
        this.primitive = type.isPrimitive();
        this.isFloat = type == float.class || type == Float.class;
        this.target = primitive ? type.getName() : type.getSimpleName();
    }

    @Override
    public Object read(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            if (primitive) {
                throw Scalars.nullPrimitive(r, target);
            }
            return null;
        }
        if (kind == STRING && !primitive) {
            int at = r.offset();
            String s = Scalars.stringText(r);
            if (s.isEmpty()) {
                return null;
            }
            if (isFloat) {
                try {
                    return Float.parseFloat(Scalars.decimalText(r, at, s, target));
                } catch (NumberFormatException e) {
                    throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as " + target);
                }
            }
            return Scalars.parseDouble(r, at, Scalars.decimalText(r, at, s, target), target);
        }
        return isFloat ? (Object) Scalars.toFloat(r, kind, target) : (Object) Scalars.floating(r, kind, target);
    }

    @Override
    public boolean primitive() {
        return primitive;
    }

    @Override
    public Class<?> primitiveType() {
        return isFloat ? float.class : double.class;
    }

    @Override
    public long readBits(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            throw Scalars.nullPrimitive(r, target);
        }
        return isFloat ? Float.floatToRawIntBits(Scalars.toFloat(r, kind, target))
                : Double.doubleToRawLongBits(Scalars.floating(r, kind, target));
    }

    @Override
    public Object absent(JsonReader r, int objectAt, String name) {
        if (primitive) {
            throw r.mismatch(objectAt, "missing property '" + name + "' (null is not allowed for primitive "
                    + target + ")");
        }
        return null;
    }
}
