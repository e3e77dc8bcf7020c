package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The eight-digits-at-once helpers, against a byte-by-byte reading. */
class EightDigitsTest {

    private static int leadingDigitsSlowly(byte[] bytes) {
        int n = 0;
        while (n < 8 && bytes[n] >= '0' && bytes[n] <= '9') {
            n++;
        }
        return n;
    }

    private static int valueSlowly(byte[] bytes, int n) {
        int value = 0;
        for (int i = 0; i < n; i++) {
            value = 10 * value + bytes[i] - '0';
        }
        return value;
    }

    @Test
    void everyByteValueInEveryPosition() {
        byte[] bytes = Parsed.bytes("12345678");
        for (int position = 0; position < 8; position++) {
            for (int b = 0; b < 256; b++) {
                byte[] copy = bytes.clone();
                copy[position] = (byte) b;
                long chunk = EightDigits.load(copy, 0);
                int n = EightDigits.leadingDigits(chunk);
                assertThat(n).as("byte %02x at %d", b, position).isEqualTo(leadingDigitsSlowly(copy));
                if (n == 8) {
                    assertThat(EightDigits.value(chunk)).isEqualTo(valueSlowly(copy, 8));
                } else {
                    assertThat(EightDigits.value(chunk, n)).as("byte %02x at %d", b, position)
                            .isEqualTo(valueSlowly(copy, n));
                }
            }
        }
    }

    @Test
    void randomChunks() {
        SplittableRandom random = new SplittableRandom(3);
        byte[] bytes = new byte[8];
        for (int i = 0; i < 1_000_000; i++) {
            for (int k = 0; k < 8; k++) {
                // Mostly digits, sometimes any byte, so that every prefix length occurs.
                bytes[k] = random.nextInt(10) == 0 ? (byte) random.nextInt(256) : (byte) ('0' + random.nextInt(10));
            }
            long chunk = EightDigits.load(bytes, 0);
            int n = EightDigits.leadingDigits(chunk);
            assertThat(n).isEqualTo(leadingDigitsSlowly(bytes));
            assertThat(n == 8 ? EightDigits.value(chunk) : EightDigits.value(chunk, n)).isEqualTo(valueSlowly(bytes, n));
        }
    }
}
