package dev.simdjson.internal.stage1;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The portable kernel: SWAR (SIMD within a register) on eight bytes at a time, never touching
 * {@code jdk.incubator.vector}. Chosen when the vector module is absent, vectors are narrower than 128 bits, the
 * 128-bit vector kernel measured no faster, or {@code simdjson.implementation=scalar}.
 */
public final class ScalarBlockClassifier extends BlockClassifier {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long HIGH = 0x8080808080808080L;

    private final Utf8Sequence utf8 = new Utf8Sequence();

    /**
     * Every input: the byte scan indexes twice as fast as these blocks at every size (the corpus and small DTOs
     * alike), so they only run for input the scan hands back, i.e. invalid input, to find the error.
     */
    @Override
    int byteScanLimit() {
        return Integer.MAX_VALUE;
    }

    @Override
    void classify(byte[] buf, int pos) {
        long q = 0, bs = 0, ws = 0, op = 0, ctl = 0, nonAscii = 0;
        for (int k = 0; k < BLOCK; k += 8) {
            long w = (long) LONGS.get(buf, pos + k);
            q |= movemask(equal(w, '"')) << k;
            bs |= movemask(equal(w, '\\')) << k;
            long control = ~(((w & LOW7) + 0x60 * ONES) | w) & HIGH; // bytes below 0x20
            long space = equal(w, ' ');
            if (control != 0) { // tab, line feed and carriage return are controls: only look when there are some
                space |= equal(w, '\n') | equal(w, '\r') | equal(w, '\t');
            }
            ws |= movemask(space) << k;
            long folded = w | (0x20 * ONES); // '[' -> '{', ']' -> '}'
            op |= movemask(equal(folded, '{') | equal(folded, '}') | equal(w, ',') | equal(w, ':')) << k;
            ctl |= movemask(control) << k;
            nonAscii |= w & HIGH;
        }
        if ((nonAscii != 0 || utf8.inSequence()) && !utf8.validate(buf, pos, pos + BLOCK)) {
            utf8Invalid = true;
            utf8.reset();
        }
        quotes = q;
        backslashes = bs;
        whitespace = ws;
        operators = op;
        controls = ctl;
    }

    /** High bit set in each byte of {@code w} equal to {@code c}, exactly (no borrow false positives). */
    private static long equal(long w, int c) {
        long x = w ^ (c * ONES);
        return ~(((x & LOW7) + LOW7) | x) & HIGH;
    }

    /** Gathers the high bit of each byte into the low 8 bits (byte i to bit i). */
    private static long movemask(long highBits) {
        return ((highBits >>> 7) * 0x0102040810204080L) >>> 56;
    }

    @Override
    void reset() {
        super.reset();
        utf8.reset();
    }

    @Override
    public String name() {
        return "scalar (SWAR, 64-bit words)";
    }
}
