package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.actuate.SimdJsonDescriptor;
import dev.simdjson.spring.actuate.SimdJsonEndpoint;
import dev.simdjson.spring.actuate.SimdJsonHealthIndicator;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Applications in JVMs whose preferred vector width is 128 bits (AArch64 NEON, x86 without AVX2; here
 * {@code -XX:MaxVectorSize=16}), in child JVMs: {@code auto} runs the 128-bit vector kernel only once the startup
 * warm-up has measured it faster than the scalar kernel, and the log, the endpoint and the health say what was found.
 */
class NarrowVectorStartupTests {

    private static final String NARROW = "-XX:MaxVectorSize=16";

    @Test
    void autoWaitsForTheWarmUpsRaceAndReportsItsOutcome() throws Exception {
        String output = run(List.of(NARROW), "auto");
        assertThat(output).contains("started=true").contains("read=3").contains("written={\"a\":[1,2]}")
                .containsPattern("INFO .*simd-json: vector kernel, Species\\[byte, 16, S_128_BIT\\] \\(128-bit\\), once"
                        + " the warm-up measures it faster than the scalar kernel on this machine");
        if (output.contains("warmUp=done")) {
            assertThat(output).containsPattern("INFO .*simd-json warm-up done in [0-9]+ ms: the 128-bit vector kernel"
                            + " is compiled and runs: it measured faster than the scalar kernel")
                    .contains("parser=VECTOR").contains("endpoint.implementation=vector")
                    .contains("endpoint.vectorized=true").contains("health.implementation=vector");
        } else {
            assertThat(output).contains("warmUp=not-faster").contains("parser=SCALAR")
                    .contains("endpoint.implementation=scalar").contains("endpoint.fallbackReason=the 128-bit")
                    .contains("health.fallbackReason=the 128-bit");
        }
        assertThat(output).doesNotContainPattern("\\] WARN ");
    }

    @Test
    void aKernelThatLosesTheRaceLeavesTheScalarKernelAndTheReasonInTheEndpoint() throws Exception {
        // Without the JIT's Vector API intrinsics the kernel runs as Java objects: compiled, but far slower.
        // A warm-up budget too short for it to catch up: the race is lost by running out of time.
        String output = run(List.of(NARROW, "-XX:+UnlockExperimentalVMOptions", "-XX:-EnableVectorSupport"), "auto",
                "2s");
        assertThat(output).contains("started=true").contains("read=3").contains("written={\"a\":[1,2]}")
                .contains("warmUp=timed-out").contains("parser=SCALAR")
                .containsPattern("WARN .*simd-json warm-up timed-out after [0-9]+ ms: the budget of 1500 ms ran out"
                        + " after [0-9]+ of 4000 iterations, before the 128-bit vector kernel measured faster than the"
                        + " scalar kernel \\([0-9,]+ bytes indexed in [0-9.]+ µs by the vector kernel, [0-9.]+ µs by the"
                        + " scalar one\\), so auto keeps the scalar kernel: raise the budget")
                .contains("endpoint.implementation=scalar").contains("endpoint.vectorized=false")
                .contains("endpoint.fallbackReason=the budget of 1500 ms ran out")
                .contains("health.implementation=scalar")
                .contains("health.fallbackReason=the budget of 1500 ms ran out");
    }

    @Test
    void vectorOnRequestRunsTheVectorKernelWithoutTheRace() throws Exception {
        // The JVM-wide race for auto parsers still runs, and is lost (here by running out of time): no warning, since
        // this application's parsers do not follow it.
        String output = run(List.of(NARROW, "-XX:+UnlockExperimentalVMOptions", "-XX:-EnableVectorSupport"),
                "vector", "2s");
        assertThat(output).contains("started=true").contains("read=3").contains("parser=VECTOR")
                .containsPattern("(?m)INFO .*simd-json: vector kernel, Species\\[byte, 16, S_128_BIT\\] \\(128-bit\\)$")
                .contains("endpoint.implementation=vector").contains("endpoint.bitWidth=128")
                .doesNotContainPattern("\\] WARN ");
    }

    private static String run(List<String> jvmOptions, String implementation) throws Exception {
        return run(jvmOptions, implementation, "20s");
    }

    private static String run(List<String> jvmOptions, String implementation, String warmUpTimeout)
            throws Exception {
        List<String> options = new ArrayList<>(List.of("--add-modules=jdk.incubator.vector"));
        options.addAll(jvmOptions);
        return KernelFallbackStartupTests.runMain(Main.class, options, implementation, warmUpTimeout);
    }

    /**
     * Starts the core, endpoint and health auto-configuration with the implementation and the warm-up timeout given,
     * waits for the warm-up, then prints what the application, the endpoint and the health see.
     */
    public static final class Main {
        public static void main(String[] args) {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                            SimdJsonEndpointAutoConfiguration.class, SimdJsonHealthContributorAutoConfiguration.class))
                    .withPropertyValues("simdjson.implementation=" + args[0], "simdjson.warm-up.timeout=" + args[1],
                            "management.endpoints.web.exposure.include=simdjson")
                    .run(context -> {
                        if (!KernelFallbackStartupTests.started(context)) {
                            return;
                        }
                        context.getBean(SimdJsonWarmUp.class).awaitDone(Duration.ofSeconds(30));
                        SimdJsonDescriptor endpoint = context.getBean(SimdJsonEndpoint.class).simdjson();
                        System.out.println("warmUp=" + endpoint.warmUp().state());
                        KernelFallbackStartupTests.useParsersAndMapper(context);
                        SimdJsonDescriptor.Runtime runtime = endpoint.runtime();
                        System.out.println("endpoint.implementation=" + runtime.implementation());
                        System.out.println("endpoint.vectorized=" + runtime.vectorKernelWarm());
                        System.out.println("endpoint.bitWidth=" + runtime.bitWidth());
                        System.out.println("endpoint.fallbackReason=" + runtime.fallbackReason());
                        Map<String, Object> health = context.getBean(SimdJsonHealthIndicator.class).health()
                                .getDetails();
                        System.out.println("health.implementation=" + health.get("implementation"));
                        System.out.println("health.fallbackReason=" + health.get("fallbackReason"));
                    });
        }
    }
}
