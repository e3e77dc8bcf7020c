package dev.simdjson.conformance;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link JsonParser#validate} checks without building a DOM, and must decide exactly as {@link JsonParser#parse}
 * does: every JSONTestSuite file, every prefix of a small document and documents past each limit are accepted by
 * both or rejected by both with the same message at the same offset, line and column, on both kernels.
 */
class ValidateTest {

    private static final String SUITE = "jsontestsuite/test_parsing";

    static Stream<Arguments> suiteOnBothKernels() {
        return TestData.files(SUITE, name -> name.endsWith(".json")).stream()
                .flatMap(file -> Kernels.BOTH.stream().map(kernel -> Arguments.of(TestData.name(file), kernel)));
    }

    static Stream<Arguments> smallDocumentsOnBothKernels() {
        return TestData.files("corpus/small", name -> name.endsWith(".json")).stream()
                .flatMap(file -> Kernels.BOTH.stream().map(kernel -> Arguments.of(TestData.name(file), kernel)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("suiteOnBothKernels")
    void decidesEveryJsonTestSuiteFileAsParseDoes(String file, Implementation kernel) {
        byte[] json = TestData.bytes(file);
        assertSameDecision(Kernels.parser(kernel), json, 0, json.length);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("smallDocumentsOnBothKernels")
    void decidesEveryPrefixAsParseDoes(String file, Implementation kernel) {
        byte[] json = TestData.bytes(file);
        JsonParser parser = Kernels.parser(kernel);
        for (int length = 0; length <= Math.min(json.length, 3_000); length++) {
            assertSameDecision(parser, json, 0, length);
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("limitCases")
    void refusesWhatBreaksALimitAsParseDoes(JsonLimits limits, String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        for (Implementation kernel : Kernels.BOTH) {
            Outcome parsed = assertSameDecision(Kernels.parser(kernel, limits), bytes, 0, bytes.length);
            assertThat(parsed).as(json).isInstanceOf(Rejected.class);
        }
    }

    static Stream<Arguments> limitCases() {
        return Stream.of(
                Arguments.of(JsonLimits.DEFAULTS.withMaxDepth(3), "[[[[1]]]]"),
                Arguments.of(JsonLimits.DEFAULTS.withMaxStringBytes(4), "{\"a\":\"hello\"}"),
                Arguments.of(JsonLimits.DEFAULTS.withMaxNumberLength(3), "[1234]"),
                Arguments.of(JsonLimits.DEFAULTS.withMaxDocumentBytes(5), "[1, 2, 3]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void offsetsCountFromTheGivenOffset(Implementation kernel) {
        byte[] framed = "xx[1,]yy".getBytes(StandardCharsets.US_ASCII);
        assertThatThrownBy(() -> Kernels.parser(kernel).validate(framed, 2, 4))
                .isInstanceOfSatisfying(JsonParseException.class, e -> assertThat(e.offset()).isEqualTo(3));
    }

    /** Validates and parses {@code json[offset, offset + length)}; both must decide the same. Returns the parse. */
    private static Outcome assertSameDecision(JsonParser parser, byte[] json, int offset, int length) {
        Outcome parsed = Kernels.outcome(parser, json, offset, length);
        JsonParseException validation = null;
        try {
            parser.validate(json, offset, length);
        } catch (JsonParseException e) {
            validation = e;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("validate threw " + e.getClass().getName() + ": " + e.getMessage(), e);
        }
        String what = new String(json, offset, Math.min(length, 80), StandardCharsets.UTF_8);
        if (parsed instanceof Rejected rejected) {
            JsonParseException p = rejected.error();
            assertThat(validation).as("validate accepted what parse rejects: %s", what).isNotNull();
            assertThat(validation.getMessage()).as(what).isEqualTo(p.getMessage());
            assertThat(validation.offset()).as(what).isEqualTo(p.offset());
            assertThat(validation.line()).as(what).isEqualTo(p.line());
            assertThat(validation.column()).as(what).isEqualTo(p.column());
        } else {
            assertThat(validation).as("validate rejected what parse accepts: %s", what).isNull();
        }
        return parsed;
    }

    static Stream<Implementation> kernels() {
        return Kernels.BOTH.stream();
    }
}
