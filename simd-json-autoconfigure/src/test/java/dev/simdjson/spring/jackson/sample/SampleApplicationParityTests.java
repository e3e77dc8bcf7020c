package dev.simdjson.spring.jackson.sample;

import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.jackson.Answer;
import dev.simdjson.spring.jackson.ParseCounter;
import dev.simdjson.spring.jackson.sample.SampleScenario.Step;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.ResultMatcher;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * The sample application's own MockMvc tests ({@link SampleScenario}) pass the same with the starter and with
 * {@code simdjson.enabled=false}, and the recorded answers are the same ({@link Answer}'s rule: status, content type,
 * Location and bytes for successes; status and problem kind for errors). With the starter, simd-json must have read
 * the one body that involves no Jackson customisation (the review), which shows it was on the path.
 */
class SampleApplicationParityTests {

    private static final String STARTER = "with the starter";
    private static final String JACKSON = "with simdjson.enabled=false";

    private static final Map<String, List<Outcome>> OUTCOMES = new ConcurrentHashMap<>();

    private static final WebApplicationContextRunner RUNNER = new WebApplicationContextRunner()
            .withUserConfiguration(SampleApplication.class)
            .withPropertyValues("spring.jackson.default-property-inclusion=non_null", "simdjson.warm-up.enabled=false");

    @TestFactory
    Stream<DynamicNode> sampleApplication() {
        return Stream.of(
                dynamicContainer(STARTER, lazy(() -> {
                    List<DynamicNode> tests = new ArrayList<>(stepTests(STARTER));
                    tests.add(dynamicTest("simd-json read the review body", () -> {
                        int i = SampleScenario.STEPS.stream().map(Step::name).toList()
                                .indexOf(SampleScenario.ADD_REVIEW);
                        assertThat(outcomes(STARTER).get(i).parses()).as("bodies simd-json parsed").isPositive();
                    }));
                    return tests;
                })),
                dynamicContainer(JACKSON, lazy(() -> stepTests(JACKSON))),
                dynamicContainer("same answers in both modes", lazy(() -> IntStream
                        .range(0, SampleScenario.STEPS.size()).<DynamicNode>mapToObj(i -> dynamicTest(
                                SampleScenario.STEPS.get(i).name(), () -> sameAnswer(i))).toList())));
    }

    private static List<DynamicNode> stepTests(String mode) {
        List<Outcome> outcomes = outcomes(mode);
        List<DynamicNode> tests = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome outcome = outcomes.get(i);
            tests.add(dynamicTest(SampleScenario.STEPS.get(i).name(), () -> {
                AssertionError failure = outcome.failure();
                if (failure != null) {
                    StringBuilder all = new StringBuilder(failure.getMessage());
                    for (Throwable more : failure.getSuppressed()) {
                        all.append("; ").append(more.getMessage());
                    }
                    throw new AssertionError(mode + ": " + outcome.answer().request() + " — " + all
                            + "\n  answer: " + outcome.answer(), failure);
                }
            }));
        }
        return tests;
    }

    private static void sameAnswer(int i) {
        Answer starter = outcomes(STARTER).get(i).answer();
        Answer jackson = outcomes(JACKSON).get(i).answer();
        List<String> differences = starter.differencesFrom(jackson);
        if (!differences.isEmpty()) {
            fail("sample: " + starter.request() + " — " + String.join("; ", differences) + "\n  starter: " + starter
                    + "\n  jackson: " + jackson);
        }
    }

    private static List<Outcome> outcomes(String mode) {
        return OUTCOMES.computeIfAbsent(mode, m -> {
            List<Outcome> outcomes = new ArrayList<>();
            WebApplicationContextRunner runner = m.equals(STARTER) ? RUNNER
                    : RUNNER.withPropertyValues("simdjson.enabled=false");
            runner.run(context -> {
                assertThat(context).hasNotFailed();
                assertThat(context.getBeanProvider(JsonBodies.class).getIfAvailable() != null)
                        .as("simd-json on").isEqualTo(m.equals(STARTER));
                MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
                ParseCounter parses = context.getBean(ParseCounter.class);
                for (Step step : SampleScenario.STEPS) {
                    long before = parses.serverParses();
                    MvcResult result = mvc.perform(step.request()).andReturn();
                    AssertionError failure = null;
                    for (ResultMatcher expectation : step.expectations()) {
                        try {
                            expectation.match(result);
                        } catch (AssertionError e) {
                            // Every unmet expectation of the step, not only the first.
                            failure = failure == null ? new AssertionError(e.getMessage(), e) : failure;
                            if (failure.getCause() != e) {
                                failure.addSuppressed(e);
                            }
                        }
                    }
                    outcomes.add(new Outcome(Answer.of(step.name(), result), parses.serverParses() - before, failure));
                }
            });
            return List.copyOf(outcomes);
        });
    }

    /** A container whose children are computed when JUnit runs it (so the context starts then, not at discovery). */
    private static Stream<DynamicNode> lazy(java.util.function.Supplier<List<DynamicNode>> children) {
        return Stream.of(children).flatMap(s -> s.get().stream());
    }

    private record Outcome(Answer answer, long parses, AssertionError failure) {
    }
}
