package dev.simdjson.internal.stage1;

import dev.simdjson.JsonParseException;

import java.util.Arrays;

import static dev.simdjson.internal.stage1.BlockClassifier.BLOCK;

/**
 * Stage 1: drives a {@link BlockClassifier} over the input block by block and turns its byte classes into the
 * structural index (inputs up to the kernel's {@link BlockClassifier#byteScanLimit()} go to the
 * {@link ByteScanIndexer} first, which builds the same index in one scalar pass). The bit logic here (odd
 * backslash runs, string regions by prefix XOR, scalar starts) is shared by both kernels. It also rejects what
 * only stage 1 sees: invalid UTF-8, control characters and bad escapes inside strings, and an unclosed string.
 */
public final class StructuralIndexer {

    private static final int NO_ERROR = Integer.MAX_VALUE;

    private final BlockClassifier kernel;
    /** Inputs up to this many bytes go to the {@link ByteScanIndexer} first. */
    private final int byteScanLimit;
    /** Three bytes of history, then one block: for the first block, the tail and the final flush block. */
    private final byte[] scratch = new byte[3 + BLOCK];

    private final EscapeScanner escapes = new EscapeScanner();
    private long prevInString;
    private long prevScalar;
    private int errorOffset;
    private String errorReason;

    public StructuralIndexer(BlockClassifier kernel) {
        this.kernel = kernel;
        this.byteScanLimit = kernel.byteScanLimit();
    }

    public BlockClassifier kernel() {
        return kernel;
    }

    /**
     * Indexes {@code buf[start, end)} into {@code out}; throws {@link JsonParseException} on what stage 1 rejects.
     * When {@code padded}, {@code buf[end, end + 64)} is writable: it is filled with spaces and blocks are read
     * in place up to the end instead of copying the tail.
     */
    public void index(byte[] buf, int start, int end, boolean padded, StructuralIndex out) {
        if (end - start <= byteScanLimit && ByteScanIndexer.index(buf, start, end, out)) {
            return;
        }
        indexBlocks(buf, start, end, padded, out);
    }

    /** The block path alone, whatever the size (the byte scan falls back to it; tests compare the two). */
    void indexBlocks(byte[] buf, int start, int end, boolean padded, StructuralIndex out) {
        out.reset(start, end);
        kernel.reset();
        escapes.reset();
        prevInString = 0;
        prevScalar = 0;
        errorOffset = NO_ERROR;
        errorReason = null;

        int n = 0;
        int pos = start;
        if (end > start) {
            n = block(copyToScratch(buf, start, start, end), 3, start, buf, end, out, n);
            pos = start + BLOCK;
        }
        if (padded) {
            Arrays.fill(buf, end, end + BLOCK, (byte) ' ');
            for (; pos < end && errorOffset == NO_ERROR; pos += BLOCK) {
                n = block(buf, pos, pos, buf, end, out, n);
            }
        } else {
            for (; pos + BLOCK <= end && errorOffset == NO_ERROR; pos += BLOCK) {
                n = block(buf, pos, pos, buf, end, out, n);
            }
            if (pos < end && errorOffset == NO_ERROR) {
                n = block(copyToScratch(buf, start, pos, end), 3, pos, buf, end, out, n);
                pos += BLOCK;
            }
        }
        if (pos == end && end > start && errorOffset == NO_ERROR) {
            // The input filled its last block exactly: one block of spaces flushes a UTF-8 sequence cut off at
            // the end (it is an error, and only the next block can show it).
            block(copyToScratch(buf, start, end, end), 3, end, buf, end, out, n);
        }
        out.count = n;
        out.positions[n] = end;
        out.backslashRoom(0)[out.backslashCount] = Integer.MAX_VALUE;
        finish(buf, start, end, out);
    }

    private void finish(byte[] buf, int start, int end, StructuralIndex out) {
        if (kernel.utf8Invalid) {
            int at = Utf8Sequence.firstInvalid(buf, start, Math.min(end, errorOffset));
            if (at >= 0) {
                fail(buf, start, end, at, "invalid UTF-8 byte 0x" + Integer.toHexString(buf[at] & 0xFF).toUpperCase());
            }
        }
        if (errorOffset != NO_ERROR) {
            fail(buf, start, end, errorOffset, errorReason);
        }
        if (prevInString != 0) {
            int open = out.count > 0 ? out.positions[out.count - 1] : start;
            fail(buf, start, end, open, "unclosed string");
        }
    }

    private static void fail(byte[] buf, int start, int end, int at, String reason) {
        throw JsonParseException.at(reason, buf, start, end, at);
    }

    /** Copies up to one block from {@code buf[pos, end)} after its three bytes of history, padding with spaces. */
    private byte[] copyToScratch(byte[] buf, int start, int pos, int end) {
        byte[] s = scratch;
        for (int h = 1; h <= 3; h++) {
            s[3 - h] = pos - h >= start ? buf[pos - h] : 0;
        }
        int len = Math.min(BLOCK, end - pos);
        System.arraycopy(buf, pos, s, 3, len);
        Arrays.fill(s, 3 + len, 3 + BLOCK, (byte) ' ');
        return s;
    }

    /**
     * One block: classify {@code src[at, at + 64)}, which stands for input offset {@code base}, and append its
     * structurals to the index. {@code buf}/{@code end} are the real input, for checking escapes.
     */
    private int block(byte[] src, int at, int base, byte[] buf, int end, StructuralIndex out, int n) {
        BlockClassifier k = kernel;
        k.classify(src, at);
        long backslashes = k.backslashes;
        long escaped = 0;
        if ((backslashes | escapes.carry()) != 0) {
            escaped = escapes.next(backslashes);
        }
        long quotes = k.quotes & ~escaped;
        long inString = prefixXor(quotes) ^ prevInString;
        prevInString = inString >> 63;
        long backslashesInString = backslashes & inString;
        if (backslashesInString != 0) {
            out.backslashCount = flatten(out.backslashRoom(Long.bitCount(backslashesInString)), out.backslashCount,
                    base, backslashesInString);
        }

        long controlsInString = k.controls & inString;
        if (controlsInString != 0) {
            error(base + Long.numberOfTrailingZeros(controlsInString), "unescaped control character in string");
        }
        long escapedInString = escaped & inString;
        if (escapedInString != 0) {
            checkEscapes(buf, base, end, escapedInString);
        }

        long nonQuoteScalar = ~(k.operators | k.whitespace | quotes);
        long followsScalar = (nonQuoteScalar << 1) | prevScalar;
        prevScalar = nonQuoteScalar >>> 63;
        long scalarStarts = nonQuoteScalar & ~followsScalar;
        long structurals = ((k.operators | scalarStarts) & ~inString) | (quotes & inString);
        return flatten(out.positions, n, base, structurals);
    }

    /** Bit i becomes the XOR of bits 0..i: inside-string regions from unescaped quotes. */
    static long prefixXor(long x) {
        x ^= x << 1;
        x ^= x << 2;
        x ^= x << 4;
        x ^= x << 8;
        x ^= x << 16;
        x ^= x << 32;
        return x;
    }

    /** Per byte after a backslash: 0 invalid, 1 a one-character escape, 2 {@code u} (four hex digits follow). */
    private static final byte[] ESCAPE_KIND = new byte[256];
    private static final boolean[] HEX = new boolean[256];

    static {
        for (char c : "\"\\/bfnrt".toCharArray()) {
            ESCAPE_KIND[c] = 1;
        }
        ESCAPE_KIND['u'] = 2;
        for (char c : "0123456789abcdefABCDEF".toCharArray()) {
            HEX[c] = true;
        }
    }

    /** Each escaped byte must be one of {@code " \ / b f n r t u}, and {@code u} takes four hex digits. */
    private void checkEscapes(byte[] buf, int base, int end, long escaped) {
        do {
            int p = base + Long.numberOfTrailingZeros(escaped);
            escaped &= escaped - 1;
            if (p >= end) {
                return; // the backslash ends the input: reported as an unclosed string
            }
            int kind = ESCAPE_KIND[buf[p] & 0xFF];
            if (kind == 1) {
                continue;
            }
            if (kind == 0 || p + 4 >= end || !HEX[buf[p + 1] & 0xFF] || !HEX[buf[p + 2] & 0xFF]
                    || !HEX[buf[p + 3] & 0xFF] || !HEX[buf[p + 4] & 0xFF]) {
                badEscape(buf, p, end);
                return;
            }
        } while (escaped != 0);
    }

    private void badEscape(byte[] buf, int p, int end) {
        if (buf[p] == 'u') {
            error(p - 1, "invalid \\u escape: expected four hex digits");
        } else {
            error(p - 1, "invalid escape '\\" + printable(buf[p]) + "' in string");
        }
    }

    private static String printable(byte b) {
        return b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : String.format("x%02X", b & 0xFF);
    }

    private void error(int offset, String reason) {
        if (offset < errorOffset) {
            errorOffset = offset;
            errorReason = reason;
        }
    }

    /** Appends the offsets of the set bits; unrolled by eight (the slots past the count are overwritten later). */
    private static int flatten(int[] positions, int n, int base, long bits) {
        if (bits == 0) {
            return n;
        }
        int target = n + Long.bitCount(bits);
        int i = n;
        do {
            positions[i] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 1] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 2] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 3] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 4] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 5] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 6] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            positions[i + 7] = base + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            i += 8;
        } while (i < target);
        return target;
    }
}
