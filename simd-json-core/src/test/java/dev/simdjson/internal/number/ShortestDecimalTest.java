package dev.simdjson.internal.number;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ShortestDecimal} writes the text of {@code Double.toString} / {@code Float.toString} (JDK 19+, the shortest
 * decimal that rounds back) for every value tried: random bit patterns over the whole range, the edges of each
 * binade, powers of ten and two, subnormals, and every float of a few whole binades.
 */
class ShortestDecimalTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(0x5C0BFAC4L);
    private final byte[] buf = new byte[ShortestDecimal.MAX_CHARS + 8];

    private String ours(double v) {
        return new String(buf, 0, ShortestDecimal.writeDouble(v, buf, 0), StandardCharsets.US_ASCII);
    }

    private String ours(float v) {
        return new String(buf, 0, ShortestDecimal.writeFloat(v, buf, 0), StandardCharsets.US_ASCII);
    }

    private void check(double v) {
        if (Double.isFinite(v)) {
            String expected = Double.toString(v);
            String actual = ours(v);
            if (!expected.equals(actual)) {
                assertThat(actual).as("bits %016x", Double.doubleToRawLongBits(v)).isEqualTo(expected);
            }
        }
    }

    private void check(float v) {
        if (Float.isFinite(v)) {
            String expected = Float.toString(v);
            String actual = ours(v);
            if (!expected.equals(actual)) {
                assertThat(actual).as("bits %08x", Float.floatToRawIntBits(v)).isEqualTo(expected);
            }
        }
    }

    @Test
    void doublesFromRandomBitPatterns() {
        for (int i = 0; i < 2_000_000; i++) {
            check(Double.longBitsToDouble(RANDOM.nextLong()));
        }
    }

    @Test
    void doublesThatAreShortDecimalsIntegersAndEdges() {
        for (int i = 0; i < 300_000; i++) {
            check(RANDOM.nextInt(1_000_000) / 100.0);                 // prices, scores
            check((double) RANDOM.nextLong(1L << 60));                // integers, past 2^53 too
            check(RANDOM.nextDouble() * Math.pow(10, RANDOM.nextInt(-30, 30)));
        }
        for (int e = -1074; e <= 1023; e++) {
            double p = Math.scalb(1.0, e);
            check(p);
            check(Math.nextUp(p));
            check(Math.nextDown(p));
            check(-p);
        }
        for (int e = -324; e <= 308; e++) {
            double p = Double.parseDouble("1e" + e);
            check(p);
            check(Math.nextUp(p));
            check(Math.nextDown(p));
        }
        for (long bits = 0; bits < 10_000; bits++) {
            check(Double.longBitsToDouble(bits)); // the smallest subnormals
        }
        double[] named = {0.0, -0.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1.0, 0.1, 0.001,
                9.999999999999999E-4, 1.0E7, 9999999.999999998, 1.0E23, 2.0E-3, 5.0E-324, 1.7976931348623157E308,
                9007199254740991.0, 9007199254740992.0, 123456789012345680.0, 4.35, 2.675, 100.0};
        for (double v : named) {
            check(v);
            check(-v);
        }
        assertThat(ours(Double.MIN_VALUE)).isEqualTo("4.9E-324");
        assertThat(ours(-0.0)).isEqualTo("-0.0");
        assertThat(ours(1.0E23)).isEqualTo("1.0E23");
    }

    @Test
    void floatsFromRandomBitsAndWholeBinades() {
        for (int i = 0; i < 2_000_000; i++) {
            check(Float.intBitsToFloat(RANDOM.nextInt()));
        }
        for (int e : new int[] {-149, -126, -20, -10, -1, 0, 1, 10, 23, 24, 60, 127}) {
            int from = Float.floatToRawIntBits(Math.scalb(1f, e));
            for (int bits = from; bits < from + (1 << 18); bits++) {
                check(Float.intBitsToFloat(bits));
            }
        }
        for (int bits = 0; bits < 100_000; bits++) {
            check(Float.intBitsToFloat(bits));
        }
        float[] named = {0f, -0f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 0.1f, 0.3f, 1.0E7f, 1.0E-3f,
                3.4028235E38f, 16777216f, 33554432f, 0.25f, 19.99f};
        for (float v : named) {
            check(v);
            check(-v);
        }
        assertThat(ours(Float.MIN_VALUE)).isEqualTo("1.4E-45");
    }
}
