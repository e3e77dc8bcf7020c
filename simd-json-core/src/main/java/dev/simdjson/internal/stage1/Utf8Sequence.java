package dev.simdjson.internal.stage1;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * UTF-8 well-formedness (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF) as a small state machine
 * whose state carries across calls, so sequences may straddle blocks. The scalar kernel validates its non-ASCII
 * blocks with it, both kernels use {@link #firstInvalid} to locate an error exactly once a block has been
 * flagged, and the {@link ByteScanIndexer} checks each sequence of a string by its lead-byte rules
 * ({@link #sequenceLength}, {@link #secondLow}, {@link #secondHigh}).
 */
final class Utf8Sequence {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Continuation bytes still expected. */
    private int pending;
    /** Allowed range of the next continuation byte (narrower than 0x80..0xBF right after E0, ED, F0, F4). */
    private int low = 0x80;
    private int high = 0xBF;
    /** Offset of the lead byte of the sequence in progress, for error reports. */
    private int leadOffset = -1;

    void reset() {
        pending = 0;
        low = 0x80;
        high = 0xBF;
        leadOffset = -1;
    }

    boolean inSequence() {
        return pending != 0;
    }

    /**
     * Feeds {@code buf[from, to)}; returns false at the first byte that makes the input ill-formed (the state is
     * then left at that byte, see {@link #firstInvalid}).
     */
    boolean validate(byte[] buf, int from, int to) {
        int pending = this.pending;
        int low = this.low;
        int high = this.high;
        int lead = this.leadOffset;
        boolean ok = true;
        for (int i = from; i < to; i++) {
            if (pending == 0 && i + 8 <= to && ((long) LONGS.get(buf, i) & 0x8080808080808080L) == 0) {
                i += 7; // eight ASCII bytes at once
                continue;
            }
            int b = buf[i] & 0xFF;
            if (pending != 0) {
                if (b < low || b > high) {
                    ok = false;
                    break;
                }
                pending--;
                low = 0x80;
                high = 0xBF;
            } else if (b >= 0x80) {
                lead = i;
                int length = sequenceLength(b);
                if (length == 0) {
                    ok = false;
                    break;
                }
                pending = length - 1;
                low = secondLow(b);
                high = secondHigh(b);
            }
        }
        this.pending = pending;
        this.low = low;
        this.high = high;
        this.leadOffset = lead;
        return ok;
    }

    /**
     * Bytes in the sequence that {@code lead} (0x80 or above) starts, 2 to 4; 0 when it starts none: a stray
     * continuation byte, an overlong lead (C0, C1) or one beyond U+10FFFF (F5 to FF).
     */
    static int sequenceLength(int lead) {
        return lead < 0xC2 || lead > 0xF4 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }

    /**
     * The lowest byte allowed right after {@code lead}: 0x80, or higher where a lower one would be overlong (E0:
     * below U+0800; F0: below U+10000).
     */
    static int secondLow(int lead) {
        return lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    }

    /** The highest byte allowed right after {@code lead}: 0xBF, or lower for ED (surrogates) and F4 (past U+10FFFF). */
    static int secondHigh(int lead) {
        return lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    }

    /**
     * Offset of the first byte of the first ill-formed sequence in {@code buf[start, end)}: the lead byte of a
     * broken or truncated sequence, or a stray continuation byte. -1 when the range is well-formed.
     */
    static int firstInvalid(byte[] buf, int start, int end) {
        Utf8Sequence s = new Utf8Sequence();
        for (int i = start; i < end; i++) {
            boolean inSequence = s.pending != 0;
            if (!s.validate(buf, i, i + 1)) {
                // A continuation byte out of range breaks the sequence its lead byte started: report the lead.
                return inSequence ? s.leadOffset : i;
            }
        }
        return s.inSequence() ? s.leadOffset : -1;
    }
}
