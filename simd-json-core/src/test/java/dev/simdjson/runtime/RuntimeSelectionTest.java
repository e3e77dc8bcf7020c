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
        assertThat(report.bitWidth()).isEqualTo(TestedWidth.expectedBits())
                .isLessThanOrEqualTo(report.preferredBitWidth());
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
        assertThat(SimdJsonRuntime.chosenByMeasurement()).isEqualTo(TestedWidth.expectedBits() < 256);
        if (SimdJsonRuntime.chosenByMeasurement() && result.outcome() == WarmUpResult.Outcome.NOT_FASTER) {
            // At 128 bits the race decides, and a CPU may favour the scalar kernel: auto then runs it and says why.
            assertThat(result.vectorHot()).isFalse();
            assertThat(SimdJsonRuntime.report().implementation()).isEqualTo(Implementation.SCALAR);
            assertThat(SimdJsonRuntime.report().fallbackReason()).isEqualTo(result.detail())
                    .contains("128-bit vector kernel measured no faster than the scalar kernel");
            assertThat(new JsonParser().implementation()).isEqualTo(Implementation.SCALAR);
            return;
        }
        assertThat(result.outcome()).as(result.detail()).isEqualTo(WarmUpResult.Outcome.DONE);
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
        assertKernelsAgree("-Dsimdjson.vectorBits=256", "Species[byte, 32, S_256_BIT]");
    }

    @Test
    void the128BitVectorKernelAgreesWithTheScalarKernelOnEveryTestFile() throws Exception {
        assertKernelsAgree("-XX:MaxVectorSize=16", "Species[byte, 16, S_128_BIT]");
    }

    private static void assertKernelsAgree(String widthOption, String species) throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", widthOption),
                KernelAgreement.class.getName(), testData("corpus"), testData("jsontestsuite/test_parsing"),
                testData("jsonchecker"));
        assertThat(output).contains("kernel: " + species).contains("mismatches: 0");
        assertThat(output).containsPattern("files: [1-9][0-9]{2,}");
    }

    @Test
    void at128BitsAutoRunsTheVectorKernelOnlyOnceTheWarmUpMeasuredItFaster() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:MaxVectorSize=16"),
                WarmUpMain.class.getName(), "30000");
        assertThat(output).contains("implementation=VECTOR, requested=AUTO").contains("bitWidth=128")
                .contains("measured=true");
        if (output.contains("outcome=DONE")) {
            assertThat(output).contains("measured faster than the scalar kernel").contains("parser=VECTOR")
                    .contains("after=RuntimeReport[implementation=VECTOR");
        } else {
            assertThat(output).contains("outcome=NOT_FASTER").contains("parser=SCALAR")
                    .contains("after=RuntimeReport[implementation=SCALAR").contains("measured no faster");
        }
    }

    @Test
    void at128BitsAVectorKernelThatLosesTheRaceLeavesAutoOnTheScalarKernel() throws Exception {
        // Without the JIT's Vector API intrinsics the kernel runs as Java objects: compiled by C2, and far slower.
        // A budget too short for it to catch up: the race is lost by running out of time (else by measuring).
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:MaxVectorSize=16",
                "-XX:+UnlockExperimentalVMOptions", "-XX:-EnableVectorSupport"), WarmUpMain.class.getName(), "2000");
        assertThat(output).contains("implementation=VECTOR, requested=AUTO").contains("bitWidth=128")
                .containsPattern("outcome=(TIMED_OUT|NOT_FASTER)").contains("vectorHot=false").contains("parser=SCALAR")
                .contains("after=RuntimeReport[implementation=SCALAR, requested=AUTO")
                .containsPattern("the 128-bit vector kernel (measured no faster than the scalar kernel on this machine"
                        + "|measured faster than the scalar kernel)")
                .contains("so auto keeps the scalar kernel");
    }

    @Test
    void at128BitsWithTheWarmUpOffAutoTakesTheScalarKernel() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:MaxVectorSize=16",
                "-Dsimdjson.warmup=off"), ReportMain.class.getName());
        assertThat(output).contains("parsed=3").contains("parser=SCALAR")
                .contains("after=RuntimeReport[implementation=SCALAR, requested=AUTO")
                .contains("-Dsimdjson.warmup=off turns the warm-up off");
    }

    @Test
    void at128BitsAnExplicitVectorRequestRunsWithoutMeasuring() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:MaxVectorSize=16",
                "-Dsimdjson.implementation=vector"), ReportMain.class.getName());
        assertThat(output).contains("implementation=VECTOR, requested=VECTOR").contains("bitWidth=128")
                .contains("parsed=3").contains("parser=VECTOR").contains("after=RuntimeReport[implementation=VECTOR");
    }

    @Test
    void belowOneHundredTwentyEightBitsTheScalarKernelRunsAndTheReportSaysWhy() throws Exception {
        String output = runJava(List.of("--add-modules=jdk.incubator.vector", "-XX:MaxVectorSize=8"),
                ReportMain.class.getName());
        assertThat(output).contains("implementation=SCALAR").contains("parser=SCALAR")
                .contains("the preferred vector width is 64 bits; the vector kernel needs at least 128");
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

    /**
     * Warms up with the budget in milliseconds given as the argument, then prints the result, what AUTO runs and the
     * report as it stands after.
     */
    public static final class WarmUpMain {
        public static void main(String[] args) {
            System.out.println(SimdJsonRuntime.report());
            System.out.println("measured=" + SimdJsonRuntime.chosenByMeasurement());
            System.out.println(SimdJsonRuntime.warmUp(Duration.ofMillis(Long.parseLong(args[0]))));
            System.out.println("hot=" + SimdJsonRuntime.vectorHot());
            System.out.println("parser=" + new JsonParser().implementation());
            System.out.println("after=" + SimdJsonRuntime.report());
        }
    }

    /** Prints the JVM-wide report, parses a document with an AUTO parser, and prints the report again. */
    public static final class ReportMain {
        public static void main(String[] args) {
            System.out.println(SimdJsonRuntime.report());
            JsonParser parser = new JsonParser();
            System.out.println("parsed=" + parser.parse("[1,2,3]".getBytes(StandardCharsets.UTF_8)).size());
            System.out.println("parser=" + parser.implementation());
            System.out.println("after=" + SimdJsonRuntime.report());
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
