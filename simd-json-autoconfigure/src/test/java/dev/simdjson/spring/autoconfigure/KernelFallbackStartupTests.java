package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.SimdJsonParsers;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Applications in JVMs where the vector kernel cannot run, or would be slow, start on the scalar kernel and say why
 * once, in child JVMs started the way users start them by mistake.
 */
class KernelFallbackStartupTests {

    @Test
    void vectorRequestedWithoutTheModuleStartsOnTheScalarKernel() throws Exception {
        // It used to fail to start: the mapper's writer asked for the vector kernel.
        String output = run(List.of(), "vector");
        assertThat(output).contains("started=true").contains("parser=SCALAR").contains("written={\"a\":[1,2]}")
                .contains("read=3")
                .contains("WARN").contains("the jdk.incubator.vector module is not loaded")
                .contains("--add-modules=jdk.incubator.vector");
    }

    @Test
    void autoUnderSpringBootRunsOptimizedLaunchTakesTheScalarKernelWithTheFix() throws Exception {
        String output = run(List.of("--add-modules=jdk.incubator.vector", "-XX:TieredStopAtLevel=1"), "auto");
        assertThat(output).contains("started=true").contains("parser=SCALAR").contains("read=3")
                .containsPattern("WARN .*simd-json: JSON is parsed by the scalar kernel because the JIT stops at"
                        + " tier 1")
                .contains("<optimizedLaunch>false</optimizedLaunch>");
    }

    private static String run(List<String> jvmOptions, String implementation) throws Exception {
        return runMain(Main.class, jvmOptions, implementation);
    }

    /** Runs {@code main} in a child JVM of this one's class path with the options and arguments given: its output. */
    static String runMain(Class<?> main, List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return output;
    }

    /** Starts the core auto-configuration with the implementation given and uses its mapper and parsers. */
    public static final class Main {
        public static void main(String[] args) {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class))
                    .withPropertyValues("simdjson.implementation=" + args[0], "simdjson.warm-up.enabled=false")
                    .run(context -> {
                        if (started(context)) {
                            useParsersAndMapper(context);
                        }
                    });
        }
    }

    /** Prints whether the context started, and the failure's stack trace when it did not. */
    static boolean started(AssertableApplicationContext context) {
        System.out.println("started=" + (context.getStartupFailure() == null));
        if (context.getStartupFailure() != null) {
            context.getStartupFailure().printStackTrace(System.out);
            return false;
        }
        return true;
    }

    /** Prints the kernel a parser runs, and a write and a read through the application's mapper. */
    static void useParsersAndMapper(AssertableApplicationContext context) {
        SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
        System.out.println("parser=" + context.getBean(SimdJsonParsers.class).parser().implementation());
        System.out.println("written=" + new String(mapper.writeValueAsBytes(Map.of("a", List.of(1, 2))),
                StandardCharsets.UTF_8));
        System.out.println("read=" + mapper.readValue("[1,2,3]".getBytes(StandardCharsets.UTF_8), List.class).size());
    }
}
