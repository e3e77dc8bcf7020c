package dev.simdjson.conformance;

import dev.simdjson.JsonException;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Property names have a limit of their own (50,000 bytes by default, as Jackson's 50,000 characters), below the
 * string limit: the DOM parser and the binder refuse a longer name where it starts, and take one at the limit.
 */
class NameLengthLimitTest {

    public record Named(String name) {
    }

    private static byte[] objectWithKey(String key) {
        return ("{\"" + key + "\":1,\"name\":\"x\"}").getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void theDefaultIsJacksons(Implementation kernel) {
        assertThat(JsonLimits.DEFAULTS.maxNameBytes()).isEqualTo(50_000);
        JsonParser parser = new JsonParser(JsonLimits.DEFAULTS, kernel);
        assertThat(parser.parse(objectWithKey("k".repeat(50_000))).get("name").asString()).isEqualTo("x");
        assertThatThrownBy(() -> parser.parse(objectWithKey("k".repeat(50_001))))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining("property name longer than the limit of 50000 bytes")
                .hasMessageContaining("line 1, column 2");
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void bindingRefusesALongNameEvenWhereItWouldBeIgnored(Implementation kernel) {
        SimdJsonMapper mapper = SimdJsonMapper.builder().implementation(kernel)
                .limits(JsonLimits.DEFAULTS.withMaxNameBytes(16)).build();
        assertThat(mapper.readValue(objectWithKey("k".repeat(16)), Named.class)).isEqualTo(new Named("x"));
        assertThatThrownBy(() -> mapper.readValue(objectWithKey("k".repeat(17)), Named.class))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining("property name longer than the limit of 16 bytes");
        assertThatThrownBy(() -> mapper.readValue(objectWithKey("k".repeat(17)), Map.class))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining("property name longer than the limit of 16 bytes");
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void aStringValueIsNotANameAndKeepsTheStringLimit(Implementation kernel) {
        JsonParser parser = new JsonParser(JsonLimits.DEFAULTS.withMaxNameBytes(16), kernel);
        String value = "v".repeat(1000);
        assertThat(parser.parse(("{\"a\":\"" + value + "\"}").getBytes(StandardCharsets.UTF_8)).get("a").asString())
                .isEqualTo(value);
    }
}
