package dev.simdjson.internal.bind;

import dev.simdjson.JsonBindException;
import dev.simdjson.SimdJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The rules every primitive and box binder shares ({@link PrimitiveRules}), for all eight types: null, the empty
 * string and a missing property are the box's null and an error for the primitive; a value goes through either.
 */
class PrimitiveRulesTest {

    private static final SimdJsonMapper MAPPER = SimdJsonMapper.create();

    public record Primitives(int i, long l, short s, byte b, double d, float f, boolean z, char c) {
    }

    public record Boxes(Integer i, Long l, Short s, Byte b, Double d, Float f, Boolean z, Character c) {
    }

    private static final String VALUES = "{\"i\":1,\"l\":2,\"s\":3,\"b\":4,\"d\":5.5,\"f\":6.5,\"z\":true,\"c\":\"x\"}";

    @ParameterizedTest
    @ValueSource(classes = {int.class, long.class, short.class, byte.class, double.class, float.class, boolean.class,
            char.class})
    void nullAndTheEmptyStringAreTheBoxsNullAndAnErrorForThePrimitive(Class<?> primitive) {
        Class<?> box = java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();

        assertThat(read("null", box)).isNull();
        assertThat(read("\"\"", box)).isNull();
        assertThat(bindError("null", primitive)).hasMessageContaining("null is not allowed for primitive "
                + primitive.getName());
        assertThat(bindError("\"\"", primitive)).isNotNull();
    }

    @Test
    void missingPropertiesAreNullInBoxesAndAnErrorForPrimitives() {
        assertThat(read("{}", Boxes.class)).isEqualTo(new Boxes(null, null, null, null, null, null, null, null));
        assertThat(bindError("{\"i\":1}", Primitives.class))
                .hasMessageContaining("missing property 'l' (null is not allowed for primitive long)");
        assertThat(bindError("{\"i\":1,\"l\":null}", Primitives.class))
                .hasMessageContaining("null is not allowed for primitive long");
    }

    @Test
    void valuesReachPrimitivesAndBoxesAlike() {
        assertThat(read(VALUES, Primitives.class))
                .isEqualTo(new Primitives(1, 2, (short) 3, (byte) 4, 5.5, 6.5f, true, 'x'));
        assertThat(read(VALUES, Boxes.class))
                .isEqualTo(new Boxes(1, 2L, (short) 3, (byte) 4, 5.5, 6.5f, true, 'x'));
        // Boxes also read their text; a char is never stripped, and a code unit counts as a char.
        assertThat(read("{\"i\":\" 7 \",\"z\":\"TRUE\",\"c\":\" \"}", Boxes.class))
                .isEqualTo(new Boxes(7, null, null, null, null, null, true, ' '));
        assertThat(((Boxes) read("{\"c\":65}", Boxes.class)).c()).isEqualTo('A');
        assertThat(bindError("{\"c\":\"xy\"}", Boxes.class)).hasMessageContaining("expected one character");
        assertThat(bindError("[\"xy\"]", char[].class)).hasMessageContaining("expected one character");
    }

    private static Object read(String json, Class<?> type) {
        return MAPPER.readValue(json.getBytes(StandardCharsets.UTF_8), type);
    }

    private static JsonBindException bindError(String json, Class<?> type) {
        JsonBindException e = catchThrowableOfType(JsonBindException.class, () -> read(json, type));
        assertThat(e).as(json + " as " + type).isNotNull();
        return e;
    }
}
