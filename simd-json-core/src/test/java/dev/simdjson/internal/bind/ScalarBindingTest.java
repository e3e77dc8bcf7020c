package dev.simdjson.internal.bind;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import static dev.simdjson.internal.bind.BindTesting.agreesWithJackson;
import static dev.simdjson.internal.bind.BindTesting.read;
import static org.assertj.core.api.Assertions.assertThat;

/** Scalars and their coercions, value by value against Jackson 3's defaults. */
class ScalarBindingTest {

    public record IntBox(int a) {
    }

    public record LongBox(long a) {
    }

    public record ShortBox(short a) {
    }

    public record ByteBox(byte a) {
    }

    public record DoubleBox(double a) {
    }

    public record FloatBox(float a) {
    }

    public record BoolBox(boolean a) {
    }

    public record CharBox(char a) {
    }

    public record IntegerBox(Integer a) {
    }

    public record LongObjBox(Long a) {
    }

    public record DoubleObjBox(Double a) {
    }

    public record BooleanBox(Boolean a) {
    }

    public record StringBox(String a) {
    }

    public record DecimalBox(BigDecimal a) {
    }

    public record BigIntBox(BigInteger a) {
    }

    public record OptionalBox(Optional<Integer> a) {
    }

    public record OptionalStringBox(Optional<String> a) {
    }

    public record UuidBox(UUID a) {
    }

    public record ListBox(List<String> a) {
    }

    static final String[] VALUES = {
        null, "null", "0", "1", "-1", "1.5", "-1.9", "1e2", "1E400", "-0", "0.0", "3000000000", "-3000000000",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "123456789012345678901234567890",
        "255", "256", "-129", "32768", "65535", "\"12\"", "\" 12 \"", "\"1.5\"", "\"\"", "\"x\"", "\"true\"",
        "\"false\"", "\"True\"", "\"NaN\"", "\"Infinity\"", "\"ab\"", "\"a\"", "true", "false", "[]", "[1]", "{}",
        "{\"a\":1}", "0.1", "3.4028235e38", "1e-50", "2.5e9", "\"\\u0041\"",
    };

    static final Class<?>[] TYPES = {
        IntBox.class, LongBox.class, ShortBox.class, ByteBox.class, DoubleBox.class, FloatBox.class, BoolBox.class,
        IntegerBox.class, LongObjBox.class, DoubleObjBox.class, BooleanBox.class, StringBox.class, DecimalBox.class,
        BigIntBox.class, OptionalBox.class, OptionalStringBox.class, UuidBox.class, ListBox.class, CharBox.class,
    };

    @Test
    void everyScalarAndCoercionAgreesWithJackson() {
        for (Class<?> type : TYPES) {
            for (String v : VALUES) {
                agreesWithJackson(v == null ? "{}" : "{\"a\":" + v + "}", type);
            }
        }
    }

    @Test
    void rootScalarsAgreeWithJackson() {
        Type[] types = {int.class, Integer.class, long.class, double.class, Double.class, float.class, String.class,
                boolean.class, Boolean.class, BigDecimal.class, BigInteger.class, Number.class, Object.class};
        for (Type type : types) {
            for (String v : VALUES) {
                if (v != null) {
                    agreesWithJackson(v, type);
                }
            }
        }
    }

    @Test
    void floatingPointStringsAreDecimalsWithinTheNumberLimit() {
        // Jackson 3.1.7 reads these only as decimal text (earlier 3.1 releases let a primitive double take all
        // of Double.parseDouble); simd-json refuses them for every floating type, and behind Spring the
        // application's own Jackson re-reads a refused body and decides.
        String digits = "1".repeat(1001);
        for (Class<?> type : new Class<?>[] {DoubleBox.class, DoubleObjBox.class, FloatBox.class}) {
            for (String text : new String[] {"0x1p3", "1d", "1f", "1D", digits}) {
                String json = "{\"a\":\"" + text + "\"}";
                assertThat(BindTesting.bindError(json, type).getMessage()).as(text).contains("line 1, column 6");
            }
            assertThat(BindTesting.bindError("{\"a\":\"" + digits + "\"}", type).getMessage())
                    .contains("longer than the limit of 1000 characters");
            assertThat((Object) read("{\"a\":\"" + "1".repeat(1000) + "\"}", type)).isNotNull();
            assertThat((Object) read("{\"a\":\"-1.5e3\"}", type)).isNotNull();
        }
    }

    @Test
    void floatsRoundOnceLikeJackson() {
        // Values near float midpoints, where text -> double -> float could round twice.
        String[] texts = {"1.00000005960464477539062499", "1.000000059604644775390625", "16777217", "16777217.0",
            "0.1", "3.4028235677973366e38", "1.4e-45", "7.006492321624085e-46", "1.1754942e-38", "33554435"};
        for (String t : texts) {
            assertThat((float) read(t, float.class)).as(t).isEqualTo(Float.parseFloat(t));
            agreesWithJackson("[" + t + "]", float[].class);
        }
    }

    @Test
    void dates() {
        agreesWithJackson("\"2024-01-02T03:04:05Z\"", Instant.class);
        agreesWithJackson("\"2024-01-02T03:04:05.123456789Z\"", Instant.class);
        agreesWithJackson("1700000000", Instant.class);
        agreesWithJackson("1700000000.5", Instant.class);
        agreesWithJackson("\"2024-01-02\"", LocalDate.class);
        agreesWithJackson("\"2024-13-02\"", LocalDate.class);
        agreesWithJackson("\"2024-01-02T03:04:05\"", LocalDateTime.class);
        agreesWithJackson("\"2024-01-02T03:04:05.5\"", LocalDateTime.class);
        agreesWithJackson("\"2024-01-02T03:04:05+02:00\"", OffsetDateTime.class);
        agreesWithJackson("\"PT1H30M\"", Duration.class);
        agreesWithJackson("5", Duration.class);
        agreesWithJackson("\"\"", LocalDate.class);
        agreesWithJackson("null", Instant.class);
        agreesWithJackson("\"nope\"", Instant.class);
        assertThat((Instant) read("\"2024-01-02T03:04:05Z\"", Instant.class))
                .isEqualTo(Instant.parse("2024-01-02T03:04:05Z"));
    }

    @Test
    void uuidsAndBase64() {
        agreesWithJackson("\"123e4567-e89b-12d3-a456-426614174000\"", UUID.class);
        agreesWithJackson("\"123e4567-e89b-12d3-a456\"", UUID.class);
        agreesWithJackson("\"AQID\"", byte[].class);
        agreesWithJackson("\"AQIDBA==\"", byte[].class);
        agreesWithJackson("[1,2,255]", byte[].class);
        assertThat((byte[]) read("\"AQID\"", byte[].class)).containsExactly(1, 2, 3);
    }

    @Test
    void stringsDecodeEscapesAndUnicode() {
        assertThat((String) read("\"a\\\"b\\\\c\\n\\u00e9\\uD83D\\uDE00 é 😀\"", String.class))
                .isEqualTo("a\"b\\c\né😀 é 😀");
        assertThat((String) read("\"\\uD800\"", String.class)).isEqualTo("\uD800");
        agreesWithJackson("\"a\\\"b\\\\c\\n\\u00e9\\uD83D\\uDE00 é 😀\"", String.class);
    }
}
