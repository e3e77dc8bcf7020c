package dev.simdjson.internal.number;

import java.math.BigInteger;

/**
 * 128-bit mantissas of the powers of five 5^q, q in [{@link #MIN_Q}, {@link #MAX_Q}], computed exactly with
 * {@link BigInteger} when the class is initialised.
 *
 * <p>Each entry F is normalised so that 2^127 &lt;= F &lt; 2^128 and is the exact value rounded <em>down</em>:
 * 5^q = (F + r) * 2^k for some 0 &lt;= r &lt; 1. Eisel–Lemire's error analysis relies on that direction.
 */
final class PowersOfFive {

    /** Below this power of ten any 64-bit mantissa rounds to zero (2^64 * 10^-343 is under half of 2^-1074). */
    static final int MIN_Q = -342;
    /** Above this power of ten any non-zero mantissa overflows to infinity. */
    static final int MAX_Q = 308;

    /** The entry for q is at index 2 * (q - MIN_Q) (high 64 bits) and the next index (low 64 bits). */
    static final long[] MANTISSAS = build();

    private PowersOfFive() {
    }

    private static long[] build() {
        long[] table = new long[2 * (MAX_Q - MIN_Q + 1)];
        BigInteger five = BigInteger.valueOf(5);
        BigInteger power = BigInteger.ONE; // 5^|q|
        for (int n = 0; n <= Math.max(-MIN_Q, MAX_Q); n++) {
            int bits = power.bitLength();
            if (n <= MAX_Q) {
                // 5^n itself, shifted so that its top bit is bit 127 (truncation drops bits: rounds down).
                BigInteger f = bits <= 128 ? power.shiftLeft(128 - bits) : power.shiftRight(bits - 128);
                store(table, n, f);
            }
            if (n >= 1 && -n >= MIN_Q) {
                // 2^(127 + bits) / 5^n lies in (2^127, 2^128); integer division rounds down.
                store(table, -n, BigInteger.ONE.shiftLeft(127 + bits).divide(power));
            }
            power = power.multiply(five);
        }
        return table;
    }

    private static void store(long[] table, int q, BigInteger f) {
        int i = 2 * (q - MIN_Q);
        table[i] = f.shiftRight(64).longValue();
        table[i + 1] = f.longValue();
    }
}
