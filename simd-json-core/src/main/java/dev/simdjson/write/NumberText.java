package dev.simdjson.write;

/**
 * Integers as Jackson 3 writes them, straight into a byte array: plain decimal. (Doubles and floats:
 * {@link dev.simdjson.number.ShortestDecimal}.)
 */
final class NumberText {

    private static final byte[] DIGIT_PAIRS = new byte[200];
    private static final long[] LONG_POW10 = new long[19];

    static {
        for (int i = 0; i < 100; i++) {
            DIGIT_PAIRS[2 * i] = (byte) ('0' + i / 10);
            DIGIT_PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
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
        writeDigits(v, b, p, n);
        return p + n;
    }

    /** The {@code n} low decimal digits of {@code v >= 0} at {@code b[p, p + n)}, zero-padded on the left. */
    static void writeDigits(long v, byte[] b, int p, int n) {
        int end = p + n;
        while (end - p >= 2) {
            int pair = (int) (v % 100);
            v /= 100;
            end -= 2;
            b[end] = DIGIT_PAIRS[2 * pair];
            b[end + 1] = DIGIT_PAIRS[2 * pair + 1];
        }
        if (end > p) {
            b[p] = (byte) ('0' + (int) (v % 10));
        }
    }
}
