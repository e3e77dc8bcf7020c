package dev.simdjson.bind;

import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.STRING;

/** Primitive integral types (and their boxes when {@code primitive} is false). */
final class IntegralBinder implements Binder<Object>, PrimitiveBinder {
    private final long min;
    private final long max;
    private final String target;
    private final boolean primitive;
    private final int width; // 8, 16, 32, 64

    IntegralBinder(Class<?> type) {
        this.primitive = type.isPrimitive();
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
        long v;
        if (kind == STRING && !primitive) {
            int at = r.offset();
            String s = Scalars.stringText(r);
            if (s.isEmpty()) {
                return null;
            }
            v = Scalars.parseIntegral(r, at, s, min, max, target);
        } else {
            v = Scalars.integral(r, kind, min, max, target);
        }
        return switch (width) {
            case 32 -> (int) v;
            case 64 -> v;
            case 16 -> (short) v;
            default -> (byte) v;
        };
    }

    @Override
    public boolean primitive() {
        return primitive;
    }

    @Override
    public Class<?> primitiveType() {
        return switch (width) {
            case 64 -> long.class;
            case 32 -> int.class;
            case 16 -> short.class;
            default -> byte.class;
        };
    }

    @Override
    public long readBits(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            throw Scalars.nullPrimitive(r, target);
        }
        return Scalars.integral(r, kind, min, max, target);
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
