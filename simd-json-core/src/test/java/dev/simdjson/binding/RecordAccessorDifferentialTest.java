package dev.simdjson.binding;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.simdjson.binding.Fixtures.assertSameBytes;
import static dev.simdjson.binding.Fixtures.assertSameValue;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Record components named {@code isX} (their accessor {@code isX()} is not also a bean getter of a property "x")
 * and an empty base64 string (an empty {@code byte[]}, not null): simd-json against Jackson 3, identity and
 * SNAKE_CASE naming, on both stage 1 kernels.
 */
class RecordAccessorDifferentialTest {

    public record Flag(boolean isActive) {
    }

    public record BoxedFlag(Boolean isActive, String name) {
    }

    public record Renamed(@JsonProperty("protected") boolean isProtected, String name) {
    }

    /** Non-component getters are still properties: "extra" and "foo"; the component getter {@code getCount()} is not. */
    public record WithGetters(boolean isActive, int count) {
        public boolean isExtra() {
            return true;
        }

        public int getFoo() {
            return 3;
        }

        public int getCount() {
            return count;
        }
    }

    public record Bytes(byte[] bytes) {
    }

    private static final List<Object> VALUES = List.of(new Flag(true), new BoxedFlag(false, "n"),
            new Renamed(true, "p"), new WithGetters(true, 7));

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void isXComponentsWriteAndReadLikeJackson(Implementation implementation) {
        check(Fixtures.bootJackson(), Fixtures.simdjson(implementation), "identity");
        check(Fixtures.bootJacksonSnakeCase(), Fixtures.simdjson(implementation, PropertyNaming.SNAKE_CASE),
                "SNAKE_CASE");
    }

    private static void check(JsonMapper jackson, SimdJsonMapper mapper, String naming) {
        for (Object value : VALUES) {
            byte[] expected = jackson.writeValueAsBytes(value);
            assertSameBytes(naming + " " + value, expected, mapper.writeValueAsBytes(value));
            assertSameValue(naming + " " + Fixtures.text(expected), jackson.readValue(expected, value.getClass()),
                    mapper.readValue(expected, value.getClass()));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void emptyBase64IsAnEmptyArray(Implementation implementation) {
        JsonMapper jackson = Fixtures.bootJackson();
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        byte[] json = "{\"bytes\":\"\"}".getBytes(StandardCharsets.UTF_8);
        Bytes expected = jackson.readValue(json, Bytes.class);
        assertThat(expected.bytes()).isEmpty();
        Bytes actual = mapper.readValue(json, Bytes.class);
        assertThat(actual.bytes()).isNotNull().isEmpty();
        assertSameBytes("empty byte[]", jackson.writeValueAsBytes(expected), mapper.writeValueAsBytes(actual));
        byte[] nullJson = "{\"bytes\":null}".getBytes(StandardCharsets.UTF_8);
        assertThat(jackson.readValue(nullJson, Bytes.class).bytes()).isNull();
        assertThat(mapper.readValue(nullJson, Bytes.class).bytes()).isNull();
    }
}
