package dev.simdjson.internal.bind;

import java.util.Arrays;

import static dev.simdjson.internal.bind.JsonReader.ARRAY;
import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/**
 * {@code int[]}, {@code long[]}, {@code short[]}, {@code byte[]} (from an array), {@code double[]}, {@code float[]},
 * {@code boolean[]}, {@code char[]}: one loop for all eight reads the elements as bits (the encoding of
 * {@link PrimitiveBinder}) into the reader's scratch, with the conversions the scalar binders use, and the result
 * is copied out typed. A null element is refused: a primitive array has no place for it.
 */
final class PrimitiveArrayBinder implements Binder<Object> {

    private enum Kind { LONG, INT, SHORT, BYTE, CHAR, DOUBLE, FLOAT, BOOLEAN }

    private final Kind kind;
    /** The component type as messages name it ({@code int}). */
    private final String component;
    private final long min;
    private final long max;

    PrimitiveArrayBinder(Class<?> component) {
        this.component = component.getName();
        this.kind = Kind.valueOf(this.component.toUpperCase(java.util.Locale.ROOT));
        switch (kind) {
            case LONG -> {
                min = Long.MIN_VALUE;
                max = Long.MAX_VALUE;
            }
            case INT -> {
                min = Integer.MIN_VALUE;
                max = Integer.MAX_VALUE;
            }
            case SHORT -> {
                min = Short.MIN_VALUE;
                max = Short.MAX_VALUE;
            }
            case CHAR -> {
                min = 0;
                max = Character.MAX_VALUE;
            }
            default -> {
                min = Byte.MIN_VALUE;
                max = 255; // bytes: Jackson reads 128..255 as their unsigned form
            }
        }
    }

    @Override
    public Object read(JsonReader r) {
        int token = r.peek();
        if (token != ARRAY) {
            if (token == NULL) {
                r.readLiteral();
                return null;
            }
            if (token == STRING && kind == Kind.CHAR) {
                return r.readString().toCharArray();
            }
            throw Scalars.wrongToken(r, token, component + "[]");
        }
        r.beginArray();
        long[] a = r.longScratch;
        int n = 0;
        while (r.hasNext()) {
            int k = r.peek();
            if (k == NULL) {
                throw r.mismatch(r.offset(), "null is not allowed in " + component + "[]").withinIndex(n);
            }
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
                if (a.length <= JsonReader.MAX_SCRATCH) {
                    r.longScratch = a;
                }
            }
            try {
                a[n] = bits(r, k);
            } catch (BindError e) {
                throw e.withinIndex(n);
            }
            n++;
        }
        return typed(a, n);
    }

    /** The element at the cursor (not null) as bits. */
    private long bits(JsonReader r, int k) {
        return switch (kind) {
            case DOUBLE -> Double.doubleToRawLongBits(Scalars.floating(r, k, component));
            case FLOAT -> Float.floatToRawIntBits(Scalars.toFloat(r, k, component));
            case BOOLEAN -> Scalars.bool(r, k, true) ? 1 : 0;
            case CHAR -> k == STRING ? CharBinder.oneCharacter(r, r.offset(), r.readString())
                    : Scalars.integral(r, k, min, max, component);
            default -> Scalars.integral(r, k, min, max, component);
        };
    }

    private Object typed(long[] a, int n) {
        switch (kind) {
            case LONG -> {
                return Arrays.copyOf(a, n);
            }
            case INT -> {
                int[] out = new int[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (int) a[j];
                }
                return out;
            }
            case SHORT -> {
                short[] out = new short[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (short) a[j];
                }
                return out;
            }
            case BYTE -> {
                byte[] out = new byte[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (byte) a[j];
                }
                return out;
            }
            case CHAR -> {
                char[] out = new char[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (char) a[j];
                }
                return out;
            }
            case DOUBLE -> {
                double[] out = new double[n];
                for (int j = 0; j < n; j++) {
                    out[j] = Double.longBitsToDouble(a[j]);
                }
                return out;
            }
            case FLOAT -> {
                float[] out = new float[n];
                for (int j = 0; j < n; j++) {
                    out[j] = Float.intBitsToFloat((int) a[j]);
                }
                return out;
            }
            default -> {
                boolean[] out = new boolean[n];
                for (int j = 0; j < n; j++) {
                    out[j] = a[j] != 0;
                }
                return out;
            }
        }
    }
}
