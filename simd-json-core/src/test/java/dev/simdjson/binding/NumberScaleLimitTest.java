package dev.simdjson.binding;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonTypeException;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * A number's scale (its power of ten) is bounded wherever its exact value is turned into an integer or a time:
 * a ten-byte literal such as {@code 1e-5000000} must not cost seconds of CPU.
 */
class NumberScaleLimitTest {

    private static final SimdJsonMapper MAPPER = SimdJsonMapper.create();

    record Holder(BigInteger big, long primitive, Instant when, Duration span) {
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static <T> T read(String json, Class<T> type) {
        return MAPPER.readValue(utf8(json), type);
    }

    @Test
    void defaultIsJacksons() {
        assertThat(JsonLimits.DEFAULTS.maxNumberScale()).isEqualTo(100_000);
        assertThat(new JsonLimits(10, 100, 100, 10).maxNumberScale()).isEqualTo(100_000);
        assertThatThrownBy(() -> JsonLimits.DEFAULTS.withMaxNumberScale(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void atTheLimitIsRead() {
        assertThat(read("1e-100000", BigInteger.class)).isEqualTo(BigInteger.ZERO);
        assertThat(read("-1e-100000", BigInteger.class)).isEqualTo(BigInteger.ZERO);
        assertThat(read("1.5e1", BigInteger.class)).isEqualTo(BigInteger.valueOf(15));
        assertThat(read("12.75", BigInteger.class)).isEqualTo(BigInteger.valueOf(12));
        assertThat(read("1e-100000", Instant.class)).isEqualTo(Instant.EPOCH);
        assertThat(read("1e-100000", Duration.class)).isEqualTo(Duration.ZERO);
        assertThat(read("1.000000001e0", Instant.class)).isEqualTo(Instant.ofEpochSecond(1, 1));
        assertThat(read("-1.5", Duration.class)).isEqualTo(Duration.ofMillis(-1500));
        assertThat(read("{\"primitive\":1e-100000}", Holder.class).primitive()).isZero();
        assertThat(read("1e-100000", Long.class)).isZero();
        assertThat(read("1e-100000", Integer.class)).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e-100001", "1e100001", "1e-5000000", "0e-5000000", "-7.25e-200000"})
    void pastTheLimitBigIntegerIsRefusedWithItsPlace(String number) {
        String json = "{\"big\":\n  " + number + "}";
        JsonBindException e = bindError(() -> read(json, Holder.class));
        assertThat(e.getMessage()).contains("number " + number + " has a scale of ")
                .contains("beyond the limit of 100000");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(3);
        assertThat(e.offset()).isEqualTo(10);
        assertThat(e.path()).isEqualTo("$.big");
    }

    @ParameterizedTest
    @ValueSource(strings = {"when", "span"})
    void pastTheLimitTimesAreRefused(String field) {
        JsonBindException e = bindError(() -> read("{\"" + field + "\":1e-5000000}", Holder.class));
        assertThat(e.getMessage()).contains("number 1e-5000000 has a scale of 5000000, beyond the limit of 100000");
        assertThat(e.path()).isEqualTo("$." + field);
    }

    @Test
    void aLongOrIntGoesThroughTheDoubleAndNeedsNoPower() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            assertThat(read("1e-50000000", Long.class)).isZero();
            assertThat(read("-1e-50000000", Integer.class)).isZero();
            assertThatThrownBy(() -> read("1e50000000", Long.class)).isInstanceOf(JsonBindException.class)
                    .hasMessageContaining("out of range");
            assertThat(read("1e50000000", Double.class)).isEqualTo(Double.POSITIVE_INFINITY);
            assertThat(read("1e-50000000", Double.class)).isZero();
        });
    }

    @Test
    void aLowerLimitIsFollowed() {
        SimdJsonMapper strict = SimdJsonMapper.builder().limits(JsonLimits.DEFAULTS.withMaxNumberScale(10)).build();
        assertThat(strict.readValue(utf8("1e-10"), BigInteger.class)).isZero();
        assertThatThrownBy(() -> strict.readValue(utf8("1e-11"), BigInteger.class))
                .isInstanceOf(JsonBindException.class)
                .hasMessageContaining("number 1e-11 has a scale of 11, beyond the limit of 10");
        assertThatThrownBy(() -> strict.readValue(utf8("1e11"), Instant.class))
                .hasMessageContaining("number 1e11 has a scale of -11, beyond the limit of 10");
    }

    @Test
    void bigDecimalKeepsItsScaleAsJackson() {
        // Jackson bounds the scale only on the way to an integer; a BigDecimal target gets the value as written.
        assertThat(read("1e-5000000", BigDecimal.class)).isEqualTo(new BigDecimal("1e-5000000"));
    }

    @Test
    void hugeExponentsFinishFast() {
        List<Function<String, Object>> targets = List.of(
                s -> read(s, BigInteger.class), s -> read(s, Instant.class), s -> read(s, Duration.class),
                s -> new JsonParser().parse(utf8(s)).asBigInteger(), s -> new JsonParser().parse(utf8(s)).asLong(),
                s -> new JsonParser().parse(utf8(s)).asInt());
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (Function<String, Object> target : targets) {
                for (String n : List.of("1e-50000000", "-1e-50000000", "1e50000000", "9.99e-2000000000")) {
                    assertThatThrownBy(() -> target.apply(n)).isInstanceOf(JsonException.class);
                }
            }
        });
    }

    @Test
    void theDomRefusesPastTheLimitWithItsPlace() {
        JsonValue v = new JsonParser().parse(utf8("[\n 1e-5000000]")).get(0);
        for (Runnable call : List.<Runnable>of(v::asBigInteger, v::asLong, v::asInt)) {
            assertThatThrownBy(call::run).isInstanceOfSatisfying(JsonTypeException.class, e -> {
                assertThat(e.getMessage()).contains("number 1e-5000000 has a scale of 5000000, beyond the limit of 100000");
                assertThat(e.line()).isEqualTo(2);
                assertThat(e.column()).isEqualTo(2);
                assertThat(e.offset()).isEqualTo(3);
            });
        }
        assertThat(v.asBigDecimal()).isEqualTo(new BigDecimal("1e-5000000"));
        JsonValue dom = new JsonParser().parse(utf8("[1e-100000, 2.5e1, 1.5, 9.2e18, 1e19]"));
        assertThatThrownBy(() -> dom.get(0).asBigInteger()).hasMessageContaining("not an integer");
        assertThatThrownBy(() -> dom.get(0).asLong()).hasMessageContaining("not an integer");
        assertThat(dom.get(1).asBigInteger()).isEqualTo(BigInteger.valueOf(25));
        assertThat(dom.get(1).asLong()).isEqualTo(25);
        assertThatThrownBy(() -> dom.get(2).asLong()).hasMessageContaining("not an integer");
        assertThat(dom.get(3).asLong()).isEqualTo(9_200_000_000_000_000_000L);
        assertThatThrownBy(() -> dom.get(4).asLong()).hasMessageContaining("range of long");
        JsonParser strict = new JsonParser(JsonLimits.DEFAULTS.withMaxNumberScale(3));
        assertThatThrownBy(() -> strict.parse(utf8("1e-4")).asBigInteger())
                .hasMessageContaining("has a scale of 4, beyond the limit of 3");
    }

    private static JsonBindException bindError(Runnable read) {
        try {
            read.run();
        } catch (JsonBindException e) {
            return e;
        }
        throw new AssertionError("expected a JsonBindException");
    }
}
