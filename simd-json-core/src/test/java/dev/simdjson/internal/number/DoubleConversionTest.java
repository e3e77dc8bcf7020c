package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Fractions and exponents: the parsed double must be bit-identical to {@link Double#parseDouble}. */
class DoubleConversionTest {

    private static final long SEED = 0x5EED_2025L;

    /** Parses {@code text} (which must be a JSON number with a fraction or exponent) and compares with the JDK. */
    private static void assertSameAsJdk(String text) {
        Parsed parsed = Parsed.of(text);
        assertThat(parsed.kind()).as(text).isEqualTo(NumberParser.DOUBLE);
        assertThat(parsed.end()).as(text).isEqualTo(text.length());
        long expected = Double.doubleToRawLongBits(Double.parseDouble(text));
        if (parsed.doubleBits() != expected) {
            throw new AssertionError(text + ": got " + parsed.doubleValue() + ", Double.parseDouble gives "
                    + Double.longBitsToDouble(expected));
        }
        byte[] buf = Parsed.bytes(text);
        assertThat(Double.doubleToRawLongBits(NumberParser.toDouble(buf, 0, buf.length))).as("toDouble " + text)
                .isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "0.0", "-0.0", "0e0", "-0e-5", "0.000e999999", "1.0", "-1.5", "0.1", "0.3", "1e23", "8.98846567431158e307",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "-1.8e308", "1e308", "1e309",
            "2.2250738585072014e-308", "2.2250738585072011e-308", "2.225073858507201e-308", "4.9e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-323", "1e-400", "-1e-400", "1e400", "-1e400",
            "9007199254740993.0", "9007199254740993e0", "9007199254740992.5", "9007199254740993.00000000000000000001",
            "9007199254740995.0", "123456789012345678901234567890.0", "1.00000000000000000000000000000000000001",
            "7.3177701707893310e+15", "1e0000000000000000000001", "1e-0000000000000000000001",
            "1e99999999999999999999999", "-1e99999999999999999999999", "1e-99999999999999999999999", "0e99999999999",
            "1E+2", "1E-2", "1e+2", "12.5e-1", "0.000000000000000000000000000001e30", "100000000000000000000000e-23",
            "3.141592653589793238462643383279502884197", "2.718281828459045", "6.02214076e23", "1.602176634e-19",
            "-65.613616999999977", "43.420273000000009", "0.1e-22", "1e22", "1e-22", "123e22", "9007199254740992e22",
            "9007199254740993e-22", "1.7976931348623157e+308", "179769313486231580793728971405301e276",
    })
    void specialCases(String text) {
        assertSameAsJdk(text);
    }

    @Test
    void doubleToStringRoundTrips() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < 300_000; i++) {
            double d = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(d)) {
                continue;
            }
            String text = Double.toString(d);
            assertSameAsJdk(text);
            assertThat(Parsed.of(text).doubleValue()).isEqualTo(d);
        }
    }

    @Test
    void randomDigitStrings() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int i = 0; i < 400_000; i++) {
            int digits = 1 + random.nextInt(i % 3 == 0 ? 40 : 25);
            assertSameAsJdk(randomLiteral(random, digits, -360 + random.nextInt(700)));
        }
    }

    @Test
    void longMantissas() {
        // 19 to 25 significant digits: the truncated Eisel–Lemire (m and m + 1) path.
        SplittableRandom random = new SplittableRandom(SEED + 2);
        for (int i = 0; i < 300_000; i++) {
            int digits = 19 + random.nextInt(7);
            assertSameAsJdk(randomLiteral(random, digits, -330 + random.nextInt(640)));
        }
    }

    @Test
    void subnormals() {
        SplittableRandom random = new SplittableRandom(SEED + 3);
        for (int i = 0; i < 100_000; i++) {
            double d = Double.longBitsToDouble(random.nextLong() & 0x800F_FFFF_FFFF_FFFFL);
            assertSameAsJdk(Double.toString(d));
            // The same value with a few more or fewer digits.
            BigDecimal exact = new BigDecimal(d);
            if (exact.signum() != 0) {
                int precision = 1 + random.nextInt(25);
                assertSameAsJdk(scientific(exact.round(new MathContext(precision, RoundingMode.HALF_EVEN))));
            }
        }
    }

    @Test
    void nearHalfwayBetweenNeighbours() {
        SplittableRandom random = new SplittableRandom(SEED + 4);
        for (int i = 0; i < 30_000; i++) {
            long bits = random.nextLong() & 0x7FFF_FFFF_FFFF_FFFFL;
            if (i % 4 == 0) {
                bits &= 0x000F_FFFF_FFFF_FFFFL | (random.nextInt(3) == 0 ? 0 : 0x7FEL << 52); // subnormal or huge
            }
            double d = Double.longBitsToDouble(bits);
            if (!Double.isFinite(d) || !Double.isFinite(Math.nextUp(d))) {
                continue;
            }
            BigDecimal midpoint = new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).divide(BigDecimal.TWO);
            assertSameAsJdk(scientific(midpoint)); // an exact tie: round half to even
            int precision = 17 + random.nextInt(9);
            assertSameAsJdk(scientific(midpoint.round(new MathContext(precision, RoundingMode.UP))));
            assertSameAsJdk(scientific(midpoint.round(new MathContext(precision, RoundingMode.DOWN))));
            BigDecimal nudge = midpoint.ulp().scaleByPowerOfTen(-random.nextInt(3));
            assertSameAsJdk(scientific(midpoint.add(nudge)));
            assertSameAsJdk(scientific(midpoint.subtract(nudge)));
        }
    }

    @Test
    void integersLargerThanTwoToThe53WithFractions() {
        SplittableRandom random = new SplittableRandom(SEED + 5);
        for (int i = 0; i < 100_000; i++) {
            long n = (1L << 53) + random.nextLong(1L << 60);
            assertSameAsJdk(n + ".0");
            assertSameAsJdk(n + "e" + random.nextInt(30));
            assertSameAsJdk(n + "5e-1");
        }
    }

    @Test
    void everyFractionLengthWithEveryFollower() {
        // Fractions are read eight bytes at a time: cover each length, each kind of byte after the digits, and a
        // limit right after the number, after what follows it, and far beyond.
        SplittableRandom random = new SplittableRandom(SEED + 6);
        String[] exponents = {"", "e5", "E-3", "e+0"};
        String[] followers = {"", ",", "]", "/", ":", "x", " 1", "\u00b0", "\u00b9"};
        for (int length = 1; length <= 40; length++) {
            for (String exponent : exponents) {
                for (String follower : followers) {
                    StringBuilder fraction = new StringBuilder();
                    for (int i = 0; i < length; i++) {
                        fraction.append((char) ('0' + random.nextInt(10)));
                    }
                    String number = random.nextInt(20) + "." + fraction + exponent;
                    String text = number + follower;
                    byte[] buf = Parsed.bytes(text + "]12345678");
                    for (int limit : new int[] {number.length(), text.length(), buf.length}) {
                        Parsed parsed = Parsed.of(buf, 0, limit);
                        assertThat(parsed.kind()).as(text).isEqualTo(NumberParser.DOUBLE);
                        assertThat(parsed.end()).as(text).isEqualTo(number.length());
                        assertThat(parsed.doubleBits()).as(text)
                                .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(number)));
                    }
                }
            }
        }
    }

    @Test
    void powersOfTen() {
        for (int e = -400; e <= 400; e++) {
            assertSameAsJdk("1e" + e);
            assertSameAsJdk("-9.999999999999999999e" + e);
            assertSameAsJdk("4.9406564584124654e" + e);
        }
    }

    /** A literal of {@code digits} random significant digits, maybe a fraction, maybe an exponent near {@code e}. */
    static String randomLiteral(SplittableRandom random, int digits, int e) {
        StringBuilder mantissa = new StringBuilder();
        mantissa.append((char) ('1' + random.nextInt(9)));
        for (int k = 1; k < digits; k++) {
            mantissa.append((char) ('0' + random.nextInt(10)));
        }
        StringBuilder text = new StringBuilder();
        if (random.nextBoolean()) {
            text.append('-');
        }
        int point = random.nextInt(digits + 1);
        if (point == 0) {
            text.append("0.").append("0".repeat(random.nextInt(4))).append(mantissa);
        } else if (point == digits) {
            text.append(mantissa).append(".0");
        } else {
            text.append(mantissa, 0, point).append('.').append(mantissa, point, digits);
        }
        if (point == digits || random.nextInt(4) != 0) {
            text.append(random.nextBoolean() ? 'e' : 'E');
            text.append(e < 0 ? "-" : random.nextBoolean() ? "+" : "").append(Math.abs(e));
        }
        return text.toString();
    }

    /** The exact value as "digits e exponent", a JSON number. */
    static String scientific(BigDecimal value) {
        return value.unscaledValue() + "e" + (-value.scale());
    }
}
