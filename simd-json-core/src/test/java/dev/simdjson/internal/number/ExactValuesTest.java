package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link NumberParser#bigDecimal} and {@link NumberParser#bigInteger}: exact values, at any offset. */
class ExactValuesTest {

    private static BigDecimal bigDecimal(String text) {
        byte[] buf = Parsed.bytes("[" + text + "]");
        return NumberParser.bigDecimal(buf, 1, buf.length - 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "0.1", "-0.0", "1e-400", "1E+400", "123.456e-7", "9223372036854775808",
            "3.14159265358979323846264338327950288419716939937510", "4.9e-324", "1.7976931348623157e308"})
    void bigDecimalIsExact(String text) {
        assertThat(bigDecimal(text)).isEqualTo(new BigDecimal(text));
    }

    @Test
    void bigDecimalIsNotRoundedThroughDouble() {
        assertThat(bigDecimal("0.1")).isEqualByComparingTo("0.1").isNotEqualByComparingTo(new BigDecimal(0.1));
        assertThat(bigDecimal("1.00000000000000000000000001").subtract(BigDecimal.ONE))
                .isEqualByComparingTo("1e-26");
    }

    @Test
    void bigDecimalOfRandomLiterals() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 50_000; i++) {
            String text = DoubleConversionTest.randomLiteral(random, 1 + random.nextInt(40), random.nextInt(800) - 400);
            assertThat(bigDecimal(text)).as(text).isEqualTo(new BigDecimal(text));
        }
    }

    @Test
    void bigDecimalRejectsExponentsBeyondItsScale() {
        assertThatThrownBy(() -> bigDecimal("1e99999999999")).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void bigIntegerAtAnOffset() {
        byte[] buf = Parsed.bytes("{\"a\":-123456789012345678901234567890}");
        assertThat(NumberParser.bigInteger(buf, 5, buf.length - 1))
                .isEqualTo(new BigInteger("-123456789012345678901234567890"));
    }

    @Test
    void toDoubleOfAnyLiteral() {
        byte[] buf = Parsed.bytes("[-123456789012345678901234567890,0.5,-0,7]");
        assertThat(NumberParser.toDouble(buf, 1, 32)).isEqualTo(-1.2345678901234568E29);
        assertThat(NumberParser.toDouble(buf, 33, 36)).isEqualTo(0.5);
        assertThat(Double.doubleToRawLongBits(NumberParser.toDouble(buf, 37, 39))).isEqualTo(Long.MIN_VALUE);
        assertThat(NumberParser.toDouble(buf, 40, 41)).isEqualTo(7.0);
    }
}
