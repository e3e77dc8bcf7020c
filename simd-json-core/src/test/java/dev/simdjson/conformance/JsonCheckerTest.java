package dev.simdjson.conformance;

import dev.simdjson.JsonField;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonType;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import dev.simdjson.conformance.Kernels.Accepted;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The json.org JSON_checker suite (testdata/jsonchecker) and simdjson's additions to it (simdjson-extra/) on both
 * kernels.
 *
 * <p>The suite predates RFC 7159/8259, and a few of its "fail" cases are valid JSON today. simd-json follows the
 * RFC, so these are expected to be ACCEPTED, each with its value checked:
 * <ul>
 *   <li>{@code fail1.json}, a bare string at the top level: RFC 7159 (and 8259) allow any value as the JSON text;
 *       only RFC 4627 required an object or array.</li>
 *   <li>{@code fail18.json}, 20 nested arrays: depth is not a grammar rule, only a parser's limit; ours is 1,024
 *       (JSON_checker's was 20).</li>
 *   <li>simdjson-extra/NOTES.txt names four cases that "fail" only under simdjson's own policy, not the RFC:
 *       {@code fail39_EXCLUDE.json} (a duplicate key: RFC 8259 says names SHOULD be unique, and simd-json keeps
 *       every field in order), {@code fail41_toolarge.json} (2^64: beyond long, so an exact BIG_INTEGER),
 *       {@code fail60.json} ({@code [1e+1111]}) and {@code fail73.json} (1e43 * 1e308): beyond the double range,
 *       so +Infinity.</li>
 * </ul>
 */
class JsonCheckerTest {

    private static final String DIR = "jsonchecker";

    /** The "fail" files that are valid RFC 8259 JSON, and what each must read as. */
    static final Map<String, Consumer<JsonValue>> VALID_DESPITE_THEIR_NAME = Map.ofEntries(
            entry("fail1.json", v -> {
                assertThat(v.type()).isEqualTo(JsonType.STRING);
                assertThat(v.asString()).isEqualTo("A JSON payload should be an object or array, not a string.");
            }),
            entry("fail18.json", v -> {
                JsonValue inner = v;
                for (int depth = 1; depth <= 20; depth++) {
                    assertThat(inner.type()).as("depth %d", depth).isEqualTo(JsonType.ARRAY);
                    assertThat(inner.size()).as("depth %d", depth).isEqualTo(1);
                    inner = inner.get(0);
                }
                assertThat(inner.asString()).isEqualTo("Too deep");
            }),
            entry("fail39_EXCLUDE.json", v -> {
                List<String> names = new ArrayList<>();
                List<Object> values = new ArrayList<>();
                for (JsonField field : v.fields()) {
                    names.add(field.name());
                    values.add(field.value().isBoolean() ? field.value().asBoolean() : field.value().asLong());
                }
                assertThat(names).containsExactly("name", "name", "this is allowable as per the json spec");
                assertThat(values).containsExactly(1L, 2L, true);
            }),
            entry("fail41_toolarge.json", v -> {
                assertThat(v.numberKind()).isEqualTo(NumberKind.BIG_INTEGER);
                assertThat(v.asBigInteger()).isEqualTo(BigInteger.ONE.shiftLeft(64));
            }),
            entry("fail60.json", v -> {
                assertThat(v.get(0).numberKind()).isEqualTo(NumberKind.DOUBLE);
                assertThat(v.get(0).asDouble()).isEqualTo(Double.POSITIVE_INFINITY);
            }),
            entry("fail73.json", v -> {
                assertThat(v.numberKind()).isEqualTo(NumberKind.DOUBLE);
                assertThat(v.asDouble()).isEqualTo(Double.POSITIVE_INFINITY);
            }));

    static List<Path> passFiles() {
        return TestData.files(DIR, name -> name.startsWith("pass") && name.endsWith(".json"));
    }

    static List<Path> failFiles() {
        return TestData.files(DIR, name -> name.startsWith("fail") && name.endsWith(".json"));
    }

    static Stream<Arguments> onBothKernels(List<Path> files) {
        return files.stream().flatMap(file -> Kernels.BOTH.stream()
                .map(kernel -> Arguments.of(TestData.name(file), kernel)));
    }

    static Stream<Arguments> mustAccept() {
        return onBothKernels(passFiles());
    }

    static Stream<Arguments> mustReject() {
        return onBothKernels(failFiles().stream()
                .filter(f -> !VALID_DESPITE_THEIR_NAME.containsKey(f.getFileName().toString())).toList());
    }

    static Stream<Arguments> validDespiteTheirName() {
        return onBothKernels(failFiles().stream()
                .filter(f -> VALID_DESPITE_THEIR_NAME.containsKey(f.getFileName().toString())).toList());
    }

    @Test
    void suiteHasTheExpectedFiles() {
        // pass1-3 and fail1-33 from json.org; pass04-27 and fail34-82 (less fail40, which simdjson never had) from
        // simdjson.
        assertThat(passFiles()).hasSize(3 + 24);
        assertThat(failFiles()).hasSize(33 + 48);
        assertThat(validDespiteTheirName()).hasSize(2 * VALID_DESPITE_THEIR_NAME.size());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("mustAccept")
    void acceptsEveryPassFile(String file, Implementation kernel) {
        byte[] json = TestData.bytes(DIR + "/" + file.substring(DIR.length() + 1));
        JsonParser parser = Kernels.parser(kernel);
        Outcome outcome = Kernels.outcome(parser, json);
        assertThat(outcome).as(file).isInstanceOf(Accepted.class);
        JacksonReference.assertMatches(((Accepted) outcome).value(), json);
        RoundTrip.assertRoundTrips(parser, ((Accepted) outcome).value(), json);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("mustReject")
    void rejectsEveryInvalidFailFile(String file, Implementation kernel) {
        byte[] json = TestData.bytes(DIR + "/" + file.substring(DIR.length() + 1));
        Outcome outcome = Kernels.outcome(Kernels.parser(kernel), json);
        assertThat(outcome).as(file).isInstanceOf(Rejected.class);
        ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, json.length);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("validDespiteTheirName")
    void acceptsTheFailFilesThatAreValidUnderRfc8259(String file, Implementation kernel) {
        byte[] json = TestData.bytes(DIR + "/" + file.substring(DIR.length() + 1));
        JsonParser parser = Kernels.parser(kernel);
        Outcome outcome = Kernels.outcome(parser, json);
        assertThat(outcome).as(file).isInstanceOf(Accepted.class);
        String name = file.substring(file.lastIndexOf('/') + 1);
        VALID_DESPITE_THEIR_NAME.get(name).accept(((Accepted) outcome).value());
        RoundTrip.assertRoundTrips(parser, ((Accepted) outcome).value(), json);
    }
}
