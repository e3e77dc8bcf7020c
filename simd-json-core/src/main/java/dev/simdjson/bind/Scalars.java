package dev.simdjson.bind;

import dev.simdjson.number.NumberParser;
import dev.simdjson.text.StringDecoder;

import java.math.BigDecimal;
import java.math.BigInteger;

import static dev.simdjson.bind.JsonReader.ARRAY;
import static dev.simdjson.bind.JsonReader.FALSE;
import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.NUMBER;
import static dev.simdjson.bind.JsonReader.OBJECT;
import static dev.simdjson.bind.JsonReader.STRING;
import static dev.simdjson.bind.JsonReader.TRUE;

/**
 * Scalars with the coercions of Jackson 3's defaults: numbers from numbers or numeric strings (trimmed), a
 * fraction truncated into an integral type (ACCEPT_FLOAT_AS_INT), an empty string as null, any scalar into a
 * String, integers into booleans (non-zero is true), and null or a missing creator property refused for
 * primitives (FAIL_ON_NULL_FOR_PRIMITIVES).
 */
final class Scalars {

    private Scalars() {
    }

    static BindError wrongToken(JsonReader r, int kind, String target) {
        return r.mismatch(r.offset(), "cannot read " + r.describeToken(kind) + " as " + target);
    }

    static BindError nullPrimitive(JsonReader r, String target) {
        return r.mismatch(r.valueAt, "null is not allowed for primitive " + target);
    }

    /** A string's content, trimmed as Jackson trims numeric text. */
    static String stringText(JsonReader r) {
        r.readStringRaw();
        return StringDecoder.decode(r.buf, r.stringFrom, r.stringLength, r.stringEscaped).strip();
    }

    // ---------------------------------------------------------------- integral

    /**
     * An integral value in [min, max] from a number (a fraction is truncated) or a numeric string; the caller has
     * handled null. An empty string is an error here (primitives) — boxes check for it first.
     */
    static long integral(JsonReader r, int kind, long min, long max, String target) {
        if (kind == NUMBER) {
            int k = r.readNumber();
            if (k == NumberParser.LONG) {
                long v = r.longValue;
                if (v < min || v > max) {
                    throw outOfRange(r, target);
                }
                return v;
            }
            if (k == NumberParser.DOUBLE) {
                double d = r.doubleValue;
                if (!(d > (double) min - 1.0) || !(d < (double) max + 1.0) || d >= 0x1p63 || d < -0x1p63) {
                    throw outOfRange(r, target);
                }
                return (long) d;
            }
            throw outOfRange(r, target);
        }
        if (kind == STRING) {
            int at = r.offset();
            String s = stringText(r);
            if (s.isEmpty()) {
                throw r.mismatch(at, "an empty string (null) is not allowed for primitive " + target);
            }
            return parseIntegral(r, at, s, min, max, target);
        }
        throw wrongToken(r, kind, target);
    }

    static long parseIntegral(JsonReader r, int at, String s, long min, long max, String target) {
        long v;
        try {
            v = Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
        }
        if (v < min || v > max) {
            throw r.mismatch(at, "\"" + abbreviate(s) + "\" is out of range for " + target);
        }
        return v;
    }

    private static BindError outOfRange(JsonReader r, String target) {
        return r.mismatch(r.valueAt, "number " + abbreviate(r.numberText()) + " is out of range for " + target);
    }

    static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    // ---------------------------------------------------------------- floating point

    static double floating(JsonReader r, int kind, String target) {
        if (kind == NUMBER) {
            r.readNumber();
            return r.numberAsDouble();
        }
        if (kind == STRING) {
            int at = r.offset();
            String s = stringText(r);
            if (s.isEmpty()) {
                throw r.mismatch(at, "an empty string (null) is not allowed for primitive " + target);
            }
            return parseDouble(r, at, s, target);
        }
        throw wrongToken(r, kind, target);
    }

    static double parseDouble(JsonReader r, int at, String s, String target) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
        }
    }

    static float toFloat(JsonReader r, int kind, String target) {
        if (kind == NUMBER) {
            int k = r.readNumber();
            if (k == NumberParser.LONG) {
                return (float) r.longValue; // correctly rounded
            }
            if (k == NumberParser.DOUBLE) {
                double d = r.doubleValue;
                long bits = Double.doubleToRawLongBits(d);
                // Rounding twice (text → double → float) can only go wrong when the double sits exactly halfway
                // between two floats, or in the float subnormal range: then round the text once.
                if ((bits & 0x1FFF_FFFFL) != 0x1000_0000L && (Math.abs(d) >= Float.MIN_NORMAL || d == 0)) {
                    return (float) d;
                }
            }
            return Float.parseFloat(r.numberText());
        }
        if (kind == STRING) {
            int at = r.offset();
            String s = stringText(r);
            if (s.isEmpty()) {
                throw r.mismatch(at, "an empty string (null) is not allowed for primitive " + target);
            }
            try {
                return Float.parseFloat(s);
            } catch (NumberFormatException e) {
                throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
            }
        }
        throw wrongToken(r, kind, target);
    }

    // ---------------------------------------------------------------- boolean

    static boolean bool(JsonReader r, int kind, boolean primitive) {
        switch (kind) {
            case TRUE, FALSE -> {
                return r.readBoolean();
            }
            case NUMBER -> {
                int k = r.readNumber();
                if (k == NumberParser.LONG) {
                    return r.longValue != 0;
                }
                if (k == NumberParser.BIG_INTEGER) {
                    return true; // never zero
                }
                throw r.mismatch(r.valueAt, "cannot read a floating-point number as boolean");
            }
            case STRING -> {
                int at = r.offset();
                String s = stringText(r);
                if (s.equals("true") || s.equals("True") || s.equals("TRUE")) {
                    return true;
                }
                if (s.equals("false") || s.equals("False") || s.equals("FALSE")) {
                    return false;
                }
                if (s.isEmpty()) {
                    throw r.mismatch(at, "an empty string (null) is not allowed for primitive boolean");
                }
                throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as boolean");
            }
            default -> throw wrongToken(r, kind, "boolean");
        }
    }

    // ---------------------------------------------------------------- binders

    /** Primitive integral types (and their boxes when {@code primitive} is false). */
    static final class Integral implements Binder<Object> {
        private final long min;
        private final long max;
        private final String target;
        private final boolean primitive;
        private final int width; // 8, 16, 32, 64

        Integral(Class<?> type) {
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
                    throw nullPrimitive(r, target);
                }
                return null;
            }
            long v;
            if (kind == STRING && !primitive) {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                v = parseIntegral(r, at, s, min, max, target);
            } else {
                v = integral(r, kind, min, max, target);
            }
            return switch (width) {
                case 32 -> (int) v;
                case 64 -> v;
                case 16 -> (short) v;
                default -> (byte) v;
            };
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

    static final class Floating implements Binder<Object> {
        private final boolean primitive;
        private final boolean isFloat;
        private final String target;

        Floating(Class<?> type) {
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
                    throw nullPrimitive(r, target);
                }
                return null;
            }
            if (kind == STRING && !primitive) {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                if (isFloat) {
                    try {
                        return Float.parseFloat(s);
                    } catch (NumberFormatException e) {
                        throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
                    }
                }
                return parseDouble(r, at, s, target);
            }
            return isFloat ? (Object) toFloat(r, kind, target) : (Object) floating(r, kind, target);
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

    static final class Bool implements Binder<Boolean> {
        private final boolean primitive;

        Bool(boolean primitive) {
            this.primitive = primitive;
        }

        @Override
        public Boolean read(JsonReader r) {
            int kind = r.peek();
            if (kind == NULL) {
                r.readLiteral();
                if (primitive) {
                    throw nullPrimitive(r, "boolean");
                }
                return null;
            }
            if (kind == STRING && !primitive) {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                if (s.equals("true") || s.equals("True") || s.equals("TRUE")) {
                    return Boolean.TRUE;
                }
                if (s.equals("false") || s.equals("False") || s.equals("FALSE")) {
                    return Boolean.FALSE;
                }
                throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as Boolean");
            }
            return bool(r, kind, primitive);
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

    static final class Char implements Binder<Character> {
        private final boolean primitive;

        Char(boolean primitive) {
            this.primitive = primitive;
        }

        @Override
        public Character read(JsonReader r) {
            int kind = r.peek();
            switch (kind) {
                case NULL -> {
                    r.readLiteral();
                    if (primitive) {
                        throw nullPrimitive(r, "char");
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
                    throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as char (expected one character)");
                }
                case NUMBER -> {
                    int at = r.offset();
                    int k = r.readNumber();
                    if (k != NumberParser.LONG || r.longValue < 0 || r.longValue > Character.MAX_VALUE) {
                        throw r.mismatch(at, "cannot read " + abbreviate(r.numberText()) + " as char");
                    }
                    return (char) r.longValue;
                }
                default -> throw wrongToken(r, kind, "char");
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

    /** Any scalar as its text (Jackson coerces numbers and booleans to String); containers are refused. */
    static final Binder<String> STRING_BINDER = r -> {
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
            default -> throw wrongToken(r, kind, "String");
        };
    };

    static final Binder<BigDecimal> BIG_DECIMAL = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                r.readNumber();
                try {
                    return r.numberAsBigDecimal();
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(r.valueAt, "number " + abbreviate(r.numberText()) + " is out of range for BigDecimal");
                }
            }
            case STRING -> {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return new BigDecimal(s);
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as BigDecimal");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw wrongToken(r, kind, "BigDecimal");
        }
    };

    static final Binder<BigInteger> BIG_INTEGER = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                int k = r.readNumber();
                if (k == NumberParser.LONG) {
                    return BigInteger.valueOf(r.longValue);
                }
                try {
                    if (k == NumberParser.BIG_INTEGER) {
                        return r.numberAsBigInteger();
                    }
                    return toBigInteger(r.numberAsBigDecimal());
                } catch (NumberFormatException | ArithmeticException e) {
                    throw r.mismatch(r.valueAt, "number " + abbreviate(r.numberText()) + " is out of range for BigInteger");
                }
            }
            case STRING -> {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return new BigInteger(s);
                } catch (NumberFormatException e) {
                    throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as BigInteger");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw wrongToken(r, kind, "BigInteger");
        }
    };

    /** Truncates toward zero, refusing values whose integer part would take more than 100,000 digits. */
    static BigInteger toBigInteger(BigDecimal d) {
        if ((long) d.precision() - d.scale() > 100_000) {
            throw new ArithmeticException("too large");
        }
        return d.toBigInteger();
    }

    /** A number of unknown type (Object, Number targets): Integer, Long, BigInteger or Double, as Jackson. */
    static Number naturalNumber(JsonReader r) {
        int k = r.readNumber();
        if (k == NumberParser.LONG) {
            long v = r.longValue;
            return v == (int) v ? (Number) (int) v : (Number) v;
        }
        if (k == NumberParser.DOUBLE) {
            return r.doubleValue;
        }
        try {
            return r.numberAsBigInteger();
        } catch (NumberFormatException e) {
            throw r.mismatch(r.valueAt, "number out of range");
        }
    }

    static final Binder<Number> NUMBER_BINDER = r -> {
        int kind = r.peek();
        switch (kind) {
            case NUMBER -> {
                return naturalNumber(r);
            }
            case STRING -> {
                int at = r.offset();
                String s = stringText(r);
                if (s.isEmpty()) {
                    return null;
                }
                try {
                    return toIntegral(new BigInteger(s));
                } catch (NumberFormatException e) {
                    return parseDouble(r, at, s, "Number");
                }
            }
            case NULL -> {
                r.readLiteral();
                return null;
            }
            default -> throw wrongToken(r, kind, "Number");
        }
    };

    private static Number toIntegral(BigInteger b) {
        if (b.bitLength() < 32) {
            return b.intValue();
        }
        if (b.bitLength() < 64) {
            return b.longValue();
        }
        return b;
    }

    /** Object: LinkedHashMap, ArrayList, String, Integer/Long/BigInteger/Double, Boolean or null, as Jackson. */
    static final class Natural implements Binder<Object> {
        @Override
        public Object read(JsonReader r) {
            int kind = r.peek();
            switch (kind) {
                case OBJECT -> {
                    java.util.LinkedHashMap<String, Object> map = new java.util.LinkedHashMap<>();
                    r.beginObject();
                    while (r.nextField()) {
                        String key = r.keyString();
                        try {
                            map.put(key, read(r));
                        } catch (BindError e) {
                            throw e.withinField(key);
                        }
                    }
                    return map;
                }
                case ARRAY -> {
                    java.util.ArrayList<Object> list = new java.util.ArrayList<>();
                    r.beginArray();
                    int n = 0;
                    while (r.hasNext()) {
                        try {
                            list.add(read(r));
                        } catch (BindError e) {
                            throw e.withinIndex(n);
                        }
                        n++;
                    }
                    return list;
                }
                case STRING -> {
                    return r.readString();
                }
                case NUMBER -> {
                    return naturalNumber(r);
                }
                case TRUE, FALSE -> {
                    return r.readBoolean();
                }
                default -> {
                    r.readLiteral();
                    return null;
                }
            }
        }
    }

    static final int ARRAY_KIND = ARRAY;
}
