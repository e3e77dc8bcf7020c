package dev.simdjson.internal.write;

import dev.simdjson.MapperConfig;
import dev.simdjson.runtime.Implementation;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reference: Jackson 3 configured as Spring Boot 4 auto-configures it by default.
 *
 * <p>Boot 4.0's {@code JacksonAutoConfiguration} (read from spring-boot-jackson 4.0.7's bytecode) starts from
 * {@code JsonMapper.builder()}; only with {@code spring.jackson.use-jackson2-defaults=true} does it call
 * {@code configureForJackson2()} and disable {@code WRITE_DATES_AS_TIMESTAMPS}, {@code WRITE_DURATIONS_AS_TIMESTAMPS},
 * {@code FAIL_ON_UNKNOWN_PROPERTIES} and {@code DEFAULT_VIEW_INCLUSION}. By default it adds the modules found on
 * the class path ({@code findAndAddModules}), Boot's {@code JacksonComponentModule} (no components here), and
 * applies no property inclusion, naming strategy, time zone or locale. So the reference is Jackson 3.1's own
 * defaults, which for writing mean: compact output, {@code SORT_PROPERTIES_ALPHABETICALLY} on (creator properties
 * first, so records keep component order), {@code WRITE_ENUMS_USING_TO_STRING} on, {@code WRITE_DATES_AS_TIMESTAMPS}
 * and {@code WRITE_DURATIONS_AS_TIMESTAMPS} off (ISO-8601 strings), {@code WRITE_NAN_AS_STRINGS} on, java.time and
 * {@code Optional} support built in, {@code FAIL_ON_EMPTY_BEANS} off, {@code FAIL_ON_SELF_REFERENCES} on.
 */
final class BootJackson {

    static final JsonMapper JACKSON = JsonMapper.builder().findAndAddModules(BootJackson.class.getClassLoader())
            .build();

    static final Writing VECTOR = new Writing(new MapperConfig(MapperConfig.DEFAULTS.limits(), Implementation.VECTOR,
            MapperConfig.DEFAULTS.unknownProperties(), MapperConfig.DEFAULTS.naming()));
    static final Writing SCALAR = new Writing(new MapperConfig(MapperConfig.DEFAULTS.limits(), Implementation.SCALAR,
            MapperConfig.DEFAULTS.unknownProperties(), MapperConfig.DEFAULTS.naming()));

    private BootJackson() {
    }

    static byte[] jackson(Object value) {
        return JACKSON.writeValueAsBytes(value);
    }

    /** Both kernels write exactly Jackson's bytes for {@code value}. */
    static void assertSameAsJackson(Object value) {
        byte[] expected = jackson(value);
        byte[] vector = VECTOR.write(value);
        byte[] scalar = SCALAR.write(value);
        assertThat(text(vector)).as("vector kernel, %s", describe(value)).isEqualTo(text(expected));
        assertThat(vector).as("vector kernel bytes, %s", describe(value)).isEqualTo(expected);
        assertThat(scalar).as("scalar kernel bytes, %s", describe(value)).isEqualTo(expected);
    }

    static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    private static String describe(Object value) {
        return value == null ? "null" : value.getClass().getTypeName();
    }
}
