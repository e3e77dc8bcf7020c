package dev.simdjson.internal.stage1;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector kernel on {@code jdk.incubator.vector}: a 64-byte block is one 512-bit vector, two 256-bit ones or four
 * 128-bit ones ({@link VectorWidth}). Each byte class is found lane-wise (compares, or nibble-table lookups at 128
 * bits) and its mask becomes a bit mask; blocks holding non-ASCII bytes are validated with the Keiser–Lemire lookup
 * method in the same pass. The same code runs at every width: only the loop's step, and at 128 bits the way
 * whitespace and operators are found, change. Only {@code dev.simdjson.runtime} names this class, and only after it
 * has checked that the module is present, so nothing loads it on a JVM without the module.
 */
public final class VectorBlockClassifier extends BlockClassifier {

    static final VectorSpecies<Byte> SPECIES = VectorSpecies.of(byte.class, VectorShape.forBitSize(VectorWidth.bits()));
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

    // Whitespace and operators: at 128 bits by two nibble-table lookups ANDed, the simdjson method (one pshufb or NEON
    // tbl each, since a 16-byte table fills the vector); from 256 bits by compares, since there the Vector API's byte
    // permute crosses 128-bit lanes, which AVX2 emulates: the compares made stage 1 15-20 % faster there, and measured
    // the same as the lookups on AVX-512; see docs/performance.md.
    private static final boolean NIBBLE_LOOKUPS = LANES == 16;
    private static final int SPACE = 1;          // high nibble 2, low 0
    private static final int TAB_LF_CR = 1 << 1; // high 0, low 9, A, D
    private static final int COMMA = 1 << 2;     // high 2, low C
    private static final int COLON = 1 << 3;     // high 3, low A
    private static final int BRACKET = 1 << 4;   // high 5 or 7, low B or D: [ ] { }
    private static final int WHITESPACE = SPACE | TAB_LF_CR;
    private static final int OPERATOR = COMMA | COLON | BRACKET;
    private static final byte[] BY_LOW_NIBBLE = table(
            SPACE, 0, 0, 0, 0, 0, 0, 0, 0, TAB_LF_CR, TAB_LF_CR | COLON, BRACKET, COMMA, TAB_LF_CR | BRACKET, 0, 0);
    private static final byte[] BY_HIGH_NIBBLE = table(
            TAB_LF_CR, 0, SPACE | COMMA, COLON, 0, BRACKET, 0, BRACKET, 0, 0, 0, 0, 0, 0, 0, 0);

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
        ByteVector all = ByteVector.zero(SPECIES); // the block's bytes ORed: a sign bit says some byte is non-ASCII
        for (int i = 0; i < BLOCK; i += LANES) {
            ByteVector v = ByteVector.fromArray(SPECIES, buf, pos + i);
            all = all.or(v);
            q |= v.eq((byte) '"').toLong() << i;
            bs |= v.eq((byte) '\\').toLong() << i;
            if (NIBBLE_LOOKUPS) {
                // Written out here: a vector passed to a call the JIT does not inline (in a big caller) gets boxed.
                ByteVector low = v.and((byte) 0x0F).selectFrom(ByteVector.fromArray(SPECIES, BY_LOW_NIBBLE, 0));
                // A 16-bit shift then a mask: x86 has no byte shift, and C2 widens a byte-lane one to shorts and back.
                ByteVector high = v.reinterpretAsShorts().lanewise(VectorOperators.LSHR, 4).reinterpretAsBytes()
                        .and((byte) 0x0F).selectFrom(ByteVector.fromArray(SPECIES, BY_HIGH_NIBBLE, 0));
                ByteVector classes = low.and(high);
                ws |= classes.and((byte) WHITESPACE).compare(VectorOperators.NE, (byte) 0).toLong() << i;
                op |= classes.and((byte) OPERATOR).compare(VectorOperators.NE, (byte) 0).toLong() << i;
            } else {
                ws |= v.eq((byte) ' ').or(v.eq((byte) '\t')).or(v.eq((byte) '\n')).or(v.eq((byte) '\r')).toLong() << i;
                ByteVector folded = v.or((byte) 0x20); // '[' to '{' and ']' to '}': one compare for each pair
                op |= folded.eq((byte) '{').or(folded.eq((byte) '}')).or(v.eq((byte) ':')).or(v.eq((byte) ','))
                        .toLong() << i;
            }
            ctl |= v.compare(VectorOperators.ULT, (byte) 0x20).toLong() << i;
        }
        if (all.lt((byte) 0).anyTrue()) {
            validateUtf8(buf, pos);
        } else if (pendingSequence) {
            utf8Invalid = true; // a sequence cut short by ASCII
            pendingSequence = false;
        }
        quotes = q;
        backslashes = bs;
        whitespace = ws;
        operators = op;
        controls = ctl;
    }

    /** UTF-8 validation of a block that holds non-ASCII bytes, vector by vector (ASCII vectors skip the check). */
    private void validateUtf8(byte[] buf, int pos) {
        for (int i = 0; i < BLOCK; i += LANES) {
            if (ByteVector.fromArray(SPECIES, buf, pos + i).lt((byte) 0).anyTrue()) {
                if (invalidUtf8(buf, pos + i)) {
                    utf8Invalid = true;
                }
                pendingSequence = endsInsideSequence(buf, pos + i + LANES);
            } else if (pendingSequence) {
                utf8Invalid = true;
                pendingSequence = false;
            }
        }
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
        return VectorWidth.preferredBits();
    }

    @Override
    public String name() {
        return "vector (" + species() + ")";
    }
}
