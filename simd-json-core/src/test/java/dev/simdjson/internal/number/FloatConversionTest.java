package dev.simdjson.internal.number;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link NumberParser#floatValue()} rounds the text once, as {@link Float#parseFloat} does: short decimals on the
 * float fast path, long ones and extremes through the double or the text, values halfway between two floats.
 */
class FloatConversionTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(0xF10A7L);
    private final NumberParser parser = new NumberParser();

    private void check(String text) {
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        assertThat(parser.parse(b, 0, b.length)).as(text).isEqualTo(NumberParser.DOUBLE);
        float ours = parser.floatValue();
        float theirs = Float.parseFloat(text);
        if (Float.floatToRawIntBits(ours) != Float.floatToRawIntBits(theirs)) {
            assertThat(ours).as(text).isEqualTo(theirs);
        }
    }

    @Test
    void shortDecimalsAsTelemetryAndPricesHaveThem() {
        for (int i = 0; i < 200_000; i++) {
            int digits = RANDOM.nextInt(1, 11);
            long m = RANDOM.nextLong((long) Math.pow(10, Math.min(digits, 9)));
            int scale = RANDOM.nextInt(0, 11);
            String s = Long.toString(m);
            String text = scale == 0 ? s + ".0"
                    : scale >= s.length() ? "0." + "0".repeat(scale - s.length()) + s
                    : s.substring(0, s.length() - scale) + "." + s.substring(s.length() - scale);
            check(text);
            check("-" + text);
            check(s + "e" + RANDOM.nextInt(-10, 11));
        }
    }

    @Test
    void everyOtherShapeRoundsOnceToo() {
        for (int i = 0; i < 200_000; i++) {
            check(Float.toString(Float.intBitsToFloat(RANDOM.nextInt() & 0x7FFF_FFFF)).replace("Infinity", "1e39")
                    .replace("NaN", "1.5"));
            check(Double.toString(RANDOM.nextDouble() * Math.pow(10, RANDOM.nextInt(-50, 50))));
        }
        // halfway between two floats: 1 + 2^-24 rounds to even (1.0), 1 + 3 * 2^-24 up
        check("1.000000059604644775390625");
        check("1.000000178813934326171875");
        check("16777217.0");
        check("16777217.000000001");
        check("0.0000000000000000000000000000000000000000000014012984643248170709237295832899161312802619418765");
        check("3.4028235677973366e38");
        check("1e-46");
        check("-0.0");
        check("0.1");
        check("16777216e10");
    }
}
