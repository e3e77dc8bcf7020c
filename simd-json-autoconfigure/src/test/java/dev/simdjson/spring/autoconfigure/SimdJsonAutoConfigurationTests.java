package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.SimdJsonParsers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

@ExtendWith(OutputCaptureExtension.class)
class SimdJsonAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class));

    @Test
    void providesTheBeansByDefault() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(RuntimeReport.class);
            assertThat(context).hasSingleBean(JsonLimits.class);
            assertThat(context).hasSingleBean(SimdJsonParsers.class);
            assertThat(context).hasSingleBean(SimdJsonProperties.class);
            assertThat(context.getBean(JsonLimits.class)).isEqualTo(JsonLimits.DEFAULTS);
            RuntimeReport report = context.getBean(RuntimeReport.class);
            assertThat(report.requested()).isEqualTo(Implementation.AUTO);
            assertThat(report).isEqualTo(SimdJsonRuntime.report(Implementation.AUTO));
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.limits()).isEqualTo(JsonLimits.DEFAULTS);
            // The parsers run the kernel the report names.
            assertThat(parsers.parser().implementation()).isEqualTo(report.implementation());
            JsonValue value = parsers.parse(bytes("{\"a\":[1,2,3],\"b\":null}"));
            assertThat(value.isObject()).isTrue();
            assertThat(value.get("a").size()).isEqualTo(3);
        });
    }

    @Test
    void enabledFalseTurnsEverythingOff() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(RuntimeReport.class);
            assertThat(context).doesNotHaveBean(JsonLimits.class);
            assertThat(context).doesNotHaveBean(SimdJsonParsers.class);
            assertThat(context).doesNotHaveBean(SimdJsonProperties.class);
        });
    }

    @Test
    void enabledTrueKeepsTheBeans() {
        runner.withPropertyValues("simdjson.enabled=true").run(context -> {
            assertThat(context).hasSingleBean(RuntimeReport.class);
            assertThat(context).hasSingleBean(SimdJsonParsers.class);
        });
    }

    @Test
    void aUsersRuntimeReportWins() {
        RuntimeReport own = scalarReport(Implementation.AUTO, true, "chosen by the test");
        runner.withBean(RuntimeReport.class, () -> own).run(context -> {
            assertThat(context).hasSingleBean(RuntimeReport.class);
            assertThat(context.getBean(RuntimeReport.class)).isSameAs(own);
            assertThat(context).hasSingleBean(SimdJsonParsers.class);
        });
    }

    @Test
    void aUsersSimdJsonParsersWins() {
        SimdJsonParsers own = new SimdJsonParsers(JsonLimits.DEFAULTS.withMaxDepth(7), Implementation.SCALAR);
        runner.withBean(SimdJsonParsers.class, () -> own).run(context -> {
            assertThat(context).hasSingleBean(SimdJsonParsers.class);
            assertThat(context.getBean(SimdJsonParsers.class)).isSameAs(own);
            assertThat(context).hasSingleBean(RuntimeReport.class);
        });
    }

    @Test
    void aUsersJsonLimitsWinAndTheParsersUseThem() {
        JsonLimits own = JsonLimits.DEFAULTS.withMaxDepth(3);
        runner.withBean(JsonLimits.class, () -> own).withPropertyValues("simdjson.limits.max-depth=50").run(context -> {
            assertThat(context.getBean(JsonLimits.class)).isSameAs(own);
            assertThat(context.getBean(SimdJsonParsers.class).limits()).isSameAs(own);
        });
    }

    @Test
    void implementationScalarGivesAScalarReportAndScalarParsers() {
        runner.withPropertyValues("simdjson.implementation=scalar").run(context -> {
            RuntimeReport report = context.getBean(RuntimeReport.class);
            assertThat(report.requested()).isEqualTo(Implementation.SCALAR);
            assertThat(report.implementation()).isEqualTo(Implementation.SCALAR);
            assertThat(report.vectorized()).isFalse();
            assertThat(report.bitWidth()).isZero();
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.implementation()).isEqualTo(Implementation.SCALAR);
            assertThat(parsers.parser().implementation()).isEqualTo(Implementation.SCALAR);
            assertThat(parsers.parse(bytes("[true,false]")).size()).isEqualTo(2);
        });
    }

    @Test
    void implementationBindsCaseInsensitively() {
        runner.withPropertyValues("simdjson.implementation=SCALAR").run(context ->
                assertThat(context.getBean(SimdJsonProperties.class).getImplementation()).isEqualTo(Implementation.SCALAR));
    }

    @Test
    void implementationVectorRunsTheVectorKernelWhereItCanAndTheScalarOneWhereItCannot() {
        boolean vectorCanRun = SimdJsonRuntime.report(Implementation.VECTOR).vectorized();
        runner.withPropertyValues("simdjson.implementation=vector").run(context -> {
            assertThat(context).hasNotFailed();
            RuntimeReport report = context.getBean(RuntimeReport.class);
            assertThat(report.requested()).isEqualTo(Implementation.VECTOR);
            Implementation expected = vectorCanRun ? Implementation.VECTOR : Implementation.SCALAR;
            assertThat(report.implementation()).isEqualTo(expected);
            assertThat(context.getBean(SimdJsonParsers.class).parser().implementation()).isEqualTo(expected);
        });
    }

    @Test
    void anUnknownImplementationFailsTheStartup() {
        runner.withPropertyValues("simdjson.implementation=gpu").run(context ->
                assertThat(context).hasFailed());
    }

    @Test
    void maxDepthTakesEffect() {
        runner.withPropertyValues("simdjson.limits.max-depth=2").run(context -> {
            assertThat(context.getBean(JsonLimits.class).maxDepth()).isEqualTo(2);
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.parse(bytes("[[1]]")).get(0).get(0).asInt()).isEqualTo(1);
            assertThatThrownBy(() -> parsers.parse(bytes("[[[1]]]")))
                    .isInstanceOf(JsonParseException.class)
                    .satisfies(e -> assertLocated((JsonParseException) e));
        });
    }

    @Test
    void maxDocumentSizeTakesEffect() {
        runner.withPropertyValues("simdjson.limits.max-document-size=16B").run(context -> {
            assertThat(context.getBean(JsonLimits.class).maxDocumentBytes()).isEqualTo(16);
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.parse(bytes("[1,2,3,4,5,6,7]")).size()).isEqualTo(7);
            assertThatThrownBy(() -> parsers.parse(bytes("[1,2,3,4,5,6,7,8,9,10,11,12]")))
                    .isInstanceOf(JsonParseException.class);
        });
    }

    @Test
    void maxDocumentSizeUnderstandsUnits() {
        runner.withPropertyValues("simdjson.limits.max-document-size=1KB").run(context ->
                assertThat(context.getBean(JsonLimits.class).maxDocumentBytes()).isEqualTo(1024));
        runner.withPropertyValues("simdjson.limits.max-document-size=4096").run(context ->
                assertThat(context.getBean(JsonLimits.class).maxDocumentBytes()).isEqualTo(4096));
    }

    @Test
    void maxStringLengthTakesEffect() {
        runner.withPropertyValues("simdjson.limits.max-string-length=8").run(context -> {
            assertThat(context.getBean(JsonLimits.class).maxStringBytes()).isEqualTo(8);
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.parse(bytes("[\"abc\"]")).get(0).asString()).isEqualTo("abc");
            String longString = "x".repeat(40);
            assertThatThrownBy(() -> parsers.parse(bytes("[\"" + longString + "\"]")))
                    .isInstanceOf(JsonParseException.class)
                    .satisfies(e -> assertLocated((JsonParseException) e));
        });
    }

    @Test
    void maxNumberLengthTakesEffect() {
        runner.withPropertyValues("simdjson.limits.max-number-length=6").run(context -> {
            assertThat(context.getBean(JsonLimits.class).maxNumberLength()).isEqualTo(6);
            SimdJsonParsers parsers = context.getBean(SimdJsonParsers.class);
            assertThat(parsers.parse(bytes("[123]")).get(0).asLong()).isEqualTo(123);
            assertThatThrownBy(() -> parsers.parse(bytes("[1234567890123]")))
                    .isInstanceOf(JsonParseException.class)
                    .satisfies(e -> assertLocated((JsonParseException) e));
        });
    }

    @Test
    void allLimitsTogether() {
        runner.withPropertyValues("simdjson.limits.max-depth=10", "simdjson.limits.max-document-size=2MB",
                "simdjson.limits.max-string-length=300", "simdjson.limits.max-number-length=40").run(context ->
                assertThat(context.getBean(JsonLimits.class)).isEqualTo(new JsonLimits(10, 2 * 1024 * 1024, 300, 40)));
    }

    @Test
    void aNonPositiveLimitFailsTheStartupNamingTheProperty() {
        runner.withPropertyValues("simdjson.limits.max-depth=0").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("simdjson.limits.max-depth");
        });
        runner.withPropertyValues("simdjson.limits.max-number-length=-1").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("simdjson.limits.max-number-length");
        });
    }

    @Test
    void aLimitTheCoreRejectsFailsTheStartupNamingTheProperties() {
        int huge = 2_000_000_000;
        assumeTrue(catchThrowable(() -> JsonLimits.DEFAULTS.withMaxNumberLength(huge)) != null,
                "the core takes number lengths this long");
        runner.withPropertyValues("simdjson.limits.max-number-length=" + huge).run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().isInstanceOf(IllegalArgumentException.class);
            assertThat(context.getStartupFailure()).hasStackTraceContaining("Invalid simdjson.limits: ");
        });
    }

    @Test
    void aDocumentSizeOfTwoGigabytesOrMoreFailsTheStartup() {
        runner.withPropertyValues("simdjson.limits.max-document-size=3GB").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("simdjson.limits.max-document-size");
        });
    }

    @Test
    void logsOneInfoLineWithTheSummary(CapturedOutput output) {
        runner.run(context -> {
            String summary = context.getBean(RuntimeReport.class).summary();
            List<String> lines = linesContaining(output, summary);
            assertThat(lines).hasSize(1);
            assertThat(lines.getFirst()).contains("INFO");
        });
    }

    @Test
    void logsNoWarningWhenTheVectorKernelRuns(CapturedOutput output) {
        RuntimeReport vector = new RuntimeReport(Implementation.VECTOR, Implementation.AUTO, true,
                "Species[byte, 32, S_256_BIT]", 256, 256, null, "25", "amd64", "avx2");
        runner.withBean(RuntimeReport.class, () -> vector).run(context -> {
            assertThat(linesContaining(output, "simd-json: vector kernel, Species[byte, 32, S_256_BIT] (256-bit)"))
                    .singleElement().asString().contains("INFO");
            assertThat(linesContaining(output, "WARN")).noneMatch(line -> line.contains("simd-json:"));
        });
    }

    @Test
    void logsOneWarningWithTheFixWhenTheVectorModuleIsMissing(CapturedOutput output) {
        RuntimeReport noModule = scalarReport(Implementation.AUTO, false, "jdk.incubator.vector is not loaded");
        runner.withBean(RuntimeReport.class, () -> noModule).run(context -> {
            assertThat(linesContaining(output, noModule.summary())).singleElement().asString().contains("INFO");
            List<String> warnings = linesContaining(output, "WARN").stream()
                    .filter(line -> line.contains("simd-json:")).toList();
            assertThat(warnings).singleElement().asString()
                    .contains("--add-modules=jdk.incubator.vector")
                    .contains("before -jar")
                    .contains("java --add-modules=jdk.incubator.vector -jar app.jar")
                    .contains("<jvmArguments>--add-modules=jdk.incubator.vector</jvmArguments>")
                    .contains("spring-boot:run")
                    .contains("JDK_JAVA_OPTIONS=--add-modules=jdk.incubator.vector");
        });
    }

    @Test
    void logsNoWarningWhenScalarWasAskedFor(CapturedOutput output) {
        RuntimeReport scalar = scalarReport(Implementation.SCALAR, false, "simdjson.implementation=scalar");
        runner.withBean(RuntimeReport.class, () -> scalar).run(context -> {
            assertThat(linesContaining(output, scalar.summary())).singleElement().asString().contains("INFO");
            assertThat(linesContaining(output, "WARN")).noneMatch(line -> line.contains("simd-json:"));
        });
    }

    @Test
    void warnsWhenVectorWasAskedForButCannotRunThoughTheModuleIsThere(CapturedOutput output) {
        RuntimeReport narrow = scalarReport(Implementation.VECTOR, true, "the preferred vector width is 128 bits");
        runner.withBean(RuntimeReport.class, () -> narrow).run(context -> {
            List<String> warnings = linesContaining(output, "WARN").stream()
                    .filter(line -> line.contains("simd-json:")).toList();
            assertThat(warnings).singleElement().asString()
                    .contains("simdjson.implementation=vector")
                    .contains("the preferred vector width is 128 bits")
                    .doesNotContain("--add-modules");
        });
    }

    @Test
    void logsNothingWhenDisabled(CapturedOutput output) {
        runner.withPropertyValues("simdjson.enabled=false").run(context ->
                assertThat(output.getOut() + output.getErr()).doesNotContain("simd-json:"));
    }

    private static RuntimeReport scalarReport(Implementation requested, boolean modulePresent, String reason) {
        return new RuntimeReport(Implementation.SCALAR, requested, modulePresent, null, 0, modulePresent ? 128 : 0,
                reason, "25", "amd64", "");
    }

    private static List<String> linesContaining(CapturedOutput output, String text) {
        return Arrays.stream(output.getAll().split("\\R")).filter(line -> line.contains(text)).toList();
    }

    private static void assertLocated(JsonParseException e) {
        assertThat(e.line()).isPositive();
        assertThat(e.column()).isPositive();
        assertThat(e.offset()).isNotNegative();
        assertThat(e.reason()).isNotBlank();
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }
}
