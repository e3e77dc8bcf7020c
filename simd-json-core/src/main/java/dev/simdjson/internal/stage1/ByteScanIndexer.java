package dev.simdjson.internal.stage1;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Stage 1 in one scalar pass from left to right: whitespace is skipped, operators and the first bytes of strings,
 * numbers and literals are recorded, and each string is scanned to its closing quote eight bytes at a time,
 * checking its escapes and its UTF-8 sequences as it goes. Without vectors it is about twice as fast as the scalar
 * block kernel at every size; with them it wins only on inputs of a few dozen bytes, where the block kernel's
 * per-call work (a copied first and last block, the carries between blocks) weighs as much as the blocks
 * themselves. Each kernel says up to which size it hands inputs to this pass ({@link BlockClassifier#byteScanLimit()}).
 *
 * <p>It produces exactly the index the block kernels produce, and nothing else: anything it does not handle on its
 * fast path (an error of any kind, a backslash or a non-ASCII byte outside a string) makes {@link #index} return
 * false, and the caller runs the block path over the same input, which builds the index or throws the one error
 * stage 1 reports for it. So both paths agree by construction on every invalid input, and a valid one is never
 * scanned twice.
 */
final class ByteScanIndexer {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Byte classes outside strings. {@code OTHER} bytes (a backslash, which the block kernels let escape a quote
     * even there, and non-ASCII bytes) are always an error outside a string, and the block path's to report.
     */
    private static final byte SCALAR = 0, WHITESPACE = 1, OPERATOR = 2, QUOTE = 3, OTHER = 4;
    private static final byte[] CLASS = new byte[256];
    /** The one-character escapes after a backslash ({@code u} is checked apart: four hex digits follow). */
    private static final boolean[] SIMPLE_ESCAPE = new boolean[256];
    private static final boolean[] HEX = new boolean[256];

    static {
        for (char c : " \t\n\r".toCharArray()) {
            CLASS[c] = WHITESPACE;
        }
        for (char c : "{}[]:,".toCharArray()) {
            CLASS[c] = OPERATOR;
        }
        CLASS['"'] = QUOTE;
        CLASS['\\'] = OTHER;
        for (int b = 0x80; b < 0x100; b++) {
            CLASS[b] = OTHER;
        }
        for (char c : "\"\\/bfnrt".toCharArray()) {
            SIMPLE_ESCAPE[c] = true;
        }
        for (char c : "0123456789abcdefABCDEF".toCharArray()) {
            HEX[c] = true;
        }
    }

    private static final long ONES = 0x0101_0101_0101_0101L;
    private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

    private ByteScanIndexer() {
    }

    /**
     * Indexes {@code buf[start, end)} into {@code out}; false, with {@code out} in no particular state, when the
     * input needs the block path (only invalid input does).
     */
    static boolean index(byte[] buf, int start, int end, StructuralIndex out) {
        out.reset(start, end);
        int[] positions = out.positions;
        int n = 0;
        int p = start;
        while (p < end) {
            int c = CLASS[buf[p] & 0xFF];
            if (c == WHITESPACE) {
                p++;
                continue;
            }
            positions[n++] = p;
            if (c == OPERATOR) {
                p++;
            } else if (c == QUOTE) {
                p = string(buf, p + 1, end, out);
                if (p < 0) {
                    return false;
                }
            } else if (c == SCALAR) {
                // A number, a literal or stray bytes: only the first byte of the run is structural.
                do {
                    p++;
                } while (p < end && CLASS[buf[p] & 0xFF] == SCALAR);
            } else {
                return false;
            }
        }
        out.count = n;
        positions[n] = end;
        out.backslashRoom(0)[out.backslashCount] = Integer.MAX_VALUE;
        return true;
    }

    /**
     * Scans the string whose content starts at {@code p}: returns the offset after its closing quote, or -1 when
     * it is not a well-formed string (or not closed).
     */
    private static int string(byte[] buf, int p, int end, StructuralIndex out) {
        while (true) {
            if (p + Long.BYTES <= end) {
                long special = special((long) LONGS.get(buf, p));
                if (special == 0) {
                    p += Long.BYTES;
                    continue;
                }
                p += Long.numberOfTrailingZeros(special) >>> 3;
            } else if (p >= end) {
                return -1;
            }
            int b = buf[p] & 0xFF;
            if (b == '"') {
                return p + 1;
            }
            if (b == '\\') {
                p = escape(buf, p, end, out);
            } else if (b >= 0x80) {
                p = utf8(buf, p, end, b);
            } else if (b < 0x20) {
                return -1;
            } else {
                p++; // an ordinary byte of the last few, read one at a time
            }
            if (p < 0) {
                return -1;
            }
        }
    }

    /**
     * The high bit of each byte of {@code w} that is a quote, a backslash, a control character or non-ASCII. Only
     * the lowest flagged byte is exact (a borrow may flag bytes above it), and only the lowest is used.
     */
    private static long special(long w) {
        long quote = w ^ (ONES * '"');
        long backslash = w ^ (ONES * '\\');
        long zeroInQuote = (quote - ONES) & ~quote;
        long zeroInBackslash = (backslash - ONES) & ~backslash;
        long control = (w - ONES * 0x20) & ~w;
        return (zeroInQuote | zeroInBackslash | control | w) & HIGH_BITS;
    }

    /** The escape whose backslash is at {@code p}: records its backslashes; the offset after it, or -1. */
    private static int escape(byte[] buf, int p, int end, StructuralIndex out) {
        if (p + 1 >= end) {
            return -1;
        }
        int e = buf[p + 1] & 0xFF;
        if (e == 'u') {
            if (p + 5 >= end || !HEX[buf[p + 2] & 0xFF] || !HEX[buf[p + 3] & 0xFF] || !HEX[buf[p + 4] & 0xFF]
                    || !HEX[buf[p + 5] & 0xFF]) {
                return -1;
            }
            backslash(out, p);
            return p + 6;
        }
        if (!SIMPLE_ESCAPE[e]) {
            return -1;
        }
        backslash(out, p);
        if (e == '\\') {
            backslash(out, p + 1); // the index lists every backslash inside strings, escaped ones too
        }
        return p + 2;
    }

    private static void backslash(StructuralIndex out, int p) {
        out.backslashRoom(1)[out.backslashCount++] = p;
    }

    /**
     * The UTF-8 sequence whose lead byte {@code b} is at {@code p}, by {@link Utf8Sequence}'s rules (RFC 3629): the
     * offset after it, or -1 when it is ill-formed or cut off.
     */
    private static int utf8(byte[] buf, int p, int end, int b) {
        int length = Utf8Sequence.sequenceLength(b);
        if (length == 0 || p + length > end) {
            return -1;
        }
        int second = buf[p + 1] & 0xFF;
        if (second < Utf8Sequence.secondLow(b) || second > Utf8Sequence.secondHigh(b)) {
            return -1;
        }
        for (int k = 2; k < length; k++) {
            int c = buf[p + k] & 0xFF;
            if (c < 0x80 || c > 0xBF) {
                return -1;
            }
        }
        return p + length;
    }
}
