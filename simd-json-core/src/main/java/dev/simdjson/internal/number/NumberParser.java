package dev.simdjson.internal.number;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Parses one JSON number (RFC 8259: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}) from UTF-8 bytes.
 *
 * <p>Integer literals become a {@code long} when they fit, otherwise {@link #BIG_INTEGER} (the caller builds the
 * value with {@link #bigInteger}). Every other literal becomes the correctly rounded double, bit-identical to
 * {@link Double#parseDouble}. The common paths read the bytes once and allocate nothing.
 *
 * <p>One instance per parser, reused; not thread-safe.
 */
public final class NumberParser {

    public static final int ERROR = 0, LONG = 1, DOUBLE = 2, BIG_INTEGER = 3;

    /** Set when {@link #parse} returns {@link #LONG}. */
    public long longValue;
    /** Exclusive end of the number text on success; on {@link #ERROR}, the offset of the offending byte. */
    public int end;
    /** On {@link #ERROR}: a short reason. */
    public String error;

    /** A long holds any 18-digit integer; 19 digits may overflow; 20 always do. */
    private static final int SAFE_DIGITS = 18;
    /** Up to 19 decimal digits fit in an unsigned 64-bit mantissa (10^19 &lt; 2^64). */
    private static final int MANTISSA_DIGITS = 19;
    /** Exponent digits past this value only make the number more surely zero or infinite. */
    private static final long EXPONENT_SATURATION = 1L << 40;

    /**
     * Parses the JSON number starting at {@code buf[start]} (a '-' or a digit), reading nothing at or beyond
     * {@code limit}. Stops at the first byte that cannot continue the number without looking at what follows.
     * Never throws.
     *
     * @return {@link #LONG}, {@link #DOUBLE}, {@link #BIG_INTEGER} or {@link #ERROR}
     */
    public int parse(byte[] buf, int start, int limit) {
        if (limit > buf.length) {
            limit = buf.length;
        }
        int p = start;
        if (p < 0 || p >= limit) {
            return fail(start, "expected a number");
        }
        boolean negative = buf[p] == '-';
        if (negative) {
            p++;
        }
        int intStart = p;
        int d;
        if (p >= limit || (d = buf[p] - '0') < 0 || d > 9) {
            return fail(p, negative ? "expected a digit after the minus sign" : "expected a digit");
        }
        long m; // wraps past 19 digits; only used when there are at most 19
        if (d == 0) {
            p++;
            if (p < limit && isDigit(buf[p])) {
                return fail(p, "leading zeros are not allowed");
            }
            m = 0;
        } else {
            p = digits(buf, p, limit, 0);
            m = digitsValue;
        }
        int intDigits = p - intStart;
        if (p < limit && (buf[p] == '.' || (buf[p] | 0x20) == 'e')) {
            return decimal(buf, start, limit, p, m, negative, intDigits);
        }
        end = p;
        if (intDigits <= SAFE_DIGITS || (intDigits == MANTISSA_DIGITS && (m >= 0 || negative && m == Long.MIN_VALUE))) {
            longValue = negative ? -m : m;
            return LONG;
        }
        return BIG_INTEGER;
    }

    /**
     * The fraction and exponent, out of line: keeping {@link #parse} small lets the JIT inline it into stage 2,
     * where most numbers are plain integers.
     */
    private int decimal(byte[] buf, int start, int limit, int p, long m, boolean negative, int intDigits) {
        int d;
        int fracDigits = 0;
        if (p < limit && buf[p] == '.') {
            p++;
            int fracStart = p;
            p = digits(buf, p, limit, m);
            m = digitsValue;
            fracDigits = p - fracStart;
            if (fracDigits == 0) {
                return fail(p, "expected a digit after the decimal point");
            }
        }
        long exponent = 0;
        if (p < limit && (buf[p] | 0x20) == 'e') {
            p++;
            boolean negativeExponent = false;
            if (p < limit && (buf[p] == '-' || buf[p] == '+')) {
                negativeExponent = buf[p] == '-';
                p++;
            }
            int expStart = p;
            while (p < limit && (d = buf[p] - '0') >= 0 && d <= 9) {
                if (exponent < EXPONENT_SATURATION) {
                    exponent = 10 * exponent + d;
                }
                p++;
            }
            if (p == expStart) {
                return fail(p, "expected a digit in the exponent");
            }
            if (negativeExponent) {
                exponent = -exponent;
            }
        }
        end = p;

        // Converted on demand ({@link #doubleValue()}, {@link #floatValue()}): a float wants its own rounding.
        decimal = buf;
        decimalMantissa = m;
        decimalExponent = exponent - fracDigits;
        decimalNegative = negative;
        decimalExact = intDigits + fracDigits <= MANTISSA_DIGITS;
        decimalStart = start;
        return DOUBLE;
    }

    // The last DOUBLE: w * 10^q, whether w holds every digit, and where the text is (for the exact fallback, which
    // reads it again: rare, so the common path stores no more than this).
    private byte[] decimal;
    private long decimalMantissa;
    private long decimalExponent;
    private boolean decimalNegative;
    private boolean decimalExact;
    private int decimalStart;

    /** What {@link #digits} accumulated. */
    private long digitsValue;

    /**
     * Accumulates the run of digits at {@code buf[p]} onto {@code m} ({@code m * 10^n + run}, wrapping past 19
     * digits as the callers expect) into {@link #digitsValue}; returns the end of the run. Eight bytes at a time
     * with no branch on the run's length, whose end is hard to predict (2 or 3 decimals, 4 or 5 digit ids); the last
     * bytes before {@code limit} one by one.
     */
    private int digits(byte[] buf, int p, int limit, long m) {
        while (p <= limit - 8) {
            long chunk = EightDigits.load(buf, p);
            int n = EightDigits.leadingDigits(chunk);
            if (n < 8) {
                digitsValue = EightDigits.POWERS_OF_TEN[n] * m + EightDigits.value(chunk, n);
                return p + n;
            }
            m = 100_000_000 * m + EightDigits.value(chunk);
            p += 8;
        }
        int d;
        while (p < limit && (d = buf[p] - '0') >= 0 && d <= 9) {
            m = 10 * m + d;
            p++;
        }
        digitsValue = m;
        return p;
    }

    /** Drops the reference to the last number's input, so a parser kept for reuse does not keep it alive. */
    public void forget() {
        decimal = null;
    }

    /** The correctly rounded double of the last number {@link #parse} returned {@link #DOUBLE} for. */
    public double doubleValue() {
        double value = decimalExact ? EiselLemire.toDouble(decimalMantissa, decimalExponent, decimalNegative)
                : Double.NaN;
        if (value != value) {
            value = DecimalToDouble.toDouble(decimal, decimalStart, end);
        }
        return value;
    }

    /** 10^0 .. 10^10: exact floats (5^10 &lt; 2^24). */
    private static final float[] FLOAT_POWERS_OF_TEN = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f,
            1e10f};

    /**
     * The correctly rounded float of the last {@link #DOUBLE}: Clinger's fast path in float arithmetic for short
     * decimals (telemetry samples, prices); otherwise through the double when that cannot round twice wrongly,
     * and from the text when it could.
     */
    public float floatValue() {
        long w = decimalMantissa;
        long q = decimalExponent;
        if (decimalExact && w >= 0 && w <= 1 << 24 && q >= -10 && q <= 10) {
            float f = (float) w; // exact
            f = q < 0 ? f / FLOAT_POWERS_OF_TEN[(int) -q] : f * FLOAT_POWERS_OF_TEN[(int) q];
            return decimalNegative ? -f : f;
        }
        double d = doubleValue();
        long bits = Double.doubleToRawLongBits(d);
        // Rounding twice (text -> double -> float) can only go wrong when the double sits exactly halfway between
        // two floats, or in the float subnormal range: then round the text once.
        if ((bits & 0x1FFF_FFFFL) != 0x1000_0000L && (Math.abs(d) >= Float.MIN_NORMAL || d == 0)) {
            return (float) d;
        }
        return Float.parseFloat(new String(decimal, decimalStart, end - decimalStart, StandardCharsets.ISO_8859_1));
    }

    private int fail(int at, String reason) {
        end = at;
        error = reason;
        return ERROR;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    /**
     * The exact value of the integer literal {@code buf[start, end)}.
     *
     * @throws NumberFormatException if the text is not an integer literal
     */
    public static BigInteger bigInteger(byte[] buf, int start, int end) {
        return new BigInteger(new String(buf, start, end - start, StandardCharsets.ISO_8859_1));
    }

    /**
     * The exact value of the JSON number literal {@code buf[start, end)}.
     *
     * @throws NumberFormatException if the text is not a number, or its exponent is beyond BigDecimal's
     *                               32-bit scale
     */
    public static BigDecimal bigDecimal(byte[] buf, int start, int end) {
        char[] chars = new char[end - start];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) (buf[start + i] & 0xFF);
        }
        return new BigDecimal(chars, 0, chars.length);
    }

    /**
     * The correctly rounded double of the JSON number literal {@code buf[start, end)} (bit-identical to
     * {@link Double#parseDouble}); integers included, whatever their size. NaN if the text is not a number.
     */
    public static double toDouble(byte[] buf, int start, int end) {
        return DecimalToDouble.toDouble(buf, start, end);
    }
}
