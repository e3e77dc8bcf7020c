package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonBindException;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.annotation.Order;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The mapper, warm-up, hand-off record and HTTP bodies beans, and the properties that shape them. */
class SimdJsonAutoConfigurationMapperTests {

    record StreamFrame(long streamId, String nodeName) {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class));

    @Test
    void theMapperFollowsBootsJacksonDefaults() {
        runner.run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.config().unknownProperties()).isEqualTo(UnknownProperties.IGNORE);
            assertThat(mapper.config().naming()).isEqualTo(PropertyNaming.IDENTITY);
            assertThat(mapper.readValue(bytes("{\"streamId\":7,\"nodeName\":\"a\",\"extra\":1}"), StreamFrame.class))
                    .isEqualTo(new StreamFrame(7, "a"));
            assertThat(context).hasSingleBean(JacksonHandoffs.class);
            assertThat(context).hasSingleBean(SimdJsonWarmUp.class);
            assertThat(context).hasSingleBean(JsonBodies.class);
        });
    }

    @Test
    void unknownPropertiesFailTakesEffect() {
        runner.withPropertyValues("simdjson.unknown-properties=fail").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThatThrownBy(() -> mapper.readValue(bytes("{\"streamId\":7,\"extra\":1}"), StreamFrame.class))
                    .isInstanceOf(JsonBindException.class).hasMessageContaining("extra");
        });
    }

    @Test
    void propertyNamingTakesEffect() {
        runner.withPropertyValues("simdjson.property-naming=snake-case").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.readValue(bytes("{\"stream_id\":7,\"node_name\":\"a\"}"), StreamFrame.class))
                    .isEqualTo(new StreamFrame(7, "a"));
            assertThat(new String(mapper.writeValueAsBytes(new StreamFrame(1, "b")), StandardCharsets.UTF_8))
                    .isEqualTo("{\"stream_id\":1,\"node_name\":\"b\"}");
        });
    }

    @Test
    void withoutItsOwnNamingTheMapperFollowsJacksons() {
        runner.withPropertyValues("spring.jackson.property-naming-strategy=KEBAB_CASE").run(context ->
                assertThat(context.getBean(SimdJsonMapper.class).config().naming()).isEqualTo(PropertyNaming.KEBAB_CASE));
        runner.withPropertyValues("spring.jackson.property-naming-strategy=SNAKE_CASE",
                "simdjson.property-naming=identity").run(context ->
                assertThat(context.getBean(SimdJsonMapper.class).config().naming()).isEqualTo(PropertyNaming.IDENTITY));
    }

    @Test
    void customizersRunAfterThePropertiesInOrder() {
        runner.withPropertyValues("simdjson.unknown-properties=fail")
                .withBean("second", SimdJsonMapperBuilderCustomizer.class, () -> new Second())
                .withBean("first", SimdJsonMapperBuilderCustomizer.class, () -> new First())
                .run(context -> {
                    SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
                    // First sets UPPER_CAMEL_CASE, Second (later) LOWER_CASE: the last word wins.
                    assertThat(mapper.config().naming()).isEqualTo(PropertyNaming.LOWER_CASE);
                    assertThat(mapper.config().unknownProperties()).isEqualTo(UnknownProperties.FAIL);
                });
    }

    @Order(1)
    static final class First implements SimdJsonMapperBuilderCustomizer {
        @Override
        public void customize(SimdJsonMapper.Builder builder) {
            builder.naming(PropertyNaming.UPPER_CAMEL_CASE);
        }
    }

    @Order(2)
    static final class Second implements SimdJsonMapperBuilderCustomizer {
        @Override
        public void customize(SimdJsonMapper.Builder builder) {
            builder.naming(PropertyNaming.LOWER_CASE);
        }
    }

    @Test
    void aUsersMapperWinsAndTheBodiesUseIt() {
        SimdJsonMapper own = SimdJsonMapper.builder().naming(PropertyNaming.SNAKE_CASE).build();
        runner.withBean(SimdJsonMapper.class, () -> own).run(context -> {
            assertThat(context.getBean(SimdJsonMapper.class)).isSameAs(own);
            assertThat(context.getBean(JsonBodies.class).mapper()).isSameAs(own);
        });
    }

    @Test
    void theMapperGetsTheConfiguredLimits() {
        runner.withPropertyValues("simdjson.limits.max-document-size=1KB").run(context -> {
            assertThat(context.getBean(SimdJsonMapper.class).config().limits().maxDocumentBytes()).isEqualTo(1024);
            assertThat(context.getBean(JsonBodies.class).maxBytes()).isEqualTo(1024);
        });
    }

    @Test
    void warmUpRunsAtStartupByDefault() {
        runner.withPropertyValues("simdjson.warm-up.timeout=20s").run(context -> {
            SimdJsonWarmUp warmUp = context.getBean(SimdJsonWarmUp.class);
            assertThat(warmUp.enabled()).isTrue();
            assertThat(warmUp.timeout()).isEqualTo(Duration.ofSeconds(20));
            assertThat(warmUp.awaitDone(Duration.ofSeconds(40))).isTrue();
            // This JVM runs C2, so within a generous budget the vector kernel is compiled and measured so.
            assertThat(warmUp.state()).isEqualTo(SimdJsonWarmUp.State.DONE);
            assertThat(SimdJsonRuntime.vectorHot()).isTrue();
            // Bounded by the timeout (plus one round of binding and scheduling slack on a busy machine).
            assertThat(warmUp.took()).isLessThan(Duration.ofSeconds(25));
        });
    }

    @Test
    void warmUpCanBeSwitchedOff() {
        runner.withPropertyValues("simdjson.warm-up.enabled=false").run(context -> {
            SimdJsonWarmUp warmUp = context.getBean(SimdJsonWarmUp.class);
            assertThat(warmUp.state()).isEqualTo(SimdJsonWarmUp.State.DISABLED);
            assertThat(warmUp.isRunning()).isFalse();
            assertThat(warmUp.took()).isNull();
        });
    }

    @Test
    void aNonPositiveWarmUpTimeoutFailsTheStartup() {
        runner.withPropertyValues("simdjson.warm-up.timeout=0s").run(context ->
                assertThat(context).getFailure().rootCause().hasMessageContaining("simdjson.warm-up.timeout"));
    }

    @Test
    void excludedTypesGoToJacksonAndAreRecorded() {
        runner.withPropertyValues("simdjson.http.excluded-types=" + StreamFrame.class.getName()).run(context -> {
            JsonBodies bodies = context.getBean(JsonBodies.class);
            assertThat(bodies.canRead(StreamFrame.class)).isFalse();
            assertThat(context.getBean(JacksonHandoffs.class).handoffs())
                    .singleElement().satisfies(h -> assertThat(h.reason()).contains("simdjson.http.excluded-types"));
        });
    }

    @Test
    void withoutSpringWebThereAreNoHttpBodiesButTheRestWorks() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.web.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(JsonBodies.class);
            assertThat(context).hasSingleBean(SimdJsonMapper.class);
        });
    }

    @Test
    void disabledRemovesTheNewBeansToo() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).doesNotHaveBean(SimdJsonMapper.class);
            assertThat(context).doesNotHaveBean(SimdJsonWarmUp.class);
            assertThat(context).doesNotHaveBean(JacksonHandoffs.class);
            assertThat(context).doesNotHaveBean(JsonBodies.class);
        });
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
