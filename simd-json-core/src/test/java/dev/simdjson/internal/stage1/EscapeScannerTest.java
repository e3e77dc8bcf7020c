package dev.simdjson.internal.stage1;

import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The carry-based escape scan against a byte-by-byte reference, across block boundaries. */
class EscapeScannerTest {

    private final Random random = new Random(20261129);

    @Test
    void runsOfEveryLengthAtEveryOffsetAcrossTwoBlocks() {
        for (int length = 1; length <= 70; length++) {
            for (int offset = 0; offset + length < 128; offset++) {
                boolean[] backslash = new boolean[128];
                for (int i = offset; i < offset + length; i++) {
                    backslash[i] = true;
                }
                assertMatchesReference(backslash);
            }
        }
    }

    @RepeatedTest(200)
    void randomBackslashPatternsOverFourBlocks() {
        boolean[] backslash = new boolean[256];
        double density = random.nextDouble();
        for (int i = 0; i < backslash.length; i++) {
            backslash[i] = random.nextDouble() < density;
        }
        assertMatchesReference(backslash);
    }

    private static void assertMatchesReference(boolean[] backslash) {
        boolean[] expected = reference(backslash);
        EscapeScanner scanner = new EscapeScanner();
        for (int block = 0; block < backslash.length / 64; block++) {
            long mask = 0;
            for (int i = 0; i < 64; i++) {
                if (backslash[block * 64 + i]) {
                    mask |= 1L << i;
                }
            }
            long escaped = scanner.next(mask);
            for (int i = 0; i < 64; i++) {
                assertThat((escaped >>> i & 1) == 1)
                        .as("byte %d of mask %x: escaped %x", block * 64 + i, mask, escaped)
                        .isEqualTo(expected[block * 64 + i]);
            }
        }
    }

    /** Byte by byte: a backslash that is not itself escaped escapes the next byte; report non-backslashes only. */
    private static boolean[] reference(boolean[] backslash) {
        boolean[] escaped = new boolean[backslash.length];
        for (int i = 0; i < backslash.length - 1; i++) {
            if (backslash[i] && !escaped[i]) {
                escaped[i + 1] = true;
            }
        }
        for (int i = 0; i < backslash.length; i++) {
            escaped[i] &= !backslash[i];
        }
        return escaped;
    }
}
