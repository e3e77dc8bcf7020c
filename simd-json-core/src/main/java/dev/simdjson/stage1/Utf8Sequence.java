package dev.simdjson.stage1;

/**
 * Byte-at-a-time UTF-8 well-formedness (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF), with
 * its state carried across calls. The scalar kernel validates non-ASCII bytes with it, and both kernels use
 * {@link #firstInvalid} to locate an error exactly once a block has been flagged.
 */
final class Utf8Sequence {

    /** Continuation bytes still expected. */
    private int pending;
    /** Allowed range of the next continuation byte (narrower than 0x80..0xBF right after some lead bytes). */
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

    /** Offset of the lead byte of the unfinished sequence, or -1. */
    int leadOffset() {
        return leadOffset;
    }

    /** Feeds one byte; returns false when it makes the input ill-formed. */
    boolean accept(int b, int offset) {
        b &= 0xFF;
        if (pending != 0) {
            if (b < low || b > high) {
                return false;
            }
            pending--;
            low = 0x80;
            high = 0xBF;
            return true;
        }
        if (b < 0x80) {
            return true;
        }
        leadOffset = offset;
        if (b < 0xC2) {
            return false; // a stray continuation byte, or an overlong two-byte lead (C0, C1)
        } else if (b < 0xE0) {
            pending = 1;
        } else if (b < 0xF0) {
            pending = 2;
            if (b == 0xE0) {
                low = 0xA0; // overlong below U+0800
            } else if (b == 0xED) {
                high = 0x9F; // UTF-16 surrogates
            }
        } else if (b < 0xF5) {
            pending = 3;
            if (b == 0xF0) {
                low = 0x90; // overlong below U+10000
            } else if (b == 0xF4) {
                high = 0x8F; // above U+10FFFF
            }
        } else {
            return false;
        }
        return true;
    }

    /**
     * Offset of the first byte of the first ill-formed sequence in {@code buf[start, end)}: the lead byte of a
     * broken or truncated sequence, or a stray continuation byte. -1 when the range is well-formed.
     */
    static int firstInvalid(byte[] buf, int start, int end) {
        Utf8Sequence s = new Utf8Sequence();
        for (int i = start; i < end; i++) {
            if (!s.accept(buf[i], i)) {
                // A continuation byte out of range breaks the sequence its lead byte started: report the lead.
                return s.pending != 0 ? s.leadOffset : i;
            }
        }
        return s.inSequence() ? s.leadOffset : -1;
    }
}
