package dev.simdjson.internal.bind;

/** Primitive integral types and their boxes: from integers (a fraction truncated) and, for boxes, numeric text. */
final class IntegralBinder extends PrimitiveRules {
    private final long min;
    private final long max;
    private final int width; // 8, 16, 32, 64

    IntegralBinder(Class<?> type) {
        super(type, type.isPrimitive() ? type : primitiveOf(type));
        if (type == int.class || type == Integer.class) {
            min = Integer.MIN_VALUE;
            max = Integer.MAX_VALUE;
            width = 32;
        } else if (type == long.class || type == Long.class) {
            min = Long.MIN_VALUE;
            max = Long.MAX_VALUE;
            width = 64;
        } else if (type == short.class || type == Short.class) {
            min = Short.MIN_VALUE;
            max = Short.MAX_VALUE;
            width = 16;
        } else {
            min = Byte.MIN_VALUE;
            max = 255; // Jackson reads 128..255 into a byte as its unsigned form
            width = 8;
        }
    }

    private static Class<?> primitiveOf(Class<?> box) {
        return box == Integer.class ? int.class : box == Long.class ? long.class
                : box == Short.class ? short.class : byte.class;
    }

    @Override
    long bits(JsonReader r, int kind) {
        return Scalars.integral(r, kind, min, max, target);
    }

    @Override
    Object box(long v) {
        return switch (width) {
            case 32 -> (int) v;
            case 64 -> v;
            case 16 -> (short) v;
            default -> (byte) v;
        };
    }

    @Override
    Object fromText(JsonReader r, int at, String text) {
        return box(Scalars.parseIntegral(r, at, text, min, max, target));
    }
}
