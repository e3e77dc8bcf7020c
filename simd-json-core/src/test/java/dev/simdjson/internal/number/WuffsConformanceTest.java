package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * Every string of Nigel Tao's parse-number-fxx-test-data (google-wuffs.txt) that is a JSON number must parse to
 * exactly the listed float64; the others must be rejected.
 */
class WuffsConformanceTest {

    @Test
    void jsonNumbersGiveTheListedDoubleBitForBit() throws IOException {
        int checked = 0;
        int doubles = 0;
        int bigIntegers = 0;
        for (NumberVectors.Line line : NumberVectors.lines()) {
            if (!line.jsonNumber()) {
                continue;
            }
            checked++;
            byte[] buf = Parsed.bytes(line.text());
            Parsed parsed = Parsed.of(buf, 0, buf.length);
            assertThat(parsed.end()).as(line.text()).isEqualTo(buf.length);
            long expected = line.f64Bits();
            switch (parsed.kind()) {
                case NumberParser.DOUBLE -> {
                    doubles++;
                    assertThat(Long.toHexString(parsed.doubleBits())).as(line.text())
                            .isEqualTo(Long.toHexString(expected));
                }
                case NumberParser.LONG -> assertThat(parsed.longValue()).as(line.text())
                        .isEqualTo(new BigInteger(line.text()).longValueExact());
                case NumberParser.BIG_INTEGER -> {
                    bigIntegers++;
                    assertThat(NumberParser.bigInteger(buf, 0, buf.length)).as(line.text())
                            .isEqualTo(new BigInteger(line.text()));
                }
                default -> throw new AssertionError(line.text() + ": " + parsed);
            }
            // Whatever the kind, toDouble of the literal is the listed double.
            assertThat(Long.toHexString(Double.doubleToRawLongBits(NumberParser.toDouble(buf, 0, buf.length))))
                    .as("toDouble " + line.text()).isEqualTo(Long.toHexString(expected));
        }
        assertThat(checked).isEqualTo(10_690);
        assertThat(doubles).isEqualTo(2_088); // the other 8,602 are integer literals
        assertThat(bigIntegers).isEqualTo(42);
    }

    @Test
    void nonJsonStringsAreRejected() throws IOException {
        int rejected = 0;
        for (NumberVectors.Line line : NumberVectors.lines()) {
            if (line.jsonNumber()) {
                continue;
            }
            rejected++;
            Parsed parsed = Parsed.of(line.text());
            assertThat(parsed.kind() == NumberParser.ERROR || parsed.end() < line.text().length())
                    .as(line.text() + " -> " + parsed).isTrue();
        }
        assertThat(rejected).isEqualTo(54);
    }
}
