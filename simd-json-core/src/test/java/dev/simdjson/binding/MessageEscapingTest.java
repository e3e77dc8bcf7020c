package dev.simdjson.binding;

import dev.simdjson.JsonBindException;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.binding.model.Envelope;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Text from the input quoted in an error message (a property name, an enum value, a string, a map key in the
 * path) has its control characters escaped, so a message written to a log cannot start a forged line.
 */
class MessageEscapingTest {

    /** A newline, then what a forged log line would start with. */
    private static final String FORGED = "x\n2026-12-03T10:15:30.000Z ERROR admin logged in\r\u001B[2J";
    private static final String ESCAPED = "x\\n2026-12-03T10:15:30.000Z ERROR admin logged in\\r\\u001B[2J";

    record Day(DayOfWeek day) {
    }

    record Count(int count) {
    }

    private static String json(String value) {
        // The JSON string form of the forged text: the control characters as JSON escapes.
        return "\"" + value.replace("\n", "\\n").replace("\r", "\\r").replace("\u001B", "\\u001b") + "\"";
    }

    private static JsonBindException error(SimdJsonMapper mapper, String json, Class<?> type) {
        return catchThrowableOfType(JsonBindException.class,
                () -> mapper.readValue(json.getBytes(StandardCharsets.UTF_8), type));
    }

    /**
     * Binding {@code json} to {@code type} fails with a message that quotes the forged text escaped, where
     * {@code quoted} (the message's wording around it, {@code %s} for the text) says.
     */
    private static void assertQuotedEscaped(SimdJsonMapper mapper, String json, Class<?> type, String quoted) {
        JsonBindException e = error(mapper, json, type);
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r").doesNotContain("\u001B")
                .contains(quoted.formatted(ESCAPED));
    }

    @Test
    void anUnknownPropertyName() {
        SimdJsonMapper strict = SimdJsonMapper.builder().unknownProperties(UnknownProperties.FAIL).build();
        assertQuotedEscaped(strict, "{\"count\":1," + json(FORGED) + ":2}", Count.class, "unknown property '%s' for ");
    }

    @Test
    void anEnumValue() {
        assertQuotedEscaped(SimdJsonMapper.create(), "{\"day\":" + json(FORGED) + "}", Day.class,
                "\"%s\" is not one of the values of ");
    }

    @Test
    void aStringReadAsANumber() {
        assertQuotedEscaped(SimdJsonMapper.create(), "{\"count\":" + json(FORGED) + "}", Count.class,
                "cannot read \"%s\" as int");
    }

    @Test
    void aUnionDiscriminator() {
        assertQuotedEscaped(SimdJsonMapper.create(), "{\"kind\":" + json(FORGED) + ",\"ts\":1}", Envelope.class,
                "unknown type '%s'");
    }

    @Test
    void aMapKeyInThePath() {
        JsonBindException e = error(SimdJsonMapper.create(), "{\"m\":{" + json(FORGED) + ":\"NaN-ish\"}}", Counts.class);
        assertThat(e).isNotNull();
        assertThat(e.path()).isEqualTo("$.m['" + ESCAPED + "']");
        assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r").doesNotContain("\u001B");
    }

    record Counts(Map<String, Integer> m) {
    }

    @Test
    void plainTextIsUnchanged() {
        JsonBindException e = error(SimdJsonMapper.create(), "{\"count\":\"a\\\\nb 'c'\"}", Count.class);
        assertThat(e.getMessage()).contains("cannot read \"a\\nb 'c'\" as int");
    }
}
