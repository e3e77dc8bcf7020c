package dev.simdjson.internal.bind;

import dev.simdjson.internal.number.NumberParser;
import dev.simdjson.internal.number.NumberScale;
import dev.simdjson.internal.text.LogSafeText;
import dev.simdjson.internal.text.StringDecoder;

import java.math.BigDecimal;
import java.math.BigInteger;

import static dev.simdjson.internal.bind.JsonReader.ARRAY;
import static dev.simdjson.internal.bind.JsonReader.FALSE;
import static dev.simdjson.internal.bind.JsonReader.NUMBER;
import static dev.simdjson.internal.bind.JsonReader.STRING;
import static dev.simdjson.internal.bind.JsonReader.TRUE;

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
        return StringDecoder.decode(r.input(), r.stringFrom, r.stringLength, r.stringEscaped).strip();
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
                double d = r.doubleValue();
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

    /** Input text for an error message: at most 60 characters, control characters escaped (see LogSafeText). */
    static String abbreviate(String s) {
        return LogSafeText.escape(s.length() <= 60 ? s : s.substring(0, 57) + "...");
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
            return parseDouble(r, at, decimalText(r, at, s, target), target);
        }
        throw wrongToken(r, kind, target);
    }

    /**
     * A string read as a floating-point number, as Jackson reads those: a decimal or {@code NaN}/{@code Infinity}
     * no longer than a number may be, not the rest of what {@link Double#parseDouble} takes ({@code "1d"},
     * {@code "0x1p3"}, a thousand-digit string). Jackson before 3.1.7 let a primitive {@code double} take all of
     * {@link Double#parseDouble}: behind Spring such a body is re-read by the application's Jackson, which decides.
     */
    static String decimalText(JsonReader r, int at, String s, String target) {
        if (s.length() > r.maxNumberLength()) {
            throw r.mismatch(at, "a number in a string longer than the limit of " + r.maxNumberLength()
                    + " characters cannot be read as " + target);
        }
        String unsigned = s.startsWith("-") || s.startsWith("+") ? s.substring(1) : s;
        if (unsigned.equals("NaN") || unsigned.equals("Infinity")) {
            return s;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c < '0' || c > '9') && c != '.' && c != 'e' && c != 'E' && c != '+' && c != '-') {
                throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
            }
        }
        return s;
    }

    /** A string read as a {@code BigDecimal} or {@code BigInteger}: ASCII only ({@code BigDecimal} takes any digit). */
    static String asciiNumberText(JsonReader r, int at, String s, String target) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                throw r.mismatch(at, "cannot read \"" + abbreviate(s) + "\" as " + target);
            }
        }
        return s;
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
                return r.floatValue();
            }
            return Float.parseFloat(r.numberText()); // an integer beyond long
        }
        if (kind == STRING) {
            int at = r.offset();
            String s = stringText(r);
            if (s.isEmpty()) {
                throw r.mismatch(at, "an empty string (null) is not allowed for primitive " + target);
            }
            try {
                return Float.parseFloat(decimalText(r, at, s, target));
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
    /** Truncates toward zero, refusing values whose integer part would take more than 100,000 digits. */
    static BigInteger toBigInteger(BigDecimal d) {
        return NumberScale.integerPart(d, 100_000);
    }

    /** A number of unknown type (Object, Number targets): Integer, Long, BigInteger or Double, as Jackson. */
    static Number naturalNumber(JsonReader r) {
        int k = r.readNumber();
        if (k == NumberParser.LONG) {
            long v = r.longValue;
            return v == (int) v ? (Number) (int) v : (Number) v;
        }
        if (k == NumberParser.DOUBLE) {
            return r.doubleValue();
        }
        try {
            return r.numberAsBigInteger();
        } catch (NumberFormatException e) {
            throw r.mismatch(r.valueAt, "number out of range");
        }
    }

    static final int ARRAY_KIND = ARRAY;
}
