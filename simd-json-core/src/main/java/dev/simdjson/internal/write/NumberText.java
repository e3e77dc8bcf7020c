package dev.simdjson.internal.write;

import dev.simdjson.internal.number.ShortestDecimal;

/**
 * Numbers as Jackson 3 writes them, straight into a byte array. Integers: plain decimal. Floats: the short plain
 * decimals samples hold (up to 6 significant digits between 10^-3 and 10^7, and integral values in E notation) by
 * a few exact multiplications, measured cheaper there than the shortest-decimal search; every other float, and
 * every double (the same kind of search for doubles made canada.json writing 1.7x slower), returns -1 and goes to
 * {@link ShortestDecimal}.
 */
final class NumberText {

    /** Room a double or float may take, on either path. */
    static final int MAX_CHARS = Math.max(32, ShortestDecimal.MAX_CHARS);

    private static final long[] LONG_POW10 = new long[19];
    private static final double[] POW10 = new double[23];

    static {
        double p = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10;
        }
        long q = 1;
        for (int i = 0; i < LONG_POW10.length; i++) {
            LONG_POW10[i] = q;
            q *= 10;
        }
    }

    private NumberText() {
    }

    /** Decimal digits of {@code v >= 0}. */
    static int digitCount(long v) {
        int n = 1;
        while (n < 19 && v >= LONG_POW10[n]) {
            n++;
        }
        return n;
    }

    /** Writes {@code v} at {@code p} (room for 20 bytes); returns the new position. */
    static int writeLong(long v, byte[] b, int p) {
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                byte[] min = "-9223372036854775808".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                System.arraycopy(min, 0, b, p, min.length);
                return p + min.length;
            }
            b[p++] = '-';
            v = -v;
        }
        int n = digitCount(v);
        ShortestDecimal.writeDigits(v, b, p, n);
        return p + n;
    }

    /** Writes {@code v} at {@code p} (room for {@link #MAX_CHARS}) when it is a short plain decimal; else -1. */
    static int writeFloat(float v, byte[] b, int p) {
        if (!Float.isFinite(v)) {
            return -1;
        }
        if (v == 0) {
            return writeZero(Float.floatToRawIntBits(v) < 0, b, p);
        }
        float a = Math.abs(v);
        if (a >= 1e-3f && a < 1e7f) {
            double da = a;
            double ulp = Math.ulp(a);
            double above = ulp / 2;
            // Just above a power of two, the float below is closer: the rounding interval is narrower below.
            double below = (Float.floatToRawIntBits(a) & 0x7FFFFF) == 0 ? ulp / 4 : ulp / 2;
            for (int k = 0; k <= 12; k++) {
                double scaled = da * POW10[k];
                if (scaled >= 1e6) {
                    return -1;
                }
                long m = Math.round(scaled);
                double c = (double) m / POW10[k]; // within 2^-53 relative of the decimal m * 10^-k
                double diff = c - da;
                double half = diff >= 0 ? above : below;
                double dist = Math.abs(diff);
                if (dist < half * (1 - 0x1p-20)) {
                    if (v < 0) {
                        b[p++] = '-';
                    }
                    return writePlain(m, k, b, p);
                }
                if (dist <= half * (1 + 0x1p-20)) {
                    return -1; // too close to the edge of the rounding interval to decide in doubles
                }
            }
            return -1;
        }
        if (a >= 1e7f && a < 0x1p24f && a == (float) Math.rint(a)) {
            if (v < 0) {
                b[p++] = '-';
            }
            return writeScientificInteger((long) a, b, p);
        }
        return -1;
    }

    private static int writeZero(boolean negative, byte[] b, int p) {
        if (negative) {
            b[p++] = '-';
        }
        b[p] = '0';
        b[p + 1] = '.';
        b[p + 2] = '0';
        return p + 3;
    }

    /** {@code m * 10^-k} in plain notation, at least one fractional digit. */
    private static int writePlain(long m, int k, byte[] b, int p) {
        long intPart = m / LONG_POW10[k];
        long frac = m - intPart * LONG_POW10[k];
        int n = digitCount(intPart);
        ShortestDecimal.writeDigits(intPart, b, p, n);
        p += n;
        b[p++] = '.';
        if (k == 0) {
            b[p++] = '0';
        } else {
            ShortestDecimal.writeDigits(frac, b, p, k);
            p += k;
        }
        return p;
    }

    /** An integer of at least 8 digits as {@code d.dddE<exp>}, trailing zeros dropped, like Double.toString. */
    private static int writeScientificInteger(long m, byte[] b, int p) {
        int n = digitCount(m);
        int exponent = n - 1;
        int trailing = 0;
        while (m % 10 == 0) {
            m /= 10;
            trailing++;
        }
        int digits = n - trailing;
        // digits of m: first, '.', rest (or "0")
        long first = m / LONG_POW10[digits - 1];
        b[p++] = (byte) ('0' + first);
        b[p++] = '.';
        if (digits == 1) {
            b[p++] = '0';
        } else {
            ShortestDecimal.writeDigits(m - first * LONG_POW10[digits - 1], b, p, digits - 1);
            p += digits - 1;
        }
        b[p++] = 'E';
        return writeLong(exponent, b, p);
    }
}
