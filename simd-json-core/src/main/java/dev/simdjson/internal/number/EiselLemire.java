package dev.simdjson.internal.number;

/**
 * Decimal-to-double conversion of w * 10^q for a 64-bit (unsigned) decimal mantissa w: Clinger's fast path when
 * both operands are exact doubles, otherwise the Eisel–Lemire algorithm (Lemire, "Number Parsing at a Gigabyte
 * per Second", 2021). Both give the correctly rounded result or {@link Double#NaN} when they cannot decide, in
 * which case the caller falls back to an exact conversion.
 */
final class EiselLemire {

    /** 10^0 .. 10^22: all exactly representable (5^22 &lt; 2^53). */
    private static final double[] EXACT_POWERS_OF_TEN = new double[23];

    static {
        double p = 1;
        for (int i = 0; i < EXACT_POWERS_OF_TEN.length; i++) {
            EXACT_POWERS_OF_TEN[i] = p;
            p *= 10;
        }
    }

    private static final long[] POW5 = PowersOfFive.MANTISSAS;
    private static final long SIGN_BIT = 0x8000_0000_0000_0000L;
    private static final long FRACTION_MASK = (1L << 52) - 1;
    /** The bits of the 64-bit high product word below the 54 we keep are at least these nine. */
    private static final long LOW_NINE = 0x1FF;

    private EiselLemire() {
    }

    /**
     * The correctly rounded double nearest to w * 10^q (w read as unsigned), negated when {@code negative}; or NaN
     * when that cannot be decided cheaply.
     */
    static double toDouble(long w, long q, boolean negative) {
        if (w == 0) {
            return negative ? -0.0 : 0.0;
        }
        // Clinger: one correctly rounded IEEE operation on two exact operands is the correctly rounded result.
        if (w >= 0 && w <= (1L << 53) && q >= -22 && q <= 22) {
            double d = (double) w;
            d = q < 0 ? d / EXACT_POWERS_OF_TEN[(int) -q] : d * EXACT_POWERS_OF_TEN[(int) q];
            return negative ? -d : d;
        }
        return eiselLemire(w, q, negative);
    }

    /** Eisel–Lemire for a non-zero w; NaN when the 128-bit approximation cannot decide the rounding. */
    static double eiselLemire(long w, long q, boolean negative) {
        if (q < PowersOfFive.MIN_Q) {
            return negative ? -0.0 : 0.0;
        }
        if (q > PowersOfFive.MAX_Q) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        int lz = Long.numberOfLeadingZeros(w);
        w <<= lz;
        int index = 2 * ((int) q - PowersOfFive.MIN_Q);
        long fHigh = POW5[index];

        // Top 128 bits of w * F, first from F's high word only. The true value exceeds hi:lo by less than w units
        // of lo; that can only change the bits we keep if it carries through nine one bits of hi.
        long hi = Math.unsignedMultiplyHigh(w, fHigh);
        long lo = w * fHigh;
        if ((hi & LOW_NINE) == LOW_NINE && Long.compareUnsigned(lo + w, lo) < 0) {
            long fLow = POW5[index + 1];
            long yHi = Math.unsignedMultiplyHigh(w, fLow);
            long yLo = w * fLow;
            long merged = lo + yHi;
            if (Long.compareUnsigned(merged, lo) < 0) {
                hi++;
            }
            lo = merged;
            // Now the true value exceeds hi:lo by at most one unit of lo, and only if yLo + w carries.
            if ((hi & LOW_NINE) == LOW_NINE && lo == -1L && Long.compareUnsigned(yLo + w, yLo) < 0) {
                return Double.NaN;
            }
        }

        int top = (int) (hi >>> 63); // the product's leading bit is bit 127 (top = 1) or bit 126 (top = 0)
        int shift = top + 9;
        long mantissa = hi >>> shift; // 54 bits: 53 for the double and a rounding bit
        // floor(q * log2(10)) + 1023 + 64, less the normalisation shift, less one if the product is short a bit
        long exponent = floorLog2PowerOfTen((int) q) + 1087 - lz - (1 - top);

        // The true value is at or just above hi:lo. If everything below the rounding bit reads zero it may be an
        // exact tie (round to even: down) or just above one (round up) and only an exact method can tell.
        if (lo == 0 && (hi & ((1L << shift) - 1)) == 0 && (mantissa & 3) == 1) {
            return Double.NaN;
        }
        mantissa = (mantissa + (mantissa & 1)) >>> 1;
        if (mantissa >>> 53 != 0) { // rounding carried into a 54th bit
            mantissa >>>= 1;
            exponent++;
        }
        if (exponent >= 0x7FF) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (exponent <= 0) {
            // Subnormal: the rounding above happened at the wrong bit. Far below the range it is zero anyway
            // (value < 2^53 * 2^(exponent - 1075) <= 2^-1082, well under half the least subnormal).
            return exponent < -60 ? (negative ? -0.0 : 0.0) : Double.NaN;
        }
        long bits = exponent << 52 | (mantissa & FRACTION_MASK);
        return Double.longBitsToDouble(negative ? bits | SIGN_BIT : bits);
    }

    /** floor(log2(10^q)) for q in [MIN_Q, MAX_Q] (217706 / 2^16 approximates log2(10) closely enough there). */
    static int floorLog2PowerOfTen(int q) {
        return (q * 217706) >> 16;
    }
}
