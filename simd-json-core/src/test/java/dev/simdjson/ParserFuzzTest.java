package dev.simdjson;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzz targets for the parser's entry points: whatever the bytes, a parse returns a value or throws a
 * {@link JsonParseException} (a value's typed accessors a {@link JsonTypeException}); nothing else escapes, and
 * an accepted document writes back as JSON that parses again. {@code ./mvnw verify} runs the seeds in
 * {@code ParserFuzzTestInputs}; {@code scripts/fuzz.sh} fuzzes for a time budget.
 */
class ParserFuzzTest {

    /** Small limits, so that the fuzzer reaches them. */
    private static final JsonLimits LIMITS = new JsonLimits(64, 1 << 20, 4096, 64, 1000);

    @FuzzTest
    void bytes(byte[] data) {
        accepted(() -> new JsonParser(LIMITS).parse(data), data);
        accepted(() -> new JsonParser().parse(data), data);
        if (data.length > 2) {
            // A slice: offsets count from it, and nothing outside it is read.
            accepted(() -> new JsonParser(LIMITS).parse(data, 1, data.length - 2), data);
        }
    }

    @FuzzTest
    void buffers(byte[] data) {
        accepted(() -> new JsonParser(LIMITS).parse(ByteBuffer.wrap(data)), data);
        ByteBuffer direct = ByteBuffer.allocateDirect(data.length).put(data).flip();
        accepted(() -> new JsonParser(LIMITS).parse(direct), data);
        assertThat(direct.position()).isZero();
    }

    @FuzzTest
    void streams(byte[] data) {
        accepted(() -> {
            try {
                return new JsonParser(LIMITS).parse(new ByteArrayInputStream(data));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }, data);
        byte[] padded = Arrays.copyOf(data, data.length + JsonParser.PADDING);
        accepted(() -> new JsonParser(LIMITS).parsePadded(padded, data.length), data);
    }

    @FuzzTest
    void documentStreams(byte[] data) {
        JsonParser parser = new JsonParser(LIMITS);
        try {
            for (JsonValue v : parser.parseMany(data, 0, data.length)) {
                walk(v);
            }
        } catch (JsonParseException e) {
            positioned(e, data.length);
        }
        // The parser is still usable after whatever happened.
        assertThat(parser.parse(new byte[] {'[', '1', ']'}).size()).isEqualTo(1);
    }

    interface Parse {
        JsonValue run();
    }

    private static void accepted(Parse parse, byte[] data) {
        JsonValue value;
        try {
            value = parse.run();
        } catch (JsonParseException e) {
            positioned(e, data.length);
            return;
        }
        walk(value);
        byte[] written = value.toJsonBytes();
        assertThat(new JsonParser().parse(written).type()).isEqualTo(value.type());
    }

    private static void positioned(JsonException e, int length) {
        assertThat(e.offset()).isBetween(0L, (long) length);
        assertThat(e.line()).isPositive();
        assertThat(e.column()).isPositive();
    }

    /** Every accessor of every value: a typed one may only fail with a JsonTypeException. */
    static void walk(JsonValue v) {
        switch (v.type()) {
            case OBJECT -> {
                int n = 0;
                for (JsonField f : v.fields()) {
                    assertThat(f.name()).isNotNull();
                    walk(f.value());
                    n++;
                }
                assertThat(n).isEqualTo(v.size());
            }
            case ARRAY -> {
                for (int k = 0; k < v.size(); k++) {
                    walk(v.get(k));
                }
            }
            case STRING -> assertThat(v.asString()).isNotNull();
            case NUMBER -> {
                typed(v::asBigDecimal); // refused past BigDecimal's exponent range
                v.asDouble();
                typed(v::asLong);
                typed(v::asInt);
                typed(v::asBigInteger);
            }
            case BOOLEAN -> v.asBoolean();
            case NULL -> assertThat(v.isNull()).isTrue();
        }
        typed(v::asString);
        assertThat(v.length()).isNotNegative();
    }

    private static void typed(Runnable accessor) {
        try {
            accessor.run();
        } catch (JsonTypeException expected) {
            // a documented refusal
        }
    }
}
