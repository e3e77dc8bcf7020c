package dev.simdjson.spring.jackson;

import dev.simdjson.Inclusion;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonJacksonAutoConfiguration;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.module.SimpleModule;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The starter's mapper follows the application's Jackson mapper: what simd-json reproduces is set on it, what it
 * does not goes to Jackson for the classes it affects (or all types), decided per class.
 */
@ExtendWith(OutputCaptureExtension.class)
class JacksonAlignmentTests {

    public record Money(long cents, String currency) {
    }

    public record Order(String id, Money total, List<String> tags) {
    }

    public record Dated(String id, LocalDate due) {
    }

    public record Plain(String id, Integer count) {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class,
                    SimdJsonJacksonAutoConfiguration.class, SimdJsonAutoConfiguration.class))
            .withPropertyValues("simdjson.warm-up.enabled=false");

    @Test
    void jacksonsDefaultsNeedNothing() {
        runner.run(context -> {
            JacksonAlignment alignment = context.getBean(JacksonAlignment.class);
            assertThat(alignment.followed()).isEmpty();
            assertThat(alignment.leftToJackson()).isEmpty();
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.config().defaultInclusion()).isEqualTo(Inclusion.ALWAYS);
            assertThat(mapper.canRead(Order.class).supported()).isTrue();
            assertThat(mapper.canWrite(Dated.class).supported()).isTrue();
            // Jackson 3 refuses documents nested deeper than 500: so does the starter's mapper.
            assertThat(mapper.config().limits().maxDepth()).isEqualTo(500);
        });
    }

    @Test
    void followsInclusionUnknownPropertiesCaseIndentationAndNaming() {
        runner.withPropertyValues("spring.jackson.default-property-inclusion=non_null",
                "spring.jackson.deserialization.fail-on-unknown-properties=true",
                "spring.jackson.mapper.accept-case-insensitive-properties=true",
                "spring.jackson.serialization.indent-output=true",
                "spring.jackson.property-naming-strategy=SNAKE_CASE").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.config().defaultInclusion()).isEqualTo(Inclusion.NON_NULL);
            assertThat(mapper.config().contentInclusion()).isEqualTo(Inclusion.NON_NULL);
            assertThat(mapper.config().unknownProperties()).isEqualTo(UnknownProperties.FAIL);
            assertThat(mapper.config().caseInsensitiveProperties()).isTrue();
            assertThat(mapper.config().indentOutput()).isTrue();
            assertThat(mapper.config().naming()).isEqualTo(PropertyNaming.SNAKE_CASE);
            JacksonAlignment alignment = context.getBean(JacksonAlignment.class);
            assertThat(alignment.followed()).hasSize(5).anySatisfy(s -> assertThat(s).contains("non-null"));
            assertThat(alignment.leftToJackson()).isEmpty();
            assertThat(alignment.summary()).contains("follows").contains("indent-output");
            assertThat(new String(mapper.writeValueAsBytes(new Plain("a", null)), StandardCharsets.UTF_8))
                    .isEqualTo("{" + System.lineSeparator() + "  \"id\" : \"a\"" + System.lineSeparator() + "}");
        });
    }

    @Test
    void saysOnceAtStartupWhatItFollowsAndWhatItLeavesToJackson(CapturedOutput output) {
        runner.withPropertyValues("spring.jackson.default-property-inclusion=non_empty",
                "spring.jackson.datatype.enum.write-enums-using-to-string=false").run(context -> {
            List<String> lines = output.getAll().lines()
                    .filter(l -> l.contains("follows the application's Jackson configuration")).toList();
            assertThat(lines).singleElement().asString().contains("INFO")
                    .contains("default-property-inclusion (value non-empty, content non-empty)")
                    .contains("left to Jackson: spring.jackson.datatype.enum.write-enums-using-to-string=false: enums");
        });
    }

    @Test
    void explicitSimdJsonPropertiesStillWin() {
        runner.withPropertyValues("spring.jackson.deserialization.fail-on-unknown-properties=true",
                "simdjson.unknown-properties=ignore", "spring.jackson.property-naming-strategy=SNAKE_CASE",
                "simdjson.property-naming=kebab-case").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.config().unknownProperties()).isEqualTo(UnknownProperties.IGNORE);
            assertThat(mapper.config().naming()).isEqualTo(PropertyNaming.KEBAB_CASE);
        });
    }

    @Test
    void aModuleSerializerSendsTheTypesThatReachItsClassToJackson() {
        runner.withUserConfiguration(MoneyModule.class).run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.canWrite(Order.class).supported()).isFalse();
            assertThat(mapper.canWrite(Order.class).reason()).contains(Money.class.getName())
                    .contains("written by the application's Jackson configuration").contains("MoneySerializer");
            assertThat(mapper.canRead(Order.class).supported()).as("no custom deserializer").isTrue();
            assertThat(mapper.canWrite(Plain.class).supported()).isTrue();
        });
    }

    @Test
    void aMixInSendsItsClassToJacksonBothWays() {
        runner.withUserConfiguration(MoneyMixIn.class).run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.canRead(Order.class).reason()).contains("has a Jackson mix-in");
            assertThat(mapper.canWrite(Order.class).reason()).contains("has a Jackson mix-in");
            assertThat(mapper.canRead(Plain.class).supported()).isTrue();
        });
    }

    @Test
    void dateSettingsSendOnlyDateTypesToJackson() {
        runner.withPropertyValues("spring.jackson.datatype.datetime.write-dates-as-timestamps=true")
                .run(context -> {
                    SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
                    assertThat(mapper.canWrite(Dated.class).reason()).contains("java.time.LocalDate")
                            .contains("write-dates-as-timestamps=true");
                    assertThat(mapper.canWrite(Plain.class).supported()).isTrue();
                    assertThat(context.getBean(JacksonAlignment.class).leftToJackson())
                            .containsExactly("spring.jackson.datatype.datetime.write-dates-as-timestamps=true: "
                                    + "date/time types");
                });
    }

    @Test
    void jackson2DefaultsSendAllTypesToJackson() {
        runner.withPropertyValues("spring.jackson.use-jackson2-defaults=true").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.canRead(Plain.class).reason()).contains("sort-properties-alphabetically=false");
            assertThat(mapper.canWrite(Plain.class).supported()).isFalse();
            assertThat(mapper.canWrite(JavaTypesHolder.MAP).supported()).isFalse();
        });
    }

    @Test
    void bodiesSimdJsonRefusesAreReReadByJackson() {
        runner.withPropertyValues("spring.jackson.json.read.allow-java-comments=true").run(context -> {
            JsonBodies bodies = context.getBean(JsonBodies.class);
            byte[] body = "/* a comment Jackson allows */ {\"id\":\"x\",\"count\":2}".getBytes(StandardCharsets.UTF_8);
            assertThat(bodies.read(body, body.length, Plain.class, Transport.HTTP_SERVER))
                    .isEqualTo(new Plain("x", 2));
            assertThat(context.getBean(JacksonAlignment.class).followed())
                    .anySatisfy(s -> assertThat(s).contains("allow-java-comments"));
        });
    }

    /** {@code Map<String, Object>}. */
    static final class JavaTypesHolder {
        static final java.lang.reflect.Type MAP = dev.simdjson.JavaTypes.mapOf(String.class, Object.class);
    }

    @Configuration(proxyBeanMethods = false)
    static class MoneyModule {
        @Bean
        SimpleModule moneyModule() {
            return new SimpleModule("money").addSerializer(Money.class, new MoneySerializer());
        }
    }

    static final class MoneySerializer extends ValueSerializer<Money> {
        @Override
        public void serialize(Money value, JsonGenerator gen, SerializationContext ctxt) {
            gen.writeString(value.cents() + " " + value.currency());
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class MoneyMixIn {
        @Bean
        org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer moneyMixIn() {
            return builder -> builder.addMixIn(Money.class, MoneyNames.class);
        }
    }

    abstract static class MoneyNames {
        @com.fasterxml.jackson.annotation.JsonProperty("amount")
        abstract long cents();
    }
}
