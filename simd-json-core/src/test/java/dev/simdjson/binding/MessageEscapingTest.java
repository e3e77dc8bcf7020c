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

    private static void assertEscaped(JsonBindException e) {
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r").doesNotContain("\u001B")
                .contains(ESCAPED);
    }

    @Test
    void anUnknownPropertyName() {
        SimdJsonMapper strict = SimdJsonMapper.builder().unknownProperties(UnknownProperties.FAIL).build();
        JsonBindException e = error(strict, "{\"count\":1," + json(FORGED) + ":2}", Count.class);
        assertEscaped(e);
        assertThat(e.getMessage()).contains("unknown property '" + ESCAPED + "' for ");
    }

    @Test
    void anEnumValue() {
        JsonBindException e = error(SimdJsonMapper.create(), "{\"day\":" + json(FORGED) + "}", Day.class);
        assertEscaped(e);
        assertThat(e.getMessage()).contains("\"" + ESCAPED + "\" is not one of the values of ");
    }

    @Test
    void aStringReadAsANumber() {
        JsonBindException e = error(SimdJsonMapper.create(), "{\"count\":" + json(FORGED) + "}", Count.class);
        assertEscaped(e);
        assertThat(e.getMessage()).contains("cannot read \"" + ESCAPED + "\" as int");
    }

    @Test
    void aUnionDiscriminator() {
        JsonBindException e = error(SimdJsonMapper.create(), "{\"kind\":" + json(FORGED) + ",\"ts\":1}", Envelope.class);
        assertEscaped(e);
        assertThat(e.getMessage()).contains("unknown type '" + ESCAPED + "'");
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
