package dev.simdjson.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The CLI in a fresh JVM, through {@code main} and {@link System#exit}: first without {@code --add-modules}, where
 * everything must still work on the scalar kernel and {@code info} must say why, then with the module.
 */
class CliProcessTest {

    private static final String VECTOR_MODULE = "--add-modules=jdk.incubator.vector";

    @TempDir
    Path dir;

    private String valid;
    private String invalid;

    @BeforeEach
    void writeFiles() throws IOException {
        valid = write("valid.json", "{\n  \"name\": \"Zoë\",\n  \"n\": [1, 2.50, -3e4]\n}\n");
        invalid = write("invalid.json", CheckCommandTest.MISSING_COLON);
    }

    @Test
    void withoutTheModuleInfoReportsTheScalarKernelAndWhy() throws Exception {
        Result run = java(List.of(), "info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.err()).as(run.toString()).isEmpty();
        assertThat(run.outLines()).as(run.toString())
                .hasSize(InfoCommandTest.KEYS.size())
                .contains("implementation: SCALAR", "requested: AUTO", "species: none", "bit width: 0",
                        "vector module present: false");
        assertThat(value(run, "fallback reason")).as(run.toString())
                .contains("--add-modules")
                .contains("jdk.incubator.vector");
    }

    @Test
    void withoutTheModuleCheckWorks() throws Exception {
        Result run = java(List.of(), "check", valid, invalid);

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(run.err()).as(run.toString()).isEmpty();
        assertThat(run.outLines()).as(run.toString()).hasSize(2);
        assertThat(run.outLines().get(0)).isEqualTo("valid " + valid);
        assertThat(run.outLines().get(1)).startsWith("invalid " + invalid + ": ")
                .endsWith(" at line 3, column 7 (byte 18)");

        Result allValid = java(List.of(), "check", "--implementation=scalar", valid);
        assertThat(allValid.exitCode()).as(allValid.toString()).isZero();
        assertThat(allValid.outLines()).containsExactly("valid " + valid);
    }

    @Test
    void withoutTheModuleMinifyWorks() throws Exception {
        Result run = java(List.of(), "minify", valid);

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).isEqualTo("{\"name\":\"Zoë\",\"n\":[1,2.50,-3e4]}\n");
    }

    @Test
    void withoutTheModuleAskingForVectorIsExitTwoWithTheReason() throws Exception {
        Result check = java(List.of(), "check", "--implementation=vector", valid);

        assertThat(check.exitCode()).as(check.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(check.out()).as(check.toString()).isEmpty();
        assertThat(check.err()).as(check.toString())
                .startsWith("simd-json: the vector implementation cannot run here: ")
                .contains("jdk.incubator.vector");

        Result info = java(List.of(), "info", "--implementation=vector");

        assertThat(info.exitCode()).as(info.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(info.outLines()).as(info.toString()).contains("implementation: SCALAR", "requested: VECTOR",
                "vector module present: false");
        assertThat(info.err()).as(info.toString())
                .startsWith("simd-json: the vector implementation cannot run here: ")
                .contains("jdk.incubator.vector");
    }

    @Test
    void withTheModuleInfoReportsTheVectorKernel() throws Exception {
        assumeTrue(cpuHasWideVectors(), "needs a CPU with AVX2 or AVX-512 (x86-64 Linux)");

        Result run = java(List.of(VECTOR_MODULE), "info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).as(run.toString())
                .hasSize(InfoCommandTest.KEYS.size())
                .contains("implementation: VECTOR", "requested: AUTO", "vector module present: true",
                        "fallback reason: none");
        assertThat(value(run, "species")).isNotEqualTo("none");
        assertThat(value(run, "bit width")).isIn("256", "512");
    }

    @Test
    void at128BitsInfoRacesTheKernelsAndPrintsWhichWon() throws Exception {
        Result run = java(List.of(VECTOR_MODULE, "-XX:MaxVectorSize=16"), "info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).as(run.toString()).hasSize(InfoCommandTest.KEYS.size() + 1)
                .contains("requested: AUTO", "preferred bit width: 128");
        String probe = value(run, "probe");
        if (probe.startsWith("DONE")) {
            assertThat(probe).contains("the 128-bit vector kernel is compiled and runs: it measured faster");
            assertThat(run.outLines()).contains("implementation: VECTOR", "bit width: 128", "fallback reason: none");
        } else {
            assertThat(probe).startsWith("NOT_FASTER: the 128-bit vector kernel measured no faster");
            assertThat(run.outLines()).contains("implementation: SCALAR",
                    "fallback reason: " + probe.substring("NOT_FASTER: ".length()));
        }
    }

    @Test
    void at128BitsWithoutVectorIntrinsicsInfoKeepsTheScalarKernelAndSaysWhy() throws Exception {
        Result run = java(List.of(VECTOR_MODULE, "-XX:MaxVectorSize=16", "-XX:+UnlockExperimentalVMOptions",
                "-XX:-EnableVectorSupport"), "info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).as(run.toString()).contains("implementation: SCALAR", "requested: AUTO",
                "preferred bit width: 128");
        // Far slower without intrinsics: the race is lost by running out of the budget, or by measuring.
        String probe = value(run, "probe");
        assertThat(probe).matches("(TIMED_OUT|NOT_FASTER): .*the 128-bit vector kernel.*so auto keeps the scalar kernel.*");
        assertThat(value(run, "fallback reason")).isEqualTo(probe.substring(probe.indexOf(": ") + 2));
    }

    @Test
    void at128BitsVectorOnRequestRunsWithoutTheRace() throws Exception {
        Result run = java(List.of(VECTOR_MODULE, "-XX:MaxVectorSize=16"), "info", "--implementation=vector");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).as(run.toString()).hasSize(InfoCommandTest.KEYS.size())
                .contains("implementation: VECTOR", "requested: VECTOR", "species: Species[byte, 16, S_128_BIT]",
                        "bit width: 128");
    }

    @Test
    void withC1OnlyInfoReportsTheScalarKernelAndTheFix() throws Exception {
        Result run = java(List.of(VECTOR_MODULE, "-XX:TieredStopAtLevel=1"), "info");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.outLines()).as(run.toString()).contains("implementation: SCALAR", "requested: AUTO",
                "vector module present: true");
        assertThat(value(run, "fallback reason")).as(run.toString())
                .contains("-XX:TieredStopAtLevel=1: C1 only").contains("optimizedLaunch");
    }

    @Test
    void withTheModuleCheckAndMinifyWorkOnTheVectorKernel() throws Exception {
        assumeTrue(cpuHasWideVectors(), "needs a CPU with AVX2 or AVX-512 (x86-64 Linux)");

        Result check = java(List.of(VECTOR_MODULE), "check", "--implementation=vector", valid, invalid);
        Result minify = java(List.of(VECTOR_MODULE), "minify", "--implementation=vector", valid);

        assertThat(check.exitCode()).as(check.toString()).isEqualTo(SimdJsonCli.EXIT_INVALID);
        assertThat(check.outLines()).as(check.toString()).hasSize(2);
        assertThat(check.outLines().get(0)).isEqualTo("valid " + valid);
        assertThat(check.outLines().get(1)).startsWith("invalid " + invalid + ": ")
                .endsWith(" at line 3, column 7 (byte 18)");
        assertThat(minify.exitCode()).as(minify.toString()).isZero();
        assertThat(minify.out()).isEqualTo("{\"name\":\"Zoë\",\"n\":[1,2.50,-3e4]}\n");
    }

    @Test
    void mainExitsWithTheExitCodeOfRun() throws Exception {
        Result help = java(List.of(), "--help");
        Result none = java(List.of());
        Result unknown = java(List.of(), "frobnicate");

        assertThat(help.exitCode()).as(help.toString()).isZero();
        assertThat(help.out()).startsWith("Usage: simd-json");
        assertThat(none.exitCode()).as(none.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(none.out()).startsWith("Usage: simd-json");
        assertThat(unknown.exitCode()).as(unknown.toString()).isEqualTo(SimdJsonCli.EXIT_USAGE);
        assertThat(unknown.err()).startsWith("simd-json: unknown command 'frobnicate'");
    }

    @Test
    void cliClassesDoNotReferenceTheVectorApi() throws IOException, URISyntaxException {
        Path classes = Path.of(SimdJsonCli.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path cliPackage = classes.resolve("dev/simdjson/cli");
        List<Path> classFiles;
        try (Stream<Path> files = Files.list(cliPackage)) {
            classFiles = files.filter(f -> f.toString().endsWith(".class")).toList();
        }

        assertThat(classFiles).isNotEmpty();
        for (Path classFile : classFiles) {
            String constants = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
            assertThat(constants).as(classFile.toString()).doesNotContain("jdk/incubator/vector");
        }
    }

    /** Runs {@code java <jvmOptions> -cp <test class path> dev.simdjson.cli.SimdJsonCli <args>}. */
    private Result java(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(javaLauncher());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(SimdJsonCli.class.getName());
        command.addAll(List.of(args));

        Path stdout = Files.createTempFile(dir, "stdout", ".txt");
        Path stderr = Files.createTempFile(dir, "stderr", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile());
        // Options from the environment would change what the child sees (and print "Picked up ..." on stderr).
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        builder.environment().remove("_JAVA_OPTIONS");
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        List<String> shown = new ArrayList<>(command);
        shown.set(shown.indexOf("-cp") + 1, "<test class path>");
        return new Result(shown, process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
                Files.readString(stderr, StandardCharsets.UTF_8));
    }

    private static String javaLauncher() {
        return ProcessHandle.current().info().command()
                .orElseGet(() -> Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** The value of a {@code key: value} line of {@code info}. */
    private static String value(Result run, String key) {
        return run.outLines().stream()
                .filter(line -> line.startsWith(key + ": "))
                .map(line -> line.substring(key.length() + 2))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no '" + key + "' line in\n" + run));
    }

    /** Whether the vector kernel must be chosen here: x86-64 Linux with AVX2 or AVX-512BW. */
    private static boolean cpuHasWideVectors() throws IOException {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        if (!(arch.equals("amd64") || arch.equals("x86_64")) || !Files.isReadable(cpuinfo)) {
            return false;
        }
        try (Stream<String> lines = Files.lines(cpuinfo)) {
            return lines.filter(line -> line.startsWith("flags"))
                    .findFirst()
                    .map(line -> List.of(line.substring(line.indexOf(':') + 1).trim().split("\\s+")))
                    .map(flags -> flags.contains("avx2") || flags.contains("avx512bw"))
                    .orElse(false);
        }
    }

    private String write(String name, String content) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, content, StandardCharsets.UTF_8);
        return path.toString();
    }

    record Result(List<String> command, int exitCode, String out, String err) {

        List<String> outLines() {
            return out.lines().toList();
        }

        @Override
        public String toString() {
            return String.join(" ", command) + "\nexit " + exitCode
                    + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
        }
    }
}
