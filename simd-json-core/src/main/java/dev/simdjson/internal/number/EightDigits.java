package dev.simdjson.internal.number;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Reads eight ASCII digits at once from a little-endian 64-bit load (SWAR: SIMD within a register). */
final class EightDigits {

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    static final long ZEROS = 0x3030_3030_3030_3030L;
    /** 10^0 .. 10^8. */
    static final int[] POWERS_OF_TEN = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000};

    private EightDigits() {
    }

    /** The eight bytes at {@code buf[p]} (the caller ensures {@code p + 8 <= buf.length}); the first in the low byte. */
    static long load(byte[] buf, int p) {
        return (long) LONG_LE.get(buf, p);
    }

    /**
     * How many of the eight bytes, from the first, are '0'..'9' (8 if all). Flags each byte whose low seven bits
     * are at least 0x3A, or below 0x30, or whose high bit is set; seven-bit sums cannot carry into the next byte.
     */
    static int leadingDigits(long chunk) {
        long low7 = chunk & 0x7F7F_7F7F_7F7F_7F7FL;
        long atLeast3A = low7 + 0x4646_4646_4646_4646L;
        long atLeast30 = low7 + 0x5050_5050_5050_5050L;
        long notDigit = (atLeast3A | ~atLeast30 | chunk) & 0x8080_8080_8080_8080L;
        return Long.numberOfTrailingZeros(notDigit) >>> 3;
    }

    /** The value of the first {@code n} (0..7) digit bytes: they are shifted up and padded with leading '0's. */
    static int value(long chunk, int n) {
        // Two shifts, because Java reduces a shift distance of 64 to 0.
        return value(chunk << 8 * (7 - n) << 8 | ZEROS >>> 8 * n);
    }

    /** The value of eight digit bytes, the first byte being the most significant digit. */
    static int value(long chunk) {
        long digits = chunk - ZEROS;
        // Each even byte i becomes the two-digit number 10 * d(i) + d(i + 1); odd bytes hold junk, masked below.
        long pairs = digits * 10 + (digits >>> 8);
        // Pairs sit in bytes 0, 2, 4, 6: combine as p0 * 10^6 + p1 * 10^4 + p2 * 10^2 + p3 in the high 32 bits.
        long evenPairs = pairs & 0x0000_00FF_0000_00FFL;        // p0 at bit 0, p2 at bit 32
        long oddPairs = (pairs >>> 16) & 0x0000_00FF_0000_00FFL; // p1 at bit 0, p3 at bit 32
        return (int) ((evenPairs * (100 + (1_000_000L << 32)) + oddPairs * (1 + (10_000L << 32))) >>> 32);
    }
}
