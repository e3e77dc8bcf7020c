package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Integer literals: LONG when the value fits exactly, BIG_INTEGER otherwise. */
class IntegerParsingTest {

    private static void assertLong(String text, long expected) {
        Parsed parsed = Parsed.of(text);
        assertThat(parsed.kind()).as(text).isEqualTo(NumberParser.LONG);
        assertThat(parsed.longValue()).as(text).isEqualTo(expected);
        assertThat(parsed.end()).as(text).isEqualTo(text.length());
    }

    private static void assertBigInteger(String text) {
        Parsed parsed = Parsed.of(text);
        assertThat(parsed.kind()).as(text).isEqualTo(NumberParser.BIG_INTEGER);
        assertThat(parsed.end()).as(text).isEqualTo(text.length());
        byte[] buf = Parsed.bytes(text);
        assertThat(NumberParser.bigInteger(buf, 0, buf.length)).as(text).isEqualTo(new BigInteger(text));
        assertThat(Double.doubleToRawLongBits(NumberParser.toDouble(buf, 0, buf.length))).as(text)
                .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
    }

    @Test
    void smallIntegers() {
        assertLong("0", 0);
        assertLong("-0", 0);
        assertLong("1", 1);
        assertLong("-1", -1);
        assertLong("9", 9);
        assertLong("10", 10);
        assertLong("123456789", 123456789);
        assertLong("999999999999999999", 999_999_999_999_999_999L); // 18 digits
        assertLong("1000000000000000000", 1_000_000_000_000_000_000L); // 19 digits
    }

    @Test
    void theEdgesOfLong() {
        assertLong("9223372036854775807", Long.MAX_VALUE);
        assertLong("-9223372036854775807", -Long.MAX_VALUE);
        assertLong("-9223372036854775808", Long.MIN_VALUE);
        assertLong("9223372036854775806", Long.MAX_VALUE - 1);
        assertBigInteger("9223372036854775808");
        assertBigInteger("-9223372036854775809");
        assertBigInteger("9223372036854775809");
        assertBigInteger("9999999999999999999"); // 19 digits, above Long.MAX_VALUE
        assertBigInteger("-9999999999999999999");
        assertBigInteger("18446744073709551615"); // 2^64 - 1
        assertBigInteger("18446744073709551616"); // 2^64: wraps to zero in 64 bits
        assertBigInteger("-18446744073709551616");
        assertBigInteger("10000000000000000000"); // 20 digits
        assertBigInteger("27670116110564327424"); // 2^64 * 1.5: wraps to a positive long
    }

    @Test
    void hugeIntegers() {
        assertBigInteger("123456789012345678901234567890");
        assertBigInteger("-1" + "0".repeat(400));
        assertBigInteger("9".repeat(1000));
    }

    @Test
    void randomLongs() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 200_000; i++) {
            long value = random.nextLong() >> random.nextInt(64);
            assertLong(Long.toString(value), value);
        }
    }

    @Test
    void randomIntegersJustBeyondLong() {
        SplittableRandom random = new SplittableRandom(43);
        BigInteger max = BigInteger.valueOf(Long.MAX_VALUE);
        BigInteger min = BigInteger.valueOf(Long.MIN_VALUE);
        for (int i = 0; i < 50_000; i++) {
            BigInteger offset = BigInteger.valueOf(random.nextLong() >>> 1 + random.nextInt(63)).add(BigInteger.ONE);
            assertBigInteger(max.add(offset).toString());
            assertBigInteger(min.subtract(offset).toString());
            assertBigInteger(new BigInteger(64 + random.nextInt(200), new java.util.Random(i)).add(
                    BigInteger.ONE.shiftLeft(63)).toString());
        }
    }
}
