package dev.simdjson.internal.stage1;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector kernel on {@code jdk.incubator.vector}: a 64-byte block is one 512-bit vector (or two 256-bit ones),
 * each byte class is one lane-wise compare whose mask becomes a bit mask, and non-ASCII vectors are validated
 * with the Keiser–Lemire lookup method in the same pass. Only {@code dev.simdjson.runtime} names this class, and
 * only after it has checked that the module is present, so nothing loads it on a JVM without the module.
 */
public final class VectorBlockClassifier extends BlockClassifier {

    /** 512-bit where the JVM prefers it, otherwise 256-bit (the runtime never picks this kernel below 256). */
    static final VectorSpecies<Byte> SPECIES = ByteVector.SPECIES_PREFERRED.vectorBitSize() >= 512
            && !"256".equals(System.getProperty("simdjson.vectorBits"))
            ? ByteVector.SPECIES_512 : ByteVector.SPECIES_256;
    private static final int LANES = SPECIES.length();

    // Keiser–Lemire error classes: a bit per kind of ill-formed sequence, so three table lookups and two ANDs
    // find every error that a pair of adjacent bytes can show.
    private static final int TOO_SHORT = 1;       // lead byte followed by a lead or ASCII byte
    private static final int TOO_LONG = 1 << 1;   // ASCII followed by a continuation byte
    private static final int OVERLONG_3 = 1 << 2; // E0 followed by 80..9F
    private static final int TOO_LARGE = 1 << 3;  // F4 followed by 90..BF, or F5..FF
    private static final int SURROGATE = 1 << 4;  // ED followed by A0..BF
    private static final int OVERLONG_2 = 1 << 5; // C0, C1
    private static final int TOO_LARGE_1000 = 1 << 6; // F5..FF followed by 80..8F
    private static final int OVERLONG_4 = 1 << 6; // F0 followed by 80..8F
    private static final int TWO_CONTS = 1 << 7;  // two continuation bytes in a row
    private static final int CARRY = TOO_SHORT | TOO_LONG | TWO_CONTS;

    // Whitespace and operators are found by compares, not by two nibble-table lookups: a lookup is one vpermb on
    // AVX-512 but an emulated cross-lane permute on AVX2, where the compares make stage 1 15-20 % faster (on
    // AVX-512 an earlier compare version measured the same as the lookups); see docs/performance.md.

    /** Indexed by the high nibble of the previous byte. */
    private static final byte[] PREV_HIGH = table(
            TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,
            TWO_CONTS, TWO_CONTS, TWO_CONTS, TWO_CONTS,
            TOO_SHORT | OVERLONG_2,
            TOO_SHORT,
            TOO_SHORT | OVERLONG_3 | SURROGATE,
            TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4);

    /** Indexed by the low nibble of the previous byte. */
    private static final byte[] PREV_LOW = table(
            CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4,
            CARRY | OVERLONG_2,
            CARRY,
            CARRY,
            CARRY | TOO_LARGE,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE,
            CARRY | TOO_LARGE | TOO_LARGE_1000,
            CARRY | TOO_LARGE | TOO_LARGE_1000);

    /** Indexed by the high nibble of the current byte. */
    private static final byte[] CURRENT_HIGH = table(
            TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
            TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,
            TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE,
            TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
            TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
            TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT);

    /**
     * The byte scan is cheaper up to about two blocks of typical JSON (an 84-byte JSON-RPC call: 56 against
     * 82 ns); at 165 bytes these blocks already win (96 against 117 ns).
     */
    @Override
    int byteScanLimit() {
        return 128;
    }

    @Override
    void classify(byte[] buf, int pos) {
        long q = 0, bs = 0, ws = 0, op = 0, ctl = 0;
        for (int i = 0; i < BLOCK; i += LANES) {
            ByteVector v = ByteVector.fromArray(SPECIES, buf, pos + i);
            q |= v.eq((byte) '"').toLong() << i;
            bs |= v.eq((byte) '\\').toLong() << i;
            ws |= v.eq((byte) ' ').or(v.eq((byte) '\t')).or(v.eq((byte) '\n')).or(v.eq((byte) '\r')).toLong() << i;
            ByteVector folded = v.or((byte) 0x20); // '[' to '{' and ']' to '}': one compare for each pair
            op |= folded.eq((byte) '{').or(folded.eq((byte) '}')).or(v.eq((byte) ':')).or(v.eq((byte) ','))
                    .toLong() << i;
            ctl |= v.compare(VectorOperators.ULT, (byte) 0x20).toLong() << i;
            if (v.lt((byte) 0).toLong() != 0) {
                if (invalidUtf8(buf, pos + i)) {
                    utf8Invalid = true;
                }
                pendingSequence = endsInsideSequence(buf, pos + i + LANES);
            } else if (pendingSequence) {
                utf8Invalid = true; // a sequence cut short by ASCII
                pendingSequence = false;
            }
        }
        quotes = q;
        backslashes = bs;
        whitespace = ws;
        operators = op;
        controls = ctl;
    }

    /** Whether the last non-ASCII vector ended inside a multi-byte sequence (checked when ASCII follows). */
    private boolean pendingSequence;

    /**
     * Keiser–Lemire check of one vector against the three bytes before each lane. ASCII vectors skip it; one that
     * follows an unfinished sequence is caught by {@link #pendingSequence}, and the indexer feeds a final ASCII
     * block so that a sequence cut off by the end of the input is caught as well.
     */
    private static boolean invalidUtf8(byte[] buf, int at) {
        // Loaded again rather than passed in: a vector argument to a call the JIT does not inline gets boxed.
        ByteVector current = ByteVector.fromArray(SPECIES, buf, at);
        ByteVector prev1 = ByteVector.fromArray(SPECIES, buf, at - 1);
        ByteVector prevHigh = prev1.lanewise(VectorOperators.LSHR, 4).selectFrom(ByteVector.fromArray(SPECIES, PREV_HIGH, 0));
        ByteVector prevLow = prev1.and((byte) 0x0F).selectFrom(ByteVector.fromArray(SPECIES, PREV_LOW, 0));
        ByteVector curHigh = current.lanewise(VectorOperators.LSHR, 4).selectFrom(ByteVector.fromArray(SPECIES, CURRENT_HIGH, 0));
        ByteVector special = prevHigh.and(prevLow).and(curHigh);
        ByteVector prev2 = ByteVector.fromArray(SPECIES, buf, at - 2);
        ByteVector prev3 = ByteVector.fromArray(SPECIES, buf, at - 3);
        VectorMask<Byte> mustContinue = prev2.compare(VectorOperators.UGE, (byte) 0xE0)
                .or(prev3.compare(VectorOperators.UGE, (byte) 0xF0));
        // A lane must show exactly TWO_CONTS where a three- or four-byte sequence needs it to continue, else
        // nothing. Two compares and mask logic: a blend of a broadcast into the expected vector is not compiled
        // to one instruction on every width and showed as a sixth of a small non-ASCII document's read.
        VectorMask<Byte> wrongContinuation = special.compare(VectorOperators.NE, (byte) TWO_CONTS).and(mustContinue);
        VectorMask<Byte> otherError = special.compare(VectorOperators.NE, (byte) 0).andNot(mustContinue);
        return wrongContinuation.or(otherError).anyTrue();
    }

    /** Whether the three bytes before {@code end} hold a lead byte whose sequence runs past {@code end}. */
    private static boolean endsInsideSequence(byte[] buf, int end) {
        return (buf[end - 1] & 0xFF) >= 0xC0 || (buf[end - 2] & 0xFF) >= 0xE0 || (buf[end - 3] & 0xFF) >= 0xF0;
    }

    @Override
    void reset() {
        super.reset();
        pendingSequence = false;
    }

    /** A 16-entry table, zero-extended to a full vector (nibble indices never reach past 15). */
    private static byte[] table(int... entries) {
        byte[] t = new byte[Math.max(LANES, 16)];
        for (int i = 0; i < entries.length; i++) {
            t[i] = (byte) entries[i];
        }
        return t;
    }

    /** The species in use, e.g. {@code Species[byte, 64, S_512_BIT]}. */
    public static String species() {
        return SPECIES.toString();
    }

    /** The species' width in bits. */
    public static int bitWidth() {
        return SPECIES.vectorBitSize();
    }

    /** The JVM's preferred vector width in bits. */
    public static int preferredBitWidth() {
        return ByteVector.SPECIES_PREFERRED.vectorBitSize();
    }

    @Override
    public String name() {
        return "vector (" + species() + ")";
    }
}
