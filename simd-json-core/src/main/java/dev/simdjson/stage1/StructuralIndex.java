package dev.simdjson.stage1;

import java.util.Arrays;

/**
 * Stage 1's output for one input: the offsets of every structural character (operators, opening quotes of
 * strings, first bytes of numbers and literals) in input order, and which 64-byte blocks hold a backslash
 * (so stage 2 knows, without scanning, which strings may need unescaping). Reused across parses; grows with
 * the input.
 */
public final class StructuralIndex {

    /** Offsets into the input array; {@code positions[count]} is a sentinel equal to {@link #end}. */
    int[] positions = new int[1024];
    int count;
    long[] escapeBlocks = new long[16];
    /** Whether any block holds a backslash: most documents have none, and then no string needs a look. */
    boolean anyEscapes;
    int start;
    int end;

    void reset(int start, int end) {
        this.start = start;
        this.end = end;
        this.count = 0;
        this.anyEscapes = false;
        int len = end - start;
        // Flattening may write up to 3 slots past the last structural; one structural per byte at most.
        if (positions.length < len + 72) {
            positions = new int[Math.max(len + 72, positions.length * 2)];
        }
        int words = ((len + 63) >>> 6 >>> 6) + 2;
        if (escapeBlocks.length < words) {
            escapeBlocks = new long[Math.max(words, escapeBlocks.length * 2)];
        } else {
            Arrays.fill(escapeBlocks, 0, words, 0L);
        }
    }

    public int[] positions() {
        return positions;
    }

    public int count() {
        return count;
    }

    public int start() {
        return start;
    }

    public int end() {
        return end;
    }

    /** Whether any 64-byte block overlapping {@code [from, to)} holds a backslash. */
    public boolean mayHaveEscapes(int from, int to) {
        if (!anyEscapes) {
            return false;
        }
        int first = (from - start) >>> 6;
        int last = (to - 1 - start) >>> 6;
        if (first == last) {
            return (escapeBlocks[first >>> 6] & (1L << first)) != 0;
        }
        for (int b = first; b <= last; b++) {
            if ((escapeBlocks[b >>> 6] & (1L << b)) != 0) {
                return true;
            }
        }
        return false;
    }
}
