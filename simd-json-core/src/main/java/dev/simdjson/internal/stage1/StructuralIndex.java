package dev.simdjson.internal.stage1;

import java.util.Arrays;

/**
 * Stage 1's output for one input: the offsets of every structural character (operators, opening quotes of
 * strings, first bytes of numbers and literals) in input order, and the offsets of the backslashes inside strings
 * (so stage 2 knows, without scanning, exactly which strings need unescaping). Reused across parses; grows with
 * the input.
 */
public final class StructuralIndex {

    /** Offsets into the input array; {@code positions[count]} is a sentinel equal to {@link #end}. */
    int[] positions = new int[1024];
    int count;
    /** Offsets of backslashes inside strings, ascending; {@code backslashes[backslashCount]} is a sentinel. */
    int[] backslashes = new int[64];
    int backslashCount;
    int start;
    int end;

    void reset(int start, int end) {
        this.start = start;
        this.end = end;
        this.count = 0;
        this.backslashCount = 0;
        int len = end - start;
        // Flattening may write up to 7 slots past the last structural; one structural per byte at most.
        if (positions.length < len + 80) {
            positions = new int[Math.max(len + 80, positions.length * 2)];
        }
    }

    /**
     * Bytes a reused index keeps from one document to the next (4 MiB per array, as the writer's buffer): the
     * positions of documents up to about 1 MiB stay allocated, a larger document's are let go after it.
     */
    public static final int RETAINED_BYTES = 4 << 20;

    /** Drops arrays grown past {@link #RETAINED_BYTES} by a large document (call when the document is done). */
    public void trim() {
        if ((long) positions.length * Integer.BYTES > RETAINED_BYTES) {
            positions = new int[1024];
        }
        if ((long) backslashes.length * Integer.BYTES > RETAINED_BYTES) {
            backslashes = new int[64];
        }
        count = 0;
        backslashCount = 0;
    }

    /** Bytes held by the arrays (for tests and diagnostics). */
    public long retainedBytes() {
        return ((long) positions.length + backslashes.length) * Integer.BYTES;
    }

    /** Room for {@code more} backslash offsets (plus flattening's overshoot and the sentinel). */
    int[] backslashRoom(int more) {
        if (backslashes.length < backslashCount + more + 8) {
            backslashes = Arrays.copyOf(backslashes, Math.max(backslashCount + more + 8, backslashes.length * 2));
        }
        return backslashes;
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

    /** Offsets of the backslashes inside strings, ascending, then {@link Integer#MAX_VALUE}. */
    public int[] backslashes() {
        return backslashes;
    }
}
