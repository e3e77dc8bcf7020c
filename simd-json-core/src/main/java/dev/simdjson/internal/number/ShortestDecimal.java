package dev.simdjson.internal.number;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;

/**
 * The shortest decimal that rounds back to a double or a float, by Giulietti's Schubfach method ("The Schubfach
 * way to render doubles", 2020), written as text exactly as {@link Double#toString(double)} and
 * {@link Float#toString(float)} write it since JDK 19, straight into a byte array and without allocating.
 *
 * <p>The idea: the decimals that round to {@code v} form an interval; scaling it by a power of ten {@code 10^-k}
 * chosen from {@code v}'s binary exponent leaves at most one multiple of ten inside, so one candidate one digit
 * shorter is tried, then the two integers around {@code v}'s scaled value. The scaling multiplies by a 126-bit
 * approximation of {@code 10^-k} (a table built once, {@link Powers}) and keeps a sticky bit, which is exact
 * enough to decide every comparison (the paper's proof). Floats take the same path with their own significand
 * and interval, and only the table's high 63 bits (enough for 24-bit significands).
 *
 * <p>The JDK's choice among equally short decimals is followed: the closest to {@code v}, ties to an even digit,
 * and at least two significant digits when one would do ({@code 4.9E-324}, not {@code 5E-324}).
 */
public final class ShortestDecimal {

    /** Room {@link #writeDouble} and {@link #writeFloat} may use: {@code -d.dddddddddddddddE-324}. */
    public static final int MAX_CHARS = 24;

    private static final long MASK_63 = (1L << 63) - 1;
    private static final long MASK_31 = (1L << 31) - 1;

    private ShortestDecimal() {
    }

    /** Writes finite {@code v} at {@code b[p]}, as {@code Double.toString(v)} would; returns the new position. */
    public static int writeDouble(double v, byte[] b, int p) {
        long bits = Double.doubleToRawLongBits(v);
        if (bits < 0) {
            b[p++] = '-';
        }
        long t = bits & ((1L << 52) - 1);
        int bq = (int) (bits >>> 52) & 0x7FF;
        if (bq == 0 && t == 0) {
            return zero(b, p);
        }
        if (bq != 0) {
            int q = bq - 1075;
            long c = (1L << 52) | t;
            if (q < 0 && q > -53) { // an integer below 2^53 is its own shortest decimal
                long f = c >> -q;
                if (f << -q == c) {
                    return format(f, 0, b, p);
                }
            }
            return decimal(q, c, 0, c != 1L << 52 || bq == 1, false, b, p);
        }
        // subnormal: fewer significant bits; the tiniest get a digit more to choose from
        return t < 3 ? decimal(-1074, 10 * t, -1, true, false, b, p) : decimal(-1074, t, 0, true, false, b, p);
    }

    /** Writes finite {@code v} at {@code b[p]}, as {@code Float.toString(v)} would; returns the new position. */
    public static int writeFloat(float v, byte[] b, int p) {
        int bits = Float.floatToRawIntBits(v);
        if (bits < 0) {
            b[p++] = '-';
        }
        long t = bits & ((1 << 23) - 1);
        int bq = (bits >>> 23) & 0xFF;
        if (bq == 0 && t == 0) {
            return zero(b, p);
        }
        if (bq != 0) {
            int q = bq - 150;
            long c = (1L << 23) | t;
            if (q < 0 && q > -24) {
                long f = c >> -q;
                if (f << -q == c) {
                    return format(f, 0, b, p);
                }
            }
            return decimal(q, c, 0, c != 1L << 23 || bq == 1, true, b, p);
        }
        return t < 8 ? decimal(-149, 10 * t, -1, true, true, b, p) : decimal(-149, t, 0, true, true, b, p);
    }

    private static int zero(byte[] b, int p) {
        b[p] = '0';
        b[p + 1] = '.';
        b[p + 2] = '0';
        return p + 3;
    }

    /**
     * The shortest decimal of {@code c * 2^q}, written at {@code p}.
     *
     * @param dk        added to the decimal exponent (-1 when {@code c} was scaled by ten)
     * @param symmetric whether the rounding interval is as wide below {@code v} as above (not so at a power of
     *                  two, where the next value below is closer)
     * @param single    a float: 63 bits of {@code 10^-k} are enough (one multiply per bound instead of three)
     */
    private static int decimal(int q, long c, int dk, boolean symmetric, boolean single, byte[] b, int p) {
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (symmetric) {
            cbl = cb - 2;
            k = floorLog10Pow2(q);
        } else {
            cbl = cb - 1;
            k = floorLog10ThreeQuartersPow2(q);
        }
        // vb, vbl, vbr: 4 * v, and the interval's ends, times 10^-k, rounded to odd
        long vb, vbl, vbr;
        if (single) {
            int h = q + floorLog2Pow10(-k) + 33;
            long g = Powers.high(k) + 1;
            vb = roundOdd(g, cb << h);
            vbl = roundOdd(g, cbl << h);
            vbr = roundOdd(g, cbr << h);
        } else {
            int h = q + floorLog2Pow10(-k) + 2;
            long g1 = Powers.high(k);
            long g0 = Powers.low(k);
            vb = roundOdd(g1, g0, cb << h);
            vbl = roundOdd(g1, g0, cbl << h);
            vbr = roundOdd(g1, g0, cbr << h);
        }
        long out = c & 1; // an odd significand excludes the interval's ends (round half to even reads them away)
        long s = vb >> 2;
        if (s >= 100) {
            // one digit shorter: the multiples of ten around v; at most one of them can be inside
            long sp10 = 10 * Math.multiplyHigh(s, 115_292_150_460_684_698L << 4);
            long tp10 = sp10 + 10;
            boolean upin = vbl + out <= sp10 << 2;
            boolean wpin = (tp10 << 2) + out <= vbr;
            if (upin != wpin) {
                return format(upin ? sp10 : tp10, k, b, p);
            }
        }
        long t = s + 1;
        boolean uin = vbl + out <= s << 2;
        boolean win = (t << 2) + out <= vbr;
        if (uin != win) {
            return format(uin ? s : t, k + dk, b, p);
        }
        long cmp = vb - ((s + t) << 1); // both inside: the closer one, ties to even
        return format(cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k + dk, b, p);
    }

    /** {@code floor(g * cp / 2^127)} with the bits shifted out folded into the lowest bit (round to odd). */
    private static long roundOdd(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long vbp = y1 + (z >>> 63);
        return vbp | ((z & MASK_63) + MASK_63) >>> 63;
    }

    /** {@code floor(g * cp / 2^95)}, rounded to odd likewise (floats). */
    private static long roundOdd(long g, long cp) {
        long x1 = Math.multiplyHigh(g, cp);
        return (x1 >>> 31) | ((x1 & MASK_31) + MASK_31) >>> 31;
    }

    /** {@code floor(q * log10(2))} for {@code |q| <= 5456721}. */
    static int floorLog10Pow2(int q) {
        return (int) ((q * 661_971_961_083L) >> 41);
    }

    /** {@code floor(log10(3/4 * 2^q))}. */
    static int floorLog10ThreeQuartersPow2(int q) {
        return (int) ((q * 661_971_961_083L - 274_743_187_321L) >> 41);
    }

    /** {@code floor(e * log2(10))} for {@code |e| <= 1838394}. */
    static int floorLog2Pow10(int e) {
        return (int) ((e * 913_124_641_741L) >> 38);
    }

    // ---------------------------------------------------------------------------------------------- text

    private static final long[] POW10 = new long[19];

    static {
        long x = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = x;
            x *= 10;
        }
    }

    /**
     * {@code f * 10^e} as the JDK writes it: plain ({@code 123.45}, {@code 0.00123}) from {@code 10^-3} up to
     * {@code 10^7}, otherwise {@code 1.2345E-7}; always a digit after the point.
     */
    private static int format(long f, int e, byte[] b, int p) {
        // f > 0: drop its trailing zeros (a float's decimal often has six or seven), halving the step each time
        while (f % 100_000_000L == 0) {
            f /= 100_000_000L;
            e += 8;
        }
        if (f % 10_000 == 0) {
            f /= 10_000;
            e += 4;
        }
        if (f % 100 == 0) {
            f /= 100;
            e += 2;
        }
        if (f % 10 == 0) {
            f /= 10;
            e++;
        }
        int n = digits(f);
        int exponent = e + n - 1; // of the leading digit
        if (exponent >= 0 && exponent < 7) {
            int intDigits = exponent + 1;
            if (n <= intDigits) {
                writeDigits(f, b, p, n);
                p += n;
                for (int z = n; z < intDigits; z++) {
                    b[p++] = '0';
                }
                b[p++] = '.';
                b[p++] = '0';
                return p;
            }
            long high = f / POW10[n - intDigits];
            writeDigits(high, b, p, intDigits);
            p += intDigits;
            b[p++] = '.';
            writeDigits(f - high * POW10[n - intDigits], b, p, n - intDigits);
            return p + n - intDigits;
        }
        if (exponent < 0 && exponent >= -3) {
            b[p++] = '0';
            b[p++] = '.';
            for (int z = -1; z > exponent; z--) {
                b[p++] = '0';
            }
            writeDigits(f, b, p, n);
            return p + n;
        }
        long first = f / POW10[n - 1];
        b[p++] = (byte) ('0' + first);
        b[p++] = '.';
        if (n == 1) {
            b[p++] = '0';
        } else {
            writeDigits(f - first * POW10[n - 1], b, p, n - 1);
            p += n - 1;
        }
        b[p++] = 'E';
        if (exponent < 0) {
            b[p++] = '-';
            exponent = -exponent;
        }
        if (exponent >= 100) {
            b[p++] = (byte) ('0' + exponent / 100);
            exponent %= 100;
            b[p++] = (byte) ('0' + exponent / 10);
        } else if (exponent >= 10) {
            b[p++] = (byte) ('0' + exponent / 10);
        }
        b[p++] = (byte) ('0' + exponent % 10);
        return p;
    }

    /** Decimal digits of {@code 0 < f < 10^18}. */
    private static int digits(long f) {
        int n = floorLog10Pow2(64 - Long.numberOfLeadingZeros(f));
        return f >= POW10[n] ? n + 1 : n;
    }

    private static final byte[] PAIRS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (byte) ('0' + i / 10);
            PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    /**
     * The {@code n} low digits of {@code v >= 0}, zero-padded on the left, at {@code b[p, p + n)}: eight digits per
     * long division, turned into text all at once ({@link #writeEight}), the rest two per int division from a
     * table. Integers are written by it too.
     */
    public static void writeDigits(long v, byte[] b, int p, int n) {
        int end = p + n;
        while (n >= 8) {
            long q = v / 100_000_000L;
            writeEight((int) (v - q * 100_000_000L), b, end - 8);
            end -= 8;
            n -= 8;
            v = q;
        }
        int x = (int) v;
        while (n >= 2) {
            int q = x / 100;
            int pair = (x - q * 100) << 1;
            b[end - 2] = PAIRS[pair];
            b[end - 1] = PAIRS[pair + 1];
            end -= 2;
            n -= 2;
            x = q;
        }
        if (n == 1) {
            b[end - 1] = (byte) ('0' + x);
        }
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    /**
     * The eight digits of {@code 0 <= x < 10^8} at {@code b[at, at + 8)} in one store, by splitting within one
     * {@code long} (SWAR): two 4-digit halves in 32-bit lanes, each into two pairs in 16-bit lanes (dividing by
     * 100 as a multiply by 10486 / 2^20), each pair into two digits in bytes (by 10 as 103 / 2^10); both
     * reciprocals are exact over the ranges they see. Little-endian: the first digit lands in the lowest byte.
     */
    private static void writeEight(int x, byte[] b, int at) {
        int high = x / 10_000;
        long halves = high | ((long) (x - high * 10_000) << 32);
        long hundreds = ((halves * 10486) >>> 20) & 0x0000_007F_0000_007FL;
        long pairs = ((halves - hundreds * 100) << 16) | hundreds;
        long tens = ((pairs * 103) >>> 10) & 0x000F_000F_000F_000FL;
        long digits = ((pairs - tens * 10) << 8) | tens;
        LONGS.set(b, at, digits + 0x3030_3030_3030_3030L);
    }

    /**
     * {@code g(k) = floor(10^-k * 2^(125 - floorLog2Pow10(-k))) + 1}, a 126-bit value in [2^125, 2^126), split
     * into its high and low 63 bits, for every {@code k} a double or float can need. Built once, on first use,
     * from exact integer arithmetic.
     */
    private static final class Powers {

        static final int K_MIN = -324;
        static final int K_MAX = 292;
        private static final long[] TABLE = new long[2 * (K_MAX - K_MIN + 1)];

        static {
            BigInteger five = BigInteger.valueOf(5);
            for (int k = K_MIN; k <= K_MAX; k++) {
                // 10^-k * 2^r = 5^-k * 2^(r - k), r = 125 - floorLog2Pow10(-k)
                int shift = 125 - floorLog2Pow10(-k) - k;
                BigInteger g;
                if (k <= 0) {
                    BigInteger pow = five.pow(-k);
                    g = shift >= 0 ? pow.shiftLeft(shift) : pow.shiftRight(-shift);
                } else {
                    g = BigInteger.ONE.shiftLeft(shift).divide(five.pow(k));
                }
                g = g.add(BigInteger.ONE);
                int i = 2 * (k - K_MIN);
                TABLE[i] = g.shiftRight(63).longValueExact();
                TABLE[i + 1] = g.longValue() & MASK_63;
            }
        }

        static long high(int k) {
            return TABLE[2 * (k - K_MIN)];
        }

        static long low(int k) {
            return TABLE[2 * (k - K_MIN) + 1];
        }
    }
}
