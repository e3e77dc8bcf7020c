package dev.simdjson.conformance;

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
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSONTestSuite (nst/JSONTestSuite, testdata/jsontestsuite/test_parsing) on both kernels: every {@code y_} file is
 * accepted and reads like Jackson reads it, every {@code n_} file is rejected with a JsonParseException, and every
 * {@code i_} file gets the result simd-json chose for it (see {@link #IMPLEMENTATION_DEFINED}).
 */
class JsonTestSuiteTest {

    private static final String DIR = "jsontestsuite/test_parsing";

    static List<Path> files(String prefix) {
        return TestData.files(DIR, name -> name.startsWith(prefix) && name.endsWith(".json"));
    }

    static Stream<Arguments> onBothKernels(String prefix) {
        return files(prefix).stream().flatMap(file -> Kernels.BOTH.stream()
                .map(kernel -> Arguments.of(file.getFileName().toString(), kernel)));
    }

    static Stream<Arguments> mustAccept() {
        return onBothKernels("y_");
    }

    static Stream<Arguments> mustReject() {
        return onBothKernels("n_");
    }

    static Stream<Arguments> implementationDefined() {
        return files("i_").stream().map(file -> Arguments.of(file.getFileName().toString()));
    }

    private static byte[] read(String file) {
        return TestData.bytes(DIR + "/" + file);
    }

    @Test
    void suiteHasTheExpectedNumberOfCases() {
        assertThat(files("y_")).hasSize(95);
        assertThat(files("n_")).hasSize(188);
        assertThat(files("i_")).hasSize(35);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("mustAccept")
    void acceptsEveryYFile(String file, Implementation kernel) {
        byte[] json = read(file);
        JsonParser parser = Kernels.parser(kernel);
        Outcome outcome = Kernels.outcome(parser, json);
        assertThat(outcome).as(file).isInstanceOf(Accepted.class);
        JsonValue value = ((Accepted) outcome).value();
        JacksonReference.assertMatches(value, json);
        RoundTrip.assertRoundTrips(parser, value, json);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("mustReject")
    void rejectsEveryNFileWithAJsonParseException(String file, Implementation kernel) {
        byte[] json = read(file);
        Outcome outcome = Kernels.outcome(Kernels.parser(kernel), json);
        assertThat(outcome).as(file).isInstanceOf(Rejected.class);
        ErrorPosition.assertWithin(((Rejected) outcome).error(), json, 0, json.length);
    }

    /**
     * What simd-json does with each {@code i_} file. Its choices: numbers beyond the double range become ±Infinity
     * and ones below it 0 (integer literals beyond long are exact BigIntegers); a lone surrogate escape is kept as
     * that lone char; invalid UTF-8 anywhere in the input is rejected; a byte order mark is rejected (RFC 8259 8.1:
     * a generator must not add one); nesting is limited to 1,024 levels.
     *
     * <pre>
     * i_number_double_huge_neg_exp.json                 [123.456e-789]          accepted, 0.0
     * i_number_huge_exp.json                            [0.4e00669999...006]    accepted, +Infinity
     * i_number_neg_int_huge_exp.json                    [-1e+9999]              accepted, -Infinity
     * i_number_pos_double_huge_exp.json                 [1.5e+9999]             accepted, +Infinity
     * i_number_real_neg_overflow.json                   [-123123e100000]        accepted, -Infinity
     * i_number_real_pos_overflow.json                   [123123e100000]         accepted, +Infinity
     * i_number_real_underflow.json                      [123e-10000000]         accepted, 0.0
     * i_number_too_big_neg_int.json                     [-123123...123] (30 d)  accepted, BIG_INTEGER
     * i_number_too_big_pos_int.json                     [100000000000000000000] accepted, BIG_INTEGER
     * i_number_very_big_negative_int.json               [-237462...846] (48 d)  accepted, BIG_INTEGER
     * i_object_key_lone_2nd_surrogate.json              {"\uDFAA":0}            accepted, key is the lone char
     * i_string_1st_surrogate_but_2nd_missing.json       ["\uDADA"]              accepted, lone char
     * i_string_1st_valid_surrogate_2nd_invalid.json     ["\uD888\u1234"]        accepted, lone D888 then U+1234
     * i_string_incomplete_surrogate_and_escape_valid    ["\uD800\n"]            accepted, lone D800 then LF
     * i_string_incomplete_surrogate_pair.json           ["\uDd1ea"]             accepted, lone DD1E then 'a'
     * i_string_incomplete_surrogates_escape_valid.json  ["\uD800\uD800\n"]      accepted, two lone D800 then LF
     * i_string_invalid_lonely_surrogate.json            ["\ud800"]              accepted, lone char
     * i_string_invalid_surrogate.json                   ["\ud800abc"]           accepted, lone D800 then "abc"
     * i_string_inverted_surrogates_U+1D11E.json         ["\uDd1e\uD834"]        accepted, two lone chars
     * i_string_lone_second_surrogate.json               ["\uDFAA"]              accepted, lone char
     * i_string_UTF-16LE_with_BOM.json                   FF FE then UTF-16LE     rejected (not UTF-8)
     * i_string_UTF-8_invalid_sequence.json              ... FA ...              rejected (invalid UTF-8)
     * i_string_UTF8_surrogate_U+D800.json               ED A0 80                rejected (UTF-8 of a surrogate)
     * i_string_invalid_utf-8.json                       FF                      rejected
     * i_string_iso_latin_1.json                         E9                      rejected
     * i_string_lone_utf8_continuation_byte.json         81                      rejected
     * i_string_not_in_unicode_range.json                F4 BF BF BF             rejected (past U+10FFFF)
     * i_string_overlong_sequence_2_bytes.json           C0 AF                   rejected
     * i_string_overlong_sequence_6_bytes.json           FC 83 BF BF BF BF       rejected
     * i_string_overlong_sequence_6_bytes_null.json      FC 80 80 80 80 80       rejected
     * i_string_truncated-utf-8.json                     E0 FF                   rejected
     * i_string_utf16BE_no_BOM.json                      00 5B 00 22 ...         rejected (NUL bytes)
     * i_string_utf16LE_no_BOM.json                      5B 00 22 00 ...         rejected (NUL bytes)
     * i_structure_500_nested_arrays.json                500 x [ then 500 x ]    accepted (limit is 1,024)
     * i_structure_UTF-8_BOM_empty_object.json           EF BB BF {}             rejected (byte order mark)
     * </pre>
     */
    static final Map<String, Consumer<JsonValue>> IMPLEMENTATION_DEFINED_ACCEPTED = Map.ofEntries(
            entry("i_number_double_huge_neg_exp.json", v -> assertDouble(v.get(0), 0.0)),
            entry("i_number_huge_exp.json", v -> assertDouble(v.get(0), Double.POSITIVE_INFINITY)),
            entry("i_number_neg_int_huge_exp.json", v -> assertDouble(v.get(0), Double.NEGATIVE_INFINITY)),
            entry("i_number_pos_double_huge_exp.json", v -> assertDouble(v.get(0), Double.POSITIVE_INFINITY)),
            entry("i_number_real_neg_overflow.json", v -> assertDouble(v.get(0), Double.NEGATIVE_INFINITY)),
            entry("i_number_real_pos_overflow.json", v -> assertDouble(v.get(0), Double.POSITIVE_INFINITY)),
            entry("i_number_real_underflow.json", v -> assertDouble(v.get(0), 0.0)),
            entry("i_number_too_big_neg_int.json",
                    v -> assertBigInteger(v.get(0), "-123123123123123123123123123123")),
            entry("i_number_too_big_pos_int.json", v -> assertBigInteger(v.get(0), "100000000000000000000")),
            entry("i_number_very_big_negative_int.json",
                    v -> assertBigInteger(v.get(0), "-237462374673276894279832749832423479823246327846")),
            entry("i_object_key_lone_2nd_surrogate.json", v -> {
                assertThat(v.size()).isEqualTo(1);
                assertThat(v.fields().iterator().next().name()).isEqualTo(chars(0xDFAA));
                assertThat(v.get(chars(0xDFAA)).asLong()).isZero();
            }),
            entry("i_string_1st_surrogate_but_2nd_missing.json", v -> assertString(v, chars(0xDADA))),
            entry("i_string_1st_valid_surrogate_2nd_invalid.json", v -> assertString(v, chars(0xD888, 0x1234))),
            entry("i_string_incomplete_surrogate_and_escape_valid.json", v -> assertString(v, chars(0xD800, '\n'))),
            entry("i_string_incomplete_surrogate_pair.json", v -> assertString(v, chars(0xDD1E, 'a'))),
            entry("i_string_incomplete_surrogates_escape_valid.json",
                    v -> assertString(v, chars(0xD800, 0xD800, '\n'))),
            entry("i_string_invalid_lonely_surrogate.json", v -> assertString(v, chars(0xD800))),
            entry("i_string_invalid_surrogate.json", v -> assertString(v, chars(0xD800, 'a', 'b', 'c'))),
            entry("i_string_inverted_surrogates_U+1D11E.json", v -> assertString(v, chars(0xDD1E, 0xD834))),
            entry("i_string_lone_second_surrogate.json", v -> assertString(v, chars(0xDFAA))),
            entry("i_structure_500_nested_arrays.json", v -> {
                JsonValue inner = v;
                for (int depth = 1; depth < 500; depth++) {
                    assertThat(inner.size()).as("size at depth %d", depth).isEqualTo(1);
                    inner = inner.get(0);
                }
                assertThat(inner.type()).isEqualTo(JsonType.ARRAY);
                assertThat(inner.size()).isZero();
            }));

    static final Set<String> IMPLEMENTATION_DEFINED_REJECTED = Set.of(
            "i_string_UTF-16LE_with_BOM.json",
            "i_string_UTF-8_invalid_sequence.json",
            "i_string_UTF8_surrogate_U+D800.json",
            "i_string_invalid_utf-8.json",
            "i_string_iso_latin_1.json",
            "i_string_lone_utf8_continuation_byte.json",
            "i_string_not_in_unicode_range.json",
            "i_string_overlong_sequence_2_bytes.json",
            "i_string_overlong_sequence_6_bytes.json",
            "i_string_overlong_sequence_6_bytes_null.json",
            "i_string_truncated-utf-8.json",
            "i_string_utf16BE_no_BOM.json",
            "i_string_utf16LE_no_BOM.json",
            "i_structure_UTF-8_BOM_empty_object.json");

    @Test
    void everyIFileHasADocumentedExpectation() {
        Set<String> documented = new TreeSet<>(IMPLEMENTATION_DEFINED_ACCEPTED.keySet());
        documented.addAll(IMPLEMENTATION_DEFINED_REJECTED);
        Set<String> present = new TreeSet<>();
        files("i_").forEach(f -> present.add(f.getFileName().toString()));
        assertThat(documented).isEqualTo(present);
        assertThat(IMPLEMENTATION_DEFINED_ACCEPTED).hasSize(21);
        assertThat(IMPLEMENTATION_DEFINED_REJECTED).hasSize(14);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementationDefined")
    void iFileGetsTheSameDocumentedResultOnBothKernels(String file) {
        byte[] json = read(file);
        Outcome vector = Kernels.outcome(Kernels.parser(Implementation.VECTOR), json);
        Outcome scalar = Kernels.outcome(Kernels.parser(Implementation.SCALAR), json);
        assertThat(vector.accepted()).as("%s: vector %s, scalar %s", file, vector, scalar)
                .isEqualTo(scalar.accepted());
        boolean expectAccept = IMPLEMENTATION_DEFINED_ACCEPTED.containsKey(file);
        assertThat(vector.accepted()).as("%s: %s", file, vector).isEqualTo(expectAccept);
        if (expectAccept) {
            IMPLEMENTATION_DEFINED_ACCEPTED.get(file).accept(((Accepted) vector).value());
            IMPLEMENTATION_DEFINED_ACCEPTED.get(file).accept(((Accepted) scalar).value());
            RoundTrip.assertRoundTrips(Kernels.parser(Implementation.SCALAR), ((Accepted) scalar).value(), json);
        } else {
            ErrorPosition.assertWithin(((Rejected) vector).error(), json, 0, json.length);
            ErrorPosition.assertWithin(((Rejected) scalar).error(), json, 0, json.length);
        }
    }

    /** The strict Jackson reference (used by the mutation properties) must itself agree with the suite. */
    @Test
    void strictJacksonReferenceAgreesWithTheSuite() {
        for (Path y : files("y_")) {
            assertThat(JacksonReference.accepts(TestData.read(y))).as(y.getFileName().toString()).isTrue();
        }
        for (Path n : files("n_")) {
            assertThat(JacksonReference.accepts(TestData.read(n))).as(n.getFileName().toString()).isFalse();
        }
        for (Path i : files("i_")) {
            String name = i.getFileName().toString();
            assertThat(JacksonReference.accepts(TestData.read(i))).as(name)
                    .isEqualTo(IMPLEMENTATION_DEFINED_ACCEPTED.containsKey(name));
        }
        // Jackson's own leniency, which the reference corrects: a non-ASCII character taken as a hex digit
        byte[] notHex = "[\"\\u020\u2B30\"]".getBytes(StandardCharsets.UTF_8);
        assertThat(JacksonReference.accepts(notHex)).isFalse();
        assertThat(JacksonReference.accepts("[\"\\u020A\"]".getBytes(StandardCharsets.UTF_8))).isTrue();
    }

    private static void assertDouble(JsonValue v, double expected) {
        assertThat(v.numberKind()).isEqualTo(NumberKind.DOUBLE);
        assertThat(Double.doubleToRawLongBits(v.asDouble())).as("bits of %s", v.asDouble())
                .isEqualTo(Double.doubleToRawLongBits(expected));
    }

    private static void assertBigInteger(JsonValue v, String expected) {
        assertThat(v.numberKind()).isEqualTo(NumberKind.BIG_INTEGER);
        assertThat(v.asBigInteger()).isEqualTo(new BigInteger(expected));
    }

    private static void assertString(JsonValue array, String expected) {
        assertThat(array.size()).isEqualTo(1);
        assertThat(JacksonReference.escape(array.get(0).asString())).isEqualTo(JacksonReference.escape(expected));
        assertThat(array.get(0).asString()).isEqualTo(expected);
    }

    /** A string of UTF-16 code units, so lone surrogates can be written down plainly. */
    static String chars(int... units) {
        StringBuilder s = new StringBuilder();
        for (int unit : units) {
            s.append((char) unit);
        }
        return s.toString();
    }
}
