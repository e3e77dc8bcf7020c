package dev.simdjson.stage1;

import dev.simdjson.JsonParseException;

import static dev.simdjson.stage1.BlockClassifier.BLOCK;

/**
 * Stage 1: drives a {@link BlockClassifier} over the input block by block and turns its byte classes into the
 * structural index. The bit logic here (odd backslash runs, string regions by prefix XOR, scalar starts) is
 * shared by both kernels. It also rejects what only stage 1 sees: invalid UTF-8, control characters and bad
 * escapes inside strings, and an unclosed string.
 */
public final class StructuralIndexer {

    private static final long EVEN_BITS = 0x5555555555555555L;
    private static final int NO_ERROR = Integer.MAX_VALUE;

    private final BlockClassifier kernel;
    /** Three bytes of history, then one block: for the first block, the tail and the final flush block. */
    private final byte[] scratch = new byte[3 + BLOCK];

    private long prevEscaped;
    private long prevInString;
    private long prevScalar;
    private int errorOffset;
    private String errorReason;

    public StructuralIndexer(BlockClassifier kernel) {
        this.kernel = kernel;
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
        out.reset(start, end);
        kernel.reset();
        prevEscaped = 0;
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
            java.util.Arrays.fill(buf, end, end + BLOCK, (byte) ' ');
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
        java.util.Arrays.fill(s, 3 + len, 3 + BLOCK, (byte) ' ');
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
        if ((backslashes | prevEscaped) != 0) {
            escaped = escapedChars(backslashes);
            if (backslashes != 0) {
                int blockNo = (base - out.start) >>> 6;
                out.escapeBlocks[blockNo >>> 6] |= 1L << blockNo;
            }
        }
        long quotes = k.quotes & ~escaped;
        long inString = prefixXor(quotes) ^ prevInString;
        prevInString = inString >> 63;

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

    /**
     * Characters escaped by a backslash: those right after an odd-length run of backslashes. Adding a run's start
     * bit to the backslash mask carries to the first byte after the run; the run is odd exactly when that byte and
     * the start sit on bits of different parity. A run still open at bit 63 escapes the next block's first byte
     * when it started on an odd bit.
     */
    private long escapedChars(long backslashes) {
        long b = backslashes & ~prevEscaped; // a backslash escaped by the previous block escapes nothing
        long starts = b & ~(b << 1);
        long evenStarts = starts & EVEN_BITS;
        long oddStarts = starts & ~EVEN_BITS;
        long evenEnds = (b + evenStarts) & ~b;
        long oddSum = b + oddStarts;
        long oddEnds = oddSum & ~b;
        long escaped = (evenEnds & ~EVEN_BITS) | (oddEnds & EVEN_BITS) | prevEscaped;
        prevEscaped = Long.compareUnsigned(oddSum, b) < 0 ? 1 : 0;
        return escaped;
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

    /** Each escaped byte must be one of {@code " \ / b f n r t u}, and {@code u} takes four hex digits. */
    private void checkEscapes(byte[] buf, int base, int end, long escaped) {
        while (escaped != 0) {
            int p = base + Long.numberOfTrailingZeros(escaped);
            escaped &= escaped - 1;
            if (p >= end) {
                return; // the backslash ends the input: reported as an unclosed string
            }
            switch (buf[p]) {
                case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
                }
                case 'u' -> {
                    for (int h = p + 1; h <= p + 4; h++) {
                        if (h >= end || !isHexDigit(buf[h])) {
                            error(p - 1, "invalid \\u escape: expected four hex digits");
                            return;
                        }
                    }
                }
                default -> {
                    error(p - 1, "invalid escape '\\" + printable(buf[p]) + "' in string");
                    return;
                }
            }
        }
    }

    private static boolean isHexDigit(byte b) {
        return (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F');
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

    /** Appends the offsets of the set bits; unrolled by four (the slots past the count are overwritten later). */
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
            i += 4;
        } while (i < target);
        return target;
    }
}
