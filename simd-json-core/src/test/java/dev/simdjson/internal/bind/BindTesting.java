package dev.simdjson.internal.bind;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.JsonParseException;
import dev.simdjson.MapperConfig;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.Implementation;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/** Shared helpers: mappers on both kernels, Jackson 3 with its defaults as the reference, type tokens. */
final class BindTesting {

    static final List<Implementation> KERNELS = List.of(Implementation.VECTOR, Implementation.SCALAR);

    /** Jackson 3 as Spring Boot auto-configures it, for what binding looks at (FAIL_ON_UNKNOWN_PROPERTIES off). */
    static final JsonMapper JACKSON = JsonMapper.builder().build();

    private static final Binding VECTOR = new Binding(config(Implementation.VECTOR, UnknownProperties.IGNORE));
    private static final Binding SCALAR = new Binding(config(Implementation.SCALAR, UnknownProperties.IGNORE));

    private BindTesting() {
    }

    static MapperConfig config(Implementation kernel, UnknownProperties unknown) {
        return new MapperConfig(MapperConfig.DEFAULTS.limits(), kernel, unknown, MapperConfig.DEFAULTS.naming());
    }

    static Binding binding(Implementation kernel) {
        return kernel == Implementation.VECTOR ? VECTOR : SCALAR;
    }

    /** Type token: {@code new TypeOf<List<String>>() {}.type()}. */
    abstract static class TypeOf<T> {
        Type type() {
            return ((ParameterizedType) getClass().getGenericSuperclass()).getActualTypeArguments()[0];
        }
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Reads on both kernels, checks they agree, returns the value. */
    @SuppressWarnings("unchecked")
    static <T> T read(String json, Type type) {
        byte[] b = utf8(json);
        Object v = VECTOR.read(b, 0, b.length, type);
        Object s = SCALAR.read(b, 0, b.length, type);
        assertThat(Objects.deepEquals(v, s) || show(v).equals(show(s))).as("kernels agree on %s", json).isTrue();
        return (T) v;
    }

    /** The exception reading throws on the given kernel (failing the test when it does not throw). */
    static JsonException error(Implementation kernel, String json, Type type) {
        byte[] b = utf8(json);
        try {
            Object v = binding(kernel).read(b, 0, b.length, type);
            return fail("expected an error for %s, got %s", json, v);
        } catch (JsonException e) {
            return e;
        }
    }

    static JsonBindException bindError(String json, Type type) {
        JsonException v = error(Implementation.VECTOR, json, type);
        JsonException s = error(Implementation.SCALAR, json, type);
        assertThat(v).isInstanceOf(JsonBindException.class);
        assertThat(s.getMessage()).isEqualTo(v.getMessage());
        return (JsonBindException) v;
    }

    /**
     * Differential check against Jackson 3's defaults: both accept with equal values, or both refuse (a syntax
     * error for Jackson's stream errors, a bind error otherwise).
     */
    static void agreesWithJackson(String json, Type type) {
        Object theirs;
        JacksonException theirError = null;
        try {
            theirs = JACKSON.readValue(json, JACKSON.getTypeFactory().constructType(type));
        } catch (JacksonException e) {
            theirs = null;
            theirError = e;
        }
        for (Implementation kernel : KERNELS) {
            byte[] b = utf8(json);
            Object ours;
            try {
                ours = binding(kernel).read(b, 0, b.length, type);
            } catch (JsonParseException e) {
                assertThat(theirError).as("%s as %s: we refuse as a syntax error (%s), Jackson gives %s", json,
                        type.getTypeName(), e.getMessage(), theirs).isInstanceOf(StreamReadException.class);
                continue;
            } catch (JsonBindException e) {
                assertThat(theirError).as("%s as %s: we refuse (%s), Jackson gives %s", json, type.getTypeName(),
                        e.getMessage(), theirs).isNotNull();
                continue;
            }
            if (theirError != null) {
                fail("%s as %s: we give %s, Jackson refuses: %s", json, type.getTypeName(), show(ours),
                        theirError.getOriginalMessage());
            }
            assertThat(Objects.deepEquals(ours, theirs)).as("%s as %s: ours %s, Jackson %s", json, type.getTypeName(),
                    show(ours), show(theirs)).isTrue();
        }
    }

    static String show(Object o) {
        if (o instanceof Object[] a) {
            return java.util.Arrays.deepToString(a);
        }
        if (o != null && o.getClass().isArray()) {
            return java.util.Arrays.deepToString(new Object[] {o});
        }
        return String.valueOf(o);
    }

    static SimdJsonMapper mapper(Implementation kernel) {
        return SimdJsonMapper.builder().implementation(kernel).build();
    }
}
