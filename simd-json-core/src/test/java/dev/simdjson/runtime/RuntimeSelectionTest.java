package dev.simdjson.runtime;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Which kernel runs and why, in this JVM (which has the module) and in JVMs started with other settings. */
class RuntimeSelectionTest {

    @Test
    void thisJvmRunsTheVectorKernelAtTheWidestPreferredWidth() {
        RuntimeReport report = SimdJsonRuntime.report(Implementation.VECTOR);
        assertThat(report.vectorModulePresent()).isTrue();
        assertThat(report.implementation()).isEqualTo(Implementation.VECTOR);
        assertThat(report.bitWidth()).isIn(256, 512).isLessThanOrEqualTo(report.preferredBitWidth());
        assertThat(report.species()).contains(report.bitWidth() + "_BIT");
        assertThat(report.fallbackReason()).isNull();
        assertThat(report.summary()).contains("vector kernel");
        assertThat(new JsonParser(JsonLimits.DEFAULTS, Implementation.VECTOR).implementation())
                .isEqualTo(Implementation.VECTOR);
    }

    @Test
    void scalarOnRequestSaysWhy() {
        RuntimeReport report = SimdJsonRuntime.report(Implementation.SCALAR);
        assertThat(report.implementation()).isEqualTo(Implementation.SCALAR);
        assertThat(report.species()).isNull();
        assertThat(report.bitWidth()).isZero();
        assertThat(report.fallbackReason()).contains("scalar implementation requested");
        assertThat(new JsonParser(JsonLimits.DEFAULTS, Implementation.SCALAR).implementation())
                .isEqualTo(Implementation.SCALAR);
    }

    @Test
    void warmUpMakesTheVectorKernelHot() {
        WarmUpResult result = SimdJsonRuntime.warmUp(Duration.ofSeconds(30));
        assertThat(result.outcome()).isEqualTo(WarmUpResult.Outcome.DONE);
        assertThat(result.vectorHot()).isTrue();
        assertThat(SimdJsonRuntime.vectorHot()).isTrue();
        assertThat(SimdJsonRuntime.lastWarmUp()).isNotNull();
        assertThat(result.took()).isLessThan(Duration.ofSeconds(31));
        // An AUTO parser now runs (and reports) the vector kernel, and parses correctly.
        JsonParser parser = new JsonParser();
        assertThat(parser.implementation()).isEqualTo(Implementation.VECTOR);
        assertThat(parser.parse("{\"a\":[1,\"é\"]}".getBytes(StandardCharsets.UTF_8)).get("a").get(1).asString())
                .isEqualTo("é");
    }

    @Test
    void implementationNamesParseCaseInsensitively() {
        assertThat(Implementation.parse(" Vector ")).isEqualTo(Implementation.VECTOR);
        assertThat(Implementation.parse("scalar")).isEqualTo(Implementation.SCALAR);
        assertThat(Implementation.parse("AUTO")).isEqualTo(Implementation.AUTO);
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> Implementation.parse("sse"))
                .withMessageContaining("expected auto, vector or scalar");
    }

    @Test
    void the256BitVectorKernelAgreesWithTheScalarKernelOnEveryTestFile() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-Dsimdjson.vectorBits=256"),
                KernelAgreement.class.getName(), testData("corpus"), testData("jsontestsuite/test_parsing"),
                testData("jsonchecker"));
        assertThat(output).contains("kernel: Species[byte, 32, S_256_BIT]").contains("mismatches: 0");
        assertThat(output).containsPattern("files: [1-9][0-9]{2,}");
    }

    @Test
    void theSystemPropertyChoosesTheScalarKernelForTheWholeJvm() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-Dsimdjson.implementation=scalar"),
                ReportMain.class.getName());
        assertThat(output).contains("implementation=SCALAR").contains("requested=SCALAR")
                .contains("fallbackReason=scalar implementation requested");
    }

    @Test
    void withoutTheModuleTheScalarKernelRunsAndTheReportGivesTheFix() throws Exception {
        String output = runJava(List.of(), ReportMain.class.getName());
        assertThat(output).contains("implementation=SCALAR").contains("vectorModulePresent=false")
                .contains("--add-modules jdk.incubator.vector").contains("parsed=3");
    }

    @Test
    void c1OnlyAsSpringBootRunsOptimizedLaunchTakesTheScalarKernelAndSaysHowToFixIt() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:TieredStopAtLevel=1"),
                WarmUpMain.class.getName(), "2000");
        assertThat(output).contains("implementation=SCALAR").contains("requested=AUTO")
                .contains("-XX:TieredStopAtLevel=1: C1 only").contains("optimizedLaunch")
                .contains("outcome=SKIPPED").contains("vectorHot=false").contains("parser=SCALAR");
    }

    @Test
    void anInterpretedJvmTakesTheScalarKernel() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-Xint"), WarmUpMain.class.getName(),
                "1");
        assertThat(output).contains("implementation=SCALAR").contains("interpreted only (-Xint)")
                .contains("parser=SCALAR");
    }

    @Test
    void anExplicitVectorRequestIsHonouredUnderC1() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:TieredStopAtLevel=1",
                "-Dsimdjson.implementation=vector"), ReportMain.class.getName());
        assertThat(output).contains("implementation=VECTOR").contains("requested=VECTOR").contains("parsed=3");
    }

    @Test
    void aWarmUpThatRunsOutOfTimeSaysSoAndKeepsTheScalarKernel() throws Exception {
        // The vector kernel's block loop may never be compiled: whatever the budget, it is not called warm.
        String output = runJava(List.of("--add-modules=jdk.incubator.vector",
                        "-XX:CompileCommand=quiet", "-XX:CompileCommand=exclude,dev.simdjson.internal.stage1.VectorBlockClassifier::*"),
                WarmUpMain.class.getName(), "300");
        assertThat(output).contains("implementation=VECTOR").contains("outcome=TIMED_OUT")
                .contains("vectorHot=false").contains("not compiled yet").contains("hot=false");
    }

    /** Warms up with the budget in milliseconds given as the argument, then prints the result and what AUTO runs. */
    public static final class WarmUpMain {
        public static void main(String[] args) {
            System.out.println(SimdJsonRuntime.report());
            System.out.println(SimdJsonRuntime.warmUp(Duration.ofMillis(Long.parseLong(args[0]))));
            System.out.println("hot=" + SimdJsonRuntime.vectorHot());
            System.out.println("parser=" + new JsonParser().implementation());
        }
    }

    /** Prints the JVM-wide report and parses a document with an AUTO parser. */
    public static final class ReportMain {
        public static void main(String[] args) {
            System.out.println(SimdJsonRuntime.report());
            System.out.println("parsed=" + new JsonParser().parse("[1,2,3]".getBytes(StandardCharsets.UTF_8)).size());
        }
    }

    private static String testData(String folder) throws URISyntaxException {
        return Path.of(RuntimeSelectionTest.class.getResource("/testdata/" + folder).toURI()).toString();
    }

    private static String runJava(List<String> jvmOptions, String mainClass, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(text).isZero();
        return text;
    }
}
