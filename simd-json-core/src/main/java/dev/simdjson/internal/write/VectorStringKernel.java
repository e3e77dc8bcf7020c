package dev.simdjson.internal.write;

import dev.simdjson.internal.stage1.VectorWidth;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The Vector API {@link StringKernel}: loads 8, 16 or 32 characters (the stage 1 kernel's {@link VectorWidth}) as
 * one vector of shorts, finds the characters that need attention with four lane-wise compares, and stores the clean
 * prefix narrowed to bytes in one store.
 * Only {@code dev.simdjson.runtime} names this class, and only once it knows {@code jdk.incubator.vector} is in
 * the boot layer.
 */
public final class VectorStringKernel implements StringKernel {

    private static final VectorSpecies<Short> SPECIES =
            VectorSpecies.of(short.class, VectorShape.forBitSize(VectorWidth.bits()));
    /** The same characters as bytes: half the width. */
    private static final VectorSpecies<Byte> NARROW =
            VectorSpecies.of(byte.class, VectorShape.forBitSize(VectorWidth.bits() / 2));
    private static final int LANES = SPECIES.length();

    public VectorStringKernel() {
    }

    @Override
    public int copyPlain(char[] src, int from, int to, byte[] dst, int dstPos) {
        int i = from;
        int limit = to - LANES;
        while (i <= limit) {
            ShortVector v = ShortVector.fromCharArray(SPECIES, src, i);
            // One unsigned compare finds both ends: c - 0x20 >= 0x60 (unsigned) is c < 0x20 or c >= 0x80.
            VectorMask<Short> stop = v.sub((short) 0x20).compare(VectorOperators.UGE, (short) 0x60)
                    .or(v.compare(VectorOperators.EQ, (short) '"'))
                    .or(v.compare(VectorOperators.EQ, (short) '\\'));
            ByteVector narrow = (ByteVector) v.convertShape(VectorOperators.S2B, NARROW, 0);
            narrow.intoArray(dst, dstPos + (i - from));
            if (stop.anyTrue()) {
                return i - from + stop.firstTrue();
            }
            i += LANES;
        }
        int d = dstPos + (i - from);
        if (i < to && src.length - i >= LANES) {
            // The tail (or a short string) as one more full vector: the lanes past `to` count as stops, and the
            // bytes they store land in the slack the caller keeps after the room it asked for.
            ShortVector v = ShortVector.fromCharArray(SPECIES, src, i);
            long stop = v.sub((short) 0x20).compare(VectorOperators.UGE, (short) 0x60)
                    .or(v.compare(VectorOperators.EQ, (short) '"'))
                    .or(v.compare(VectorOperators.EQ, (short) '\\')).toLong() | (-1L << (to - i));
            ((ByteVector) v.convertShape(VectorOperators.S2B, NARROW, 0)).intoArray(dst, d);
            return i - from + Long.numberOfTrailingZeros(stop);
        }
        while (i < to) {
            char c = src[i];
            if (c >= 0x80 || c < 0x20 || c == '"' || c == '\\') {
                break;
            }
            dst[d++] = (byte) c;
            i++;
        }
        return i - from;
    }

    @Override
    public String describe() {
        return SPECIES.toString();
    }
}
