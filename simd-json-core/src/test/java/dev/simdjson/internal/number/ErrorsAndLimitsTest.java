package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rejected literals (with the offset of the offending byte), stopping early, and the {@code limit}. */
class ErrorsAndLimitsTest {

    private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    @ParameterizedTest(name = "\"{0}\" fails at {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "-      | 1 | expected a digit after the minus sign",
            "--1    | 1 | expected a digit after the minus sign",
            "- 1    | 1 | expected a digit after the minus sign",
            "-.5    | 1 | expected a digit after the minus sign",
            "-x     | 1 | expected a digit after the minus sign",
            "+1     | 0 | expected a digit",
            ".5     | 0 | expected a digit",
            "x      | 0 | expected a digit",
            "01     | 1 | leading zeros are not allowed",
            "00     | 1 | leading zeros are not allowed",
            "-01    | 2 | leading zeros are not allowed",
            "-00.5  | 2 | leading zeros are not allowed",
            "1.     | 2 | expected a digit after the decimal point",
            "1.e5   | 2 | expected a digit after the decimal point",
            "1.x    | 2 | expected a digit after the decimal point",
            "-0.    | 3 | expected a digit after the decimal point",
            "1..2   | 2 | expected a digit after the decimal point",
            "1e     | 2 | expected a digit in the exponent",
            "1E     | 2 | expected a digit in the exponent",
            "1e+    | 3 | expected a digit in the exponent",
            "1e-    | 3 | expected a digit in the exponent",
            "1E+x   | 3 | expected a digit in the exponent",
            "1ee5   | 2 | expected a digit in the exponent",
            "1e+-5  | 3 | expected a digit in the exponent",
            "1.5e   | 4 | expected a digit in the exponent",
            "0e     | 2 | expected a digit in the exponent",
    })
    void rejected(String text, int at, String reason) {
        Parsed parsed = Parsed.of(text);
        assertThat(parsed.kind()).as(text).isEqualTo(NumberParser.ERROR);
        assertThat(parsed.end()).as(text).isEqualTo(at);
        assertThat(parsed.error()).as(text).isEqualTo(reason);
    }

    @ParameterizedTest(name = "\"{0}\" stops at {1}")
    @CsvSource(delimiter = '|', value = {
            "12x       | 2 | 12",
            "0x10      | 1 | 0",
            "-0-       | 2 | 0",
            "1,        | 1 | 1",
            "123 456   | 3 | 123",
            "7]        | 1 | 7",
            "1.5.3     | 3 | 1.5",
            "1e5e3     | 3 | 1e5",
            "1.5E+3]   | 6 | 1.5E+3",
            "0.0e0}    | 5 | 0.0e0",
            "2e-3.5    | 4 | 2e-3",
            "-12.25abc | 6 | -12.25",
    })
    void stopsAtTheFirstByteThatCannotContinue(String text, int end, String number) {
        Parsed parsed = Parsed.of(text);
        assertThat(parsed.end()).as(text).isEqualTo(end);
        if (parsed.kind() == NumberParser.LONG) {
            assertThat(parsed.longValue()).isEqualTo(Long.parseLong(number));
        } else {
            assertThat(parsed.kind()).isEqualTo(NumberParser.DOUBLE);
            assertThat(parsed.doubleValue()).isEqualTo(Double.parseDouble(number));
        }
    }

    @Test
    void theLimitCutsTheNumber() {
        byte[] buf = Parsed.bytes("[12345.5e7,-9]");
        assertThat(Parsed.of(buf, 1, 4)).satisfies(p -> {
            assertThat(p.kind()).isEqualTo(NumberParser.LONG);
            assertThat(p.longValue()).isEqualTo(123);
            assertThat(p.end()).isEqualTo(4);
        });
        assertThat(Parsed.of(buf, 1, 7)).satisfies(p -> { // "12345." is cut after the point
            assertThat(p.kind()).isEqualTo(NumberParser.ERROR);
            assertThat(p.end()).isEqualTo(7);
        });
        assertThat(Parsed.of(buf, 1, 9)).satisfies(p -> { // "12345.5e"
            assertThat(p.kind()).isEqualTo(NumberParser.ERROR);
            assertThat(p.end()).isEqualTo(9);
        });
        assertThat(Parsed.of(buf, 1, 10)).satisfies(p -> {
            assertThat(p.kind()).isEqualTo(NumberParser.DOUBLE);
            assertThat(p.doubleValue()).isEqualTo(12345.5e7);
            assertThat(p.end()).isEqualTo(10);
        });
        assertThat(Parsed.of(buf, 11, 12)).satisfies(p -> { // "-" alone
            assertThat(p.kind()).isEqualTo(NumberParser.ERROR);
            assertThat(p.end()).isEqualTo(12);
        });
        assertThat(Parsed.of(buf, 11, 13).longValue()).isEqualTo(-9);
    }

    @Test
    void badBoundsAreErrorsNotExceptions() {
        byte[] buf = Parsed.bytes("12");
        assertThat(Parsed.of(buf, 0, 0).kind()).isEqualTo(NumberParser.ERROR);
        assertThat(Parsed.of(buf, 2, 2).kind()).isEqualTo(NumberParser.ERROR);
        assertThat(Parsed.of(buf, 5, 9).kind()).isEqualTo(NumberParser.ERROR);
        assertThat(Parsed.of(buf, -1, 2).kind()).isEqualTo(NumberParser.ERROR);
        assertThat(Parsed.of(buf, 1, 2).kind()).isEqualTo(NumberParser.LONG);
        // A limit past the array acts as the array's end.
        Parsed clamped = Parsed.of(buf, 0, 100);
        assertThat(clamped.kind()).isEqualTo(NumberParser.LONG);
        assertThat(clamped.end()).isEqualTo(2);
        assertThat(NumberParser.toDouble(buf, 0, 100)).isNaN();
        assertThat(NumberParser.toDouble(Parsed.bytes("1.5x"), 0, 4)).isNaN();
    }

    /**
     * Random strings over the number alphabet: the parser never throws, stops exactly where the longest prefix
     * that could still begin a number ends, accepts only grammatical text and gets its value right.
     */
    @Test
    void fuzzAgainstTheGrammar() {
        SplittableRandom random = new SplittableRandom(7);
        String alphabet = "0123456789-+.eE x0123456789";
        int errors = 0;
        for (int i = 0; i < 300_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = 1 + random.nextInt(14);
            for (int k = 0; k < length; k++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = text.toString();
            byte[] buf = Parsed.bytes(" " + s + " ");
            int limit = 1 + random.nextInt(s.length() + 1); // sometimes cuts the text short
            Parsed parsed = Parsed.of(buf, 1, limit);
            String seen = s.substring(0, limit - 1);
            int end = parsed.end() - 1;
            assertThat(end).as(seen).isBetween(0, seen.length());
            boolean canContinue = end < seen.length() && viablePrefix(seen.substring(0, end + 1));
            assertThat(canContinue).as(seen + " stopped at " + end).isFalse();
            String number = seen.substring(0, end);
            if (parsed.kind() == NumberParser.ERROR) {
                errors++;
                assertThat(viablePrefix(number)).as(seen).isTrue();
                if (JSON_NUMBER.matcher(number).matches()) {
                    // The one error after a complete number: a digit after a leading zero ("01" is not "0" + "1").
                    assertThat(number).as(seen).matches("-?0");
                    assertThat(seen.charAt(end)).as(seen).isBetween('0', '9');
                }
                continue;
            }
            assertThat(JSON_NUMBER.matcher(number).matches()).as(seen).isTrue();
            switch (parsed.kind()) {
                case NumberParser.LONG -> assertThat(BigInteger.valueOf(parsed.longValue()))
                        .isEqualTo(new BigInteger(number));
                case NumberParser.BIG_INTEGER -> assertThat(new BigInteger(number).bitLength()).isGreaterThan(63);
                default -> assertThat(parsed.doubleBits()).as(number)
                        .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(number)));
            }
        }
        assertThat(errors).isGreaterThan(10_000);
    }

    /** Whether some JSON number starts with {@code s}. */
    private static boolean viablePrefix(String s) {
        Matcher matcher = JSON_NUMBER.matcher(s);
        return matcher.matches() || matcher.hitEnd();
    }
}
