package dev.simdjson.binding;

import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.DeepEquals;
import dev.simdjson.runtime.Implementation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.fail;

/** The reference Jackson mapper, our mappers, corpus files and assertions that say exactly what differs. */
final class Fixtures {

    private Fixtures() {
    }

    /**
     * Jackson 3 configured as Spring Boot 4 auto-configures it (JacksonAutoConfiguration): Jackson's defaults, then
     * WRITE_DATES_AS_TIMESTAMPS and WRITE_DURATIONS_AS_TIMESTAMPS off (ISO strings), FAIL_ON_UNKNOWN_PROPERTIES off,
     * DEFAULT_VIEW_INCLUSION off. Output is compact.
     */
    static JsonMapper bootJackson() {
        return bootJacksonBuilder().build();
    }

    static JsonMapper bootJacksonSnakeCase() {
        return bootJacksonBuilder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    }

    private static JsonMapper.Builder bootJacksonBuilder() {
        return JsonMapper.builder()
                .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS, DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(MapperFeature.DEFAULT_VIEW_INCLUSION);
    }

    static SimdJsonMapper simdjson(Implementation implementation) {
        return SimdJsonMapper.builder().implementation(implementation).build();
    }

    static SimdJsonMapper simdjson(Implementation implementation, PropertyNaming naming) {
        return SimdJsonMapper.builder().implementation(implementation).naming(naming).build();
    }

    /** A corpus file from the test class path ({@code testdata/corpus/NAME}, copied there by the build). */
    static byte[] corpus(String name) {
        try (InputStream in = Fixtures.class.getClassLoader().getResourceAsStream("testdata/corpus/" + name)) {
            if (in == null) {
                throw new IllegalStateException("testdata/corpus/" + name + " not on the test class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static <T> T jacksonRead(JsonMapper jackson, byte[] json, Type type) {
        return jackson.readValue(json, jackson.constructType(type));
    }

    /** Fails with the first difference (its path) when {@code actual} is not deeply equal to {@code expected}. */
    static void assertSameValue(String context, Object expected, Object actual) {
        String difference = DeepEquals.difference(expected, actual);
        if (difference != null) {
            fail(context + ": bound value differs from Jackson's at " + difference);
        }
    }

    /** Fails with the first differing byte and the text around it in both when the bytes differ. */
    static void assertSameBytes(String context, byte[] expected, byte[] actual) {
        if (Arrays.equals(expected, actual)) {
            return;
        }
        int at = Arrays.mismatch(expected, actual);
        fail(context + ": output differs from Jackson's at byte " + at + " (lengths " + expected.length + " and "
                + actual.length + ")\n  expected ..." + excerpt(expected, at) + "...\n  actual   ..."
                + excerpt(actual, at) + "...");
    }

    static String excerpt(byte[] bytes, int at) {
        int from = Math.max(0, at - 60);
        int to = Math.min(bytes.length, at + 60);
        return from >= to ? "" : new String(bytes, from, to - from, StandardCharsets.UTF_8);
    }

    static String text(byte[] json) {
        String s = new String(json, StandardCharsets.UTF_8);
        return s.length() > 400 ? s.substring(0, 400) + "…(" + json.length + " bytes)" : s;
    }
}
