package dev.simdjson.internal.number;

import java.nio.charset.StandardCharsets;

/**
 * Decimal-to-double conversion for any number of digits: the slow path of {@link NumberParser} (more than 19
 * digits, or an undecided Eisel–Lemire) and the engine of {@link NumberParser#toDouble}.
 */
final class DecimalToDouble {

    private static final int MANTISSA_DIGITS = 19;
    private static final long EXPONENT_SATURATION = 1L << 40;

    private DecimalToDouble() {
    }

    /** Scans the literal {@code buf[start, end)} and converts it; NaN if it is not a JSON-shaped number. */
    static double toDouble(byte[] buf, int start, int end) {
        if (start < 0 || end > buf.length || start >= end) {
            return Double.NaN;
        }
        int p = start;
        boolean negative = buf[p] == '-';
        if (negative) {
            p++;
        }
        int intStart = p;
        p = skipDigits(buf, p, end);
        int intEnd = p;
        if (intEnd == intStart) {
            return Double.NaN;
        }
        int fracEnd = intEnd;
        if (p < end && buf[p] == '.') {
            p = skipDigits(buf, p + 1, end);
            if (p == intEnd + 1) {
                return Double.NaN;
            }
            fracEnd = p;
        }
        long exponent = 0;
        if (p < end && (buf[p] | 0x20) == 'e') {
            p++;
            boolean negativeExponent = false;
            if (p < end && (buf[p] == '-' || buf[p] == '+')) {
                negativeExponent = buf[p] == '-';
                p++;
            }
            if (p == end) {
                return Double.NaN;
            }
            for (; p < end && buf[p] >= '0' && buf[p] <= '9'; p++) {
                if (exponent < EXPONENT_SATURATION) {
                    exponent = 10 * exponent + (buf[p] - '0');
                }
            }
            if (negativeExponent) {
                exponent = -exponent;
            }
        }
        if (p != end) {
            return Double.NaN;
        }
        return toDouble(buf, intStart, intEnd, fracEnd, exponent, negative, start, end);
    }

    /**
     * Converts validated digits: the integer digits are {@code buf[intStart, intEnd)}; if {@code fracEnd > intEnd}
     * a '.' sits at {@code intEnd} and the fraction digits end at {@code fracEnd}. The value is
     * digits * 10^(exponent - fraction digits). {@code buf[textStart, textEnd)} is the whole literal, for the
     * exact fallback.
     */
    static double toDouble(byte[] buf, int intStart, int intEnd, int fracEnd, long exponent, boolean negative,
                           int textStart, int textEnd) {
        // Keep the first 19 significant digits; the value lies in [m, m + 1) * 10^q.
        long m = 0;
        int kept = 0;
        long dropped = 0;
        boolean inexact = false;
        for (int i = intStart; i < fracEnd; i++) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                continue; // the decimal point
            }
            if (kept < MANTISSA_DIGITS) {
                if (kept > 0 || d != 0) {
                    m = 10 * m + d;
                    kept++;
                }
            } else {
                dropped++;
                inexact |= d != 0;
            }
        }
        int fracDigits = fracEnd == intEnd ? 0 : fracEnd - intEnd - 1;
        long q = exponent - fracDigits + dropped;
        double value;
        if (!inexact) {
            value = EiselLemire.toDouble(m, q, negative);
        } else {
            // Truncated: if both ends of the interval round to the same double, so does everything between.
            value = EiselLemire.eiselLemire(m, q, negative);
            if (value != EiselLemire.eiselLemire(m + 1, q, negative)) {
                value = Double.NaN;
            }
        }
        return value == value ? value : exact(buf, textStart, textEnd);
    }

    /** The JDK's conversion (exact, since JDK 19), for the rare inputs the fast algorithms cannot decide. */
    private static double exact(byte[] buf, int start, int end) {
        try {
            return Double.parseDouble(new String(buf, start, end - start, StandardCharsets.ISO_8859_1));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static int skipDigits(byte[] buf, int p, int end) {
        while (p < end && buf[p] >= '0' && buf[p] <= '9') {
            p++;
        }
        return p;
    }
}
