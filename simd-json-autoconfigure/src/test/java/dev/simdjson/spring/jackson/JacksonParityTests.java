package dev.simdjson.spring.jackson;

import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.jackson.app.ParityApplication;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * The starter follows the application's Jackson configuration: for each {@link ParityConfiguration} (properties,
 * module, mix-in, component, customizer, own mapper) the same {@link ParityRequests} run through MockMvc once with
 * the starter and once with {@code simdjson.enabled=false}, and every answer must be the same ({@link Answer}'s
 * rule: bytes for successes, status and problem kind for errors). One test per configuration and request, named
 * after both. In the default configuration simd-json must also have parsed and written the plain requests itself;
 * in the others it may hand types to Jackson, so only the answers count. Each non-default configuration must change
 * at least one of Jackson's answers, which proves the property names and beans are the ones Boot reads.
 */
class JacksonParityTests {

    /** One context pair per configuration, shared by that configuration's tests and the "takes effect" checks. */
    private static final Map<String, Run> RUNS = new ConcurrentHashMap<>();

    @TestFactory
    Stream<DynamicContainer> sameAnswersWithAndWithoutTheStarter() {
        return ParityConfiguration.ALL.stream().map(config -> dynamicContainer(config.name(),
                // Lazy: the contexts start when JUnit runs this configuration's tests, not when it lists them.
                Stream.of(config).flatMap(c -> testsOf(c).stream())));
    }

    private static List<DynamicTest> testsOf(ParityConfiguration config) {
        Run run = run(config);
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < ParityRequests.ALL.size(); i++) {
            ParityRequest request = ParityRequests.ALL.get(i);
            Observed starter = run.starter().get(i);
            Answer jackson = run.jackson().get(i);
            tests.add(dynamicTest(request.name(), () -> {
                List<String> differences = starter.answer().differencesFrom(jackson);
                if (!differences.isEmpty()) {
                    fail(config + ": " + request + " — " + String.join("; ", differences)
                            + "\n  starter: " + starter.answer() + "\n  jackson: " + jackson);
                }
            }));
        }
        if (config.isDefaults()) {
            tests.add(dynamicTest("simd-json parsed and wrote the plain requests", () -> simdJsonWasUsed(run)));
        } else {
            tests.add(dynamicTest("the configuration changes Jackson's answers", () -> takesEffect(config, run)));
        }
        return tests;
    }

    private static void simdJsonWasUsed(Run run) {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < ParityRequests.ALL.size(); i++) {
            ParityRequest request = ParityRequests.ALL.get(i);
            Observed observed = run.starter().get(i);
            if (!request.plain()) {
                continue;
            }
            if (request.name().startsWith("POST") && observed.parses() == 0) {
                problems.add(request + ": simd-json did not parse the body");
            }
            // Only writes: Spring also asks canRead(response class) while listing producible media types, which
            // records a READ hand-off of the returned value's class without any body being read.
            List<Handoff> writes = observed.handoffs().stream()
                    .filter(h -> h.direction() == JacksonHandoffs.Direction.WRITE).toList();
            if (!writes.isEmpty()) {
                problems.add(request + ": response handed to Jackson " + writes);
            }
        }
        assertThat(problems).as("defaults: plain requests simd-json did not handle").isEmpty();
    }

    private static void takesEffect(ParityConfiguration config, Run run) {
        Run defaults = run(ParityConfiguration.ALL.getFirst());
        long changed = 0;
        for (int i = 0; i < ParityRequests.ALL.size(); i++) {
            if (!run.jackson().get(i).differencesFrom(defaults.jackson().get(i)).isEmpty()) {
                changed++;
            }
        }
        assertThat(changed).as(config + ": requests whose Jackson answer differs from the default configuration's")
                .isPositive();
    }

    private static Run run(ParityConfiguration config) {
        return RUNS.computeIfAbsent(config.name(), name -> start(config));
    }

    private static Run start(ParityConfiguration config) {
        WebApplicationContextRunner runner = new WebApplicationContextRunner()
                .withUserConfiguration(ParityApplication.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", "spring.mvc.problemdetails.enabled=true")
                .withPropertyValues(config.properties().toArray(String[]::new));
        for (Class<?> extra : config.configurations()) {
            runner = runner.withUserConfiguration(extra);
        }
        List<Observed> starter = new ArrayList<>();
        List<Answer> jackson = new ArrayList<>();
        runner.run(context -> {
            assertThat(context).as(config + " with the starter").hasNotFailed().hasSingleBean(JsonBodies.class);
            starter.addAll(withStarter(context));
        });
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).as(config + " without the starter").hasNotFailed()
                    .doesNotHaveBean(JsonBodies.class);
            MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
            for (ParityRequest request : ParityRequests.ALL) {
                jackson.add(Answer.of(request.name(), mvc.perform(request.builder()).andReturn()));
            }
        });
        report(config, starter);
        return new Run(List.copyOf(starter), List.copyOf(jackson));
    }

    private static List<Observed> withStarter(WebApplicationContext context) throws Exception {
        MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
        ParseCounter parses = context.getBean(ParseCounter.class);
        JacksonHandoffs handoffs = context.getBean(JacksonHandoffs.class);
        List<Observed> observed = new ArrayList<>();
        for (ParityRequest request : ParityRequests.ALL) {
            long before = parses.serverParses();
            Set<Handoff> known = new HashSet<>(handoffs.handoffs());
            Answer answer = Answer.of(request.name(), mvc.perform(request.builder()).andReturn());
            List<Handoff> added = handoffs.handoffs().stream().filter(h -> !known.contains(h)).toList();
            observed.add(new Observed(answer, parses.serverParses() - before, added));
        }
        return observed;
    }

    /** Which requests simd-json parsed and which types it left to Jackson: context for a failure, not a check. */
    private static void report(ParityConfiguration config, List<Observed> starter) {
        long parsed = starter.stream().filter(o -> o.parses() > 0).count();
        System.out.println("[parity] " + config + ": simd-json parsed " + parsed + " of "
                + ParityRequests.ALL.stream().filter(r -> r.name().startsWith("POST")).count() + " request bodies");
        for (int i = 0; i < starter.size(); i++) {
            for (Handoff h : starter.get(i).handoffs()) {
                System.out.println("[parity]   " + ParityRequests.ALL.get(i) + ": " + h.direction() + " " + h.type()
                        + " to Jackson: " + h.reason());
            }
        }
    }

    /** An answer with the starter, the bodies simd-json parsed for it and the types it handed to Jackson. */
    private record Observed(Answer answer, long parses, List<Handoff> handoffs) {
    }

    private record Run(List<Observed> starter, List<Answer> jackson) {
    }
}
