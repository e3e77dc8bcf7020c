package dev.simdjson.binding;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.simdjson.JsonException;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.binding.TestTypes.Containers;
import dev.simdjson.binding.TestTypes.Page;
import dev.simdjson.binding.TestTypes.Scalars;
import dev.simdjson.binding.TestTypes.Temporal;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.binding.model.Types;
import dev.simdjson.binding.model.Users;

import java.lang.reflect.Type;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzz targets for typed binding: records with every scalar and number type, java.time values, containers and
 * maps, a sealed union, generic pages and the DOM inside a record. Whatever the bytes, a read returns a value or
 * throws a {@link JsonException} ({@code JsonParseException} for bad JSON, {@code JsonBindException} for a
 * shape that does not fit) with its position; nothing else escapes, and a value read writes back and reads
 * again. Seeds in {@code BindingFuzzTestInputs}; {@code scripts/fuzz.sh} fuzzes.
 */
class BindingFuzzTest {

    private static final JsonLimits LIMITS = new JsonLimits(64, 1 << 20, 4096, 64, 1000);
    private static final SimdJsonMapper LENIENT = SimdJsonMapper.builder().limits(LIMITS).build();
    private static final SimdJsonMapper STRICT = SimdJsonMapper.builder().limits(LIMITS)
            .unknownProperties(UnknownProperties.FAIL).build();

    record Holder(JsonValue tree, List<Envelope> frames, Object anything, Number number) {
    }

    private static final List<Type> TYPES = List.of(Scalars.class, Temporal.class, Containers.class,
            Envelope.class, Users.User.class, Holder.class, Types.parameterized(Page.class, Scalars.class),
            Types.listOf(Envelope.class), Types.mapOf(String.class, Temporal.class), Object.class);

    @FuzzTest
    void typed(byte[] data) {
        for (Type type : TYPES) {
            read(LENIENT, data, type);
            read(STRICT, data, type);
        }
    }

    private static void read(SimdJsonMapper mapper, byte[] data, Type type) {
        Object value;
        try {
            value = mapper.readValue(data, type);
        } catch (JsonException e) {
            assertThat(e.offset()).isBetween(0L, (long) data.length);
            assertThat(e.line()).isPositive();
            assertThat(e.column()).isPositive();
            assertThat(e.getMessage()).doesNotContain("\n");
            return;
        }
        if (value != null && mapper.canWrite(type).supported()) {
            byte[] written = mapper.writeValueAsBytes(value);
            // What was read writes back as something that reads again (without the small limits: writing may
            // lengthen a number or a string).
            SimdJsonMapper.create().readValue(written, type);
        }
    }
}
