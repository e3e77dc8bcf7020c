package dev.simdjson.internal.stage1;

/**
 * Finds the bytes escaped by a backslash, 64 at a time: the non-backslash bytes right after an odd-length run of
 * backslashes (an escaped backslash is a literal one and never needs checking).
 * Adding a run's start bit to the backslash mask carries to the first byte after the run; the run is odd exactly
 * when that byte and the start sit on bits of different parity. A run still open at bit 63 escapes the next
 * block's first byte when it started on an odd bit (64 is even), which is the carry kept between blocks.
 */
final class EscapeScanner {

    private static final long EVEN_BITS = 0x5555555555555555L;

    /** 1 when the next block's first byte is escaped. */
    private long carry;

    void reset() {
        carry = 0;
    }

    long carry() {
        return carry;
    }

    /** The escaped bytes of this block, given its backslashes. */
    long next(long backslashes) {
        long b = backslashes & ~carry; // a backslash escaped by the previous block escapes nothing
        long starts = b & ~(b << 1);
        long evenStarts = starts & EVEN_BITS;
        long oddStarts = starts & ~EVEN_BITS;
        long evenEnds = (b + evenStarts) & ~b;
        long oddSum = b + oddStarts;
        long oddEnds = oddSum & ~b;
        long escaped = (evenEnds & ~EVEN_BITS) | (oddEnds & EVEN_BITS) | (carry & ~backslashes);
        carry = Long.compareUnsigned(oddSum, b) < 0 ? 1 : 0;
        return escaped;
    }
}
