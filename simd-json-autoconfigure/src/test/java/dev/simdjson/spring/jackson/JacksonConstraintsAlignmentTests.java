package dev.simdjson.spring.jackson;

import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonJacksonAutoConfiguration;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Jackson's stream constraints and leniency, however the application set them (a mapper of its own on any Boot, the
 * {@code spring.jackson.factory.constraints.*}, {@code spring.jackson.read.*} and {@code spring.jackson.write.*}
 * properties on Boot 4.1): the limits simd-json has too are followed (the stricter wins), the rest send the
 * direction they affect to Jackson. This class runs on Boot 4.0 and on Boot 4.1 (the compatibility build).
 */
class JacksonConstraintsAlignmentTests {

    public record Named(String name, long count) {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class,
                    SimdJsonJacksonAutoConfiguration.class, SimdJsonAutoConfiguration.class))
            .withPropertyValues("simdjson.warm-up.enabled=false");

    private static boolean boot41OrLater() {
        String[] version = SpringBootVersion.getVersion().split("\\.");
        return Integer.parseInt(version[0]) > 4 || Integer.parseInt(version[0]) == 4
                && Integer.parseInt(version[1]) >= 1;
    }

    @Test
    void stricterDepthNumberAndStringLimitsOfTheApplicationsMapperAreFollowed() {
        runner.withUserConfiguration(ConstrainedMapper.class).run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            JsonLimits limits = mapper.config().limits();
            assertThat(limits.maxDepth()).isEqualTo(20);
            assertThat(limits.maxNumberLength()).isEqualTo(12);
            assertThat(limits.maxStringBytes()).isEqualTo(64);
            assertThat(limits.maxNameBytes()).isEqualTo(8);
            assertThat(context.getBean(JacksonAlignment.class).followed()).contains(
                    "spring.jackson.factory.constraints.read.max-nesting-depth=20",
                    "spring.jackson.factory.constraints.read.max-number-length=12",
                    "spring.jackson.factory.constraints.read.max-string-length=64",
                    "spring.jackson.factory.constraints.read.max-name-length=8");
            // What Jackson refuses, simd-json refuses; the body does not slip through either reader.
            JsonBodies bodies = context.getBean(JsonBodies.class);
            byte[] longName = ("{\"name\":\"" + "x".repeat(65) + "\",\"count\":1}").getBytes(StandardCharsets.UTF_8);
            assertThatThrownBy(() -> bodies.read(longName, longName.length, Named.class, Transport.HTTP_SERVER))
                    .isInstanceOf(RuntimeException.class);
            byte[] longNumber = "{\"name\":\"a\",\"count\":1234567890123}".getBytes(StandardCharsets.UTF_8);
            assertThatThrownBy(() -> bodies.read(longNumber, longNumber.length, Named.class, Transport.HTTP_SERVER))
                    .isInstanceOf(RuntimeException.class);
            byte[] longKey = "{\"name\":\"a\",\"count\":1,\"unknownXY\":2}".getBytes(StandardCharsets.UTF_8);
            assertThatThrownBy(() -> bodies.read(longKey, longKey.length, Named.class, Transport.HTTP_SERVER))
                    .isInstanceOf(RuntimeException.class);
            byte[] fits = "{\"name\":\"a\",\"count\":123456789012}".getBytes(StandardCharsets.UTF_8);
            assertThat(bodies.read(fits, fits.length, Named.class, Transport.HTTP_SERVER))
                    .isEqualTo(new Named("a", 123456789012L));
        });
    }

    @Test
    void aStringUnderJacksonsCharacterLimitButOverSimdJsonsByteLimitIsStillAccepted() {
        // 40 three-byte characters: 40 for Jackson (limit 64), 120 bytes for simd-json: Jackson re-reads it.
        runner.withUserConfiguration(ConstrainedMapper.class).run(context -> {
            JsonBodies bodies = context.getBean(JsonBodies.class);
            String text = "\u20ac".repeat(40);
            byte[] body = ("{\"name\":\"" + text + "\",\"count\":1}").getBytes(StandardCharsets.UTF_8);
            assertThat(bodies.read(body, body.length, Named.class, Transport.HTTP_SERVER))
                    .isEqualTo(new Named(text, 1));
        });
    }

    @Test
    void constraintsSimdJsonHasNoCounterpartForSendTheirDirectionToJackson() {
        runner.withUserConfiguration(TokenAndNameConstrainedMapper.class).run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.canRead(Named.class).reason())
                    .contains("spring.jackson.factory.constraints.read.max-token-count=100")
                    .contains("spring.jackson.factory.constraints.read.max-document-length=4096");
            assertThat(mapper.canWrite(Named.class).reason())
                    .contains("spring.jackson.factory.constraints.write.max-nesting-depth=5");
        });
    }

    @Test
    void jacksonsDefaultConstraintsChangeNothingButTheDepth() {
        runner.run(context -> {
            JsonLimits limits = context.getBean(SimdJsonMapper.class).config().limits();
            assertThat(limits).isEqualTo(JsonLimits.DEFAULTS.withMaxDepth(500));
            assertThat(context.getBean(JacksonAlignment.class).leftToJackson()).isEmpty();
        });
    }

    @Test
    void defaultLeniencySendsReadingToJackson() {
        runner.withPropertyValues("spring.jackson.default-leniency=false").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            assertThat(mapper.canRead(Named.class).reason()).contains("spring.jackson.default-leniency=false");
            assertThat(mapper.canWrite(Named.class).supported()).isTrue();
        });
    }

    @Test
    void boot41ConstraintPropertiesAreFollowedWhereTheyExist() {
        runner.withPropertyValues("spring.jackson.factory.constraints.read.max-nesting-depth=30",
                "spring.jackson.factory.constraints.read.max-token-count=1000").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            int jacksonDepth = context.getBean(JsonMapper.class).tokenStreamFactory().streamReadConstraints()
                    .getMaxNestingDepth();
            if (boot41OrLater()) {
                assertThat(jacksonDepth).isEqualTo(30);
                assertThat(mapper.config().limits().maxDepth()).isEqualTo(30);
                assertThat(mapper.canRead(Named.class).reason()).contains("max-token-count=1000");
            } else {
                // Boot 4.0 has no such properties: Jackson keeps its defaults, and so does simd-json.
                assertThat(jacksonDepth).isEqualTo(500);
                assertThat(mapper.config().limits().maxDepth()).isEqualTo(500);
                assertThat(mapper.canRead(Named.class).supported()).isTrue();
            }
        });
    }

    @Test
    void boot41StreamFeaturePropertiesAreLeftToJacksonWhereTheyExist() {
        runner.withPropertyValues("spring.jackson.read.strict-duplicate-detection=true",
                "spring.jackson.write.write-bigdecimal-as-plain=true").run(context -> {
            SimdJsonMapper mapper = context.getBean(SimdJsonMapper.class);
            if (boot41OrLater()) {
                assertThat(mapper.canRead(Named.class).reason())
                        .contains("spring.jackson.read.strict-duplicate-detection=true");
                assertThat(mapper.canWrite(Named.class).reason())
                        .contains("spring.jackson.write.write-bigdecimal-as-plain=true");
            } else {
                assertThat(mapper.canRead(Named.class).supported()).isTrue();
                assertThat(mapper.canWrite(Named.class).supported()).isTrue();
            }
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class ConstrainedMapper {
        @Bean
        JsonMapper jsonMapper() {
            return JsonMapper.builder(JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(20).maxNumberLength(12).maxStringLength(64).maxNameLength(8).build()).build())
                    .build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TokenAndNameConstrainedMapper {
        @Bean
        JsonMapper jsonMapper() {
            return JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(100)
                            .maxDocumentLength(4096).build())
                    .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(5).build())
                    .build()).build();
        }
    }
}
