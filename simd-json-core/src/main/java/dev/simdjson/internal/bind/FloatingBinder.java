package dev.simdjson.internal.bind;

/** double, float and their boxes: from numbers and, for boxes, decimal text. */
final class FloatingBinder extends PrimitiveRules {
    private final boolean isFloat;

    FloatingBinder(Class<?> type) {
        super(type, type == float.class || type == Float.class ? float.class : double.class);
        this.isFloat = type == float.class || type == Float.class;
    }

    @Override
    long bits(JsonReader r, int kind) {
        return isFloat ? Float.floatToRawIntBits(Scalars.toFloat(r, kind, target))
                : Double.doubleToRawLongBits(Scalars.floating(r, kind, target));
    }

    @Override
    Object box(long bits) {
        return isFloat ? (Object) Float.intBitsToFloat((int) bits) : (Object) Double.longBitsToDouble(bits);
    }

    @Override
    Object fromText(JsonReader r, int at, String text) {
        String decimal = Scalars.decimalText(r, at, text, target);
        if (isFloat) {
            try {
                return Float.parseFloat(decimal);
            } catch (NumberFormatException e) {
                throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(text) + "\" as " + target);
            }
        }
        return Scalars.parseDouble(r, at, decimal, target);
    }
}
