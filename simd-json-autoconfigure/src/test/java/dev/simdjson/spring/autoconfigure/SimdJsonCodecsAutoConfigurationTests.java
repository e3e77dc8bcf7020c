package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.SimdJsonDecoder;
import dev.simdjson.spring.http.SimdJsonEncoder;
import dev.simdjson.spring.http.SimdJsonProblemHandler;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.webclient.autoconfigure.WebClientAutoConfiguration;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.util.MimeTypeUtils;
import org.springframework.web.reactive.function.client.WebClient;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonCodecsAutoConfigurationTests {

    /** Without the JIT warm-up, which only costs these short-lived contexts time. */
    private final ReactiveWebApplicationContextRunner runner = new ReactiveWebApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonCodecsAutoConfiguration.class));

    /** With Boot's own WebFlux, Jackson and codec auto-configurations: the codecs as a real application has them. */
    private final ReactiveWebApplicationContextRunner webFlux = runner.withConfiguration(AutoConfigurations.of(
            JacksonAutoConfiguration.class, CodecsAutoConfiguration.class, WebFluxAutoConfiguration.class,
            WebClientAutoConfiguration.class));

    record Point(int x, int y) {
    }

    @Test
    void registersTheCodecsByDefault() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(SimdJsonDecoder.class);
            assertThat(context).hasSingleBean(SimdJsonEncoder.class);
            assertThat(context).hasBean("simdJsonCodecCustomizer");
            // Bad bodies fail as with Jackson's decoder: the detailed problems are opt-in.
            assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
            ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
            context.getBean("simdJsonCodecCustomizer", CodecCustomizer.class).customize(configurer);
            assertThat(firstJsonReader(configurer.getReaders(), Point.class)).isInstanceOf(SimdJsonDecoder.class);
            assertThat(firstJsonWriter(configurer.getWriters(), Point.class)).isInstanceOf(SimdJsonEncoder.class);
        });
    }

    @Test
    void webFluxServerCodecsTakeSimdJsonAheadOfJackson() {
        webFlux.run(context -> {
            assertThat(context).hasNotFailed();
            ServerCodecConfigurer configurer = context.getBean(ServerCodecConfigurer.class);
            assertThat(firstJsonReader(configurer.getReaders(), Point.class))
                    .isSameAs(context.getBean(SimdJsonDecoder.class));
            assertThat(firstJsonWriter(configurer.getWriters(), Point.class)).isInstanceOf(SimdJsonEncoder.class);
            // A type simd-json refuses still finds Jackson's codecs.
            assertThat(firstJsonReader(configurer.getReaders(), org.springframework.http.ProblemDetail.class))
                    .isInstanceOf(JacksonJsonDecoder.class);
            assertThat(firstJsonWriter(configurer.getWriters(), org.springframework.http.ProblemDetail.class))
                    .isInstanceOf(JacksonJsonEncoder.class);
        });
    }

    @Test
    void bootsWebClientBuilderGetsTheCodecs() {
        webFlux.run(context -> {
            WebClient client = context.getBean(WebClient.Builder.class).build();
            // The strategies a built client uses, as an exchange function would see them.
            List<HttpMessageReader<?>> readers = new java.util.ArrayList<>();
            client.mutate().codecs(c -> readers.addAll(c.getReaders())).build();
            assertThat(firstJsonReader(readers, Point.class)).isSameAs(context.getBean(SimdJsonDecoder.class));
        });
    }

    @Test
    void mediaTypesFollowTheProperty() {
        runner.withPropertyValues("simdjson.http.media-types=application/vnd.acme+json").run(context -> {
            SimdJsonDecoder decoder = context.getBean(SimdJsonDecoder.class);
            SimdJsonEncoder encoder = context.getBean(SimdJsonEncoder.class);
            assertThat(decoder.getDecodableMimeTypes())
                    .containsExactly(MimeTypeUtils.parseMimeType("application/vnd.acme+json"));
            assertThat(encoder.getEncodableMimeTypes())
                    .containsExactly(MimeTypeUtils.parseMimeType("application/vnd.acme+json"));
            ResolvableType point = ResolvableType.forClass(Point.class);
            assertThat(decoder.canDecode(point, MimeTypeUtils.APPLICATION_JSON)).isFalse();
            assertThat(decoder.canDecode(point, MimeTypeUtils.parseMimeType("application/vnd.acme+json"))).isTrue();
        });
    }

    @Test
    void excludedTypesGoToJackson() {
        runner.withPropertyValues("simdjson.http.excluded-types=" + Point.class.getName()).run(context -> {
            ResolvableType point = ResolvableType.forClass(Point.class);
            assertThat(context.getBean(SimdJsonDecoder.class).canDecode(point, MimeTypeUtils.APPLICATION_JSON))
                    .isFalse();
            assertThat(context.getBean(SimdJsonEncoder.class).canEncode(point, MimeTypeUtils.APPLICATION_JSON))
                    .isFalse();
        });
    }

    @Test
    void simdJsonDisabledRemovesTheCodecs() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertNoCodecs(context);
        });
    }

    @Test
    void httpDisabledRemovesTheCodecs() {
        runner.withPropertyValues("simdjson.http.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(JsonBodies.class);
            assertNoCodecs(context);
        });
    }

    @Test
    void withoutWebFluxThereAreNoCodecs() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.web.reactive.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(JsonBodies.class);
            assertNoCodecs(context);
        });
    }

    @Test
    void withoutBootsCodecSupportThereAreNoCodecs() {
        runner.withClassLoader(new FilteredClassLoader(CodecCustomizer.class)).run(context -> {
            assertThat(context).hasNotFailed();
            assertNoCodecs(context);
        });
    }

    @Test
    void withoutAWebStackAtAllTheRestStillWorks() {
        new ApplicationContextRunner()
                .withPropertyValues("simdjson.warm-up.enabled=false")
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonCodecsAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader("org.springframework.web.", "org.springframework.http.",
                        "org.springframework.boot.http."))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).hasSingleBean(dev.simdjson.SimdJsonMapper.class);
                    assertNoCodecs(context);
                });
    }

    @Test
    void detailedErrorsBringTheProblemHandler() {
        runner.withPropertyValues("simdjson.http.detailed-errors=true")
                .run(context -> assertThat(context).hasSingleBean(SimdJsonProblemHandler.class));
    }

    @Test
    void theProblemHandlerIsForReactiveWebApplicationsOnly() {
        new ApplicationContextRunner()
                .withPropertyValues("simdjson.warm-up.enabled=false", "simdjson.http.detailed-errors=true")
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonCodecsAutoConfiguration.class))
                .run(context -> {
                    // WebClient in a non-reactive application still gets the codecs.
                    assertThat(context).hasSingleBean(SimdJsonDecoder.class);
                    assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
                });
    }

    @Test
    void aUsersCodecBeansWin() {
        runner.withBean("myDecoder", SimdJsonDecoder.class,
                        () -> new SimdJsonDecoder(jsonBodiesPlaceholder(), List.of(MimeTypeUtils.APPLICATION_JSON)))
                .run(context -> {
                    assertThat(context).hasSingleBean(SimdJsonDecoder.class);
                    assertThat(context).hasBean("myDecoder");
                    assertThat(context).hasSingleBean(SimdJsonEncoder.class);
                    ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
                    context.getBean("simdJsonCodecCustomizer", CodecCustomizer.class).customize(configurer);
                    // The user's decoder is the one registered.
                    assertThat(firstJsonReader(configurer.getReaders(), Point.class))
                            .isSameAs(context.getBean("myDecoder"));
                });
        runner.withBean("myEncoder", SimdJsonEncoder.class,
                        () -> new SimdJsonEncoder(jsonBodiesPlaceholder(), List.of(MimeTypeUtils.APPLICATION_JSON)))
                .run(context -> {
                    assertThat(context).hasSingleBean(SimdJsonEncoder.class);
                    assertThat(context).hasBean("myEncoder");
                    assertThat(context).hasSingleBean(SimdJsonDecoder.class);
                });
    }

    @Test
    void aUsersCustomizerOfTheSameNameWins() {
        CodecCustomizer own = configurer -> {
        };
        runner.withBean("simdJsonCodecCustomizer", CodecCustomizer.class, () -> own).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean("simdJsonCodecCustomizer")).isSameAs(own);
        });
    }

    private static JsonBodies jsonBodiesPlaceholder() {
        return new JsonBodies(dev.simdjson.SimdJsonMapper.builder().build(), List.of(),
                dev.simdjson.spring.ParseMetrics.NONE, new dev.simdjson.spring.JacksonHandoffs());
    }

    private static void assertNoCodecs(ApplicationContext context) {
        assertThat(context.getBeanNamesForType(SimdJsonDecoder.class)).isEmpty();
        assertThat(context.getBeanNamesForType(SimdJsonEncoder.class)).isEmpty();
        assertThat(context.containsBean("simdJsonCodecCustomizer")).isFalse();
        assertThat(context.getBeanNamesForType(SimdJsonProblemHandler.class)).isEmpty();
    }

    private static Object firstJsonReader(List<HttpMessageReader<?>> readers, Class<?> type) {
        for (HttpMessageReader<?> reader : readers) {
            if (reader.canRead(ResolvableType.forClass(type), MediaType.APPLICATION_JSON)) {
                return reader instanceof DecoderHttpMessageReader<?> d ? d.getDecoder() : reader;
            }
        }
        throw new AssertionError("no reader for " + type);
    }

    private static Object firstJsonWriter(List<HttpMessageWriter<?>> writers, Class<?> type) {
        for (HttpMessageWriter<?> writer : writers) {
            if (writer.canWrite(ResolvableType.forClass(type), MediaType.APPLICATION_JSON)) {
                return writer instanceof EncoderHttpMessageWriter<?> e ? e.getEncoder() : writer;
            }
        }
        throw new AssertionError("no writer for " + type);
    }
}
