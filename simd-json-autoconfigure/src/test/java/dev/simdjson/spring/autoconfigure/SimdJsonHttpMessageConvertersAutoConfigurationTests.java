package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.SimdJsonHttpMessageConverter;
import dev.simdjson.spring.http.SimdJsonProblemHandler;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.ApplicationContextAssertProvider;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonHttpMessageConvertersAutoConfigurationTests {

    record Point(int x, int y) {
    }

    private static final AutoConfigurations CONFIGURATIONS = AutoConfigurations.of(SimdJsonAutoConfiguration.class,
            SimdJsonHttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class,
            HttpMessageConvertersAutoConfiguration.class);

    private final WebApplicationContextRunner web = new WebApplicationContextRunner()
            .withConfiguration(CONFIGURATIONS);

    private final ApplicationContextRunner plain = new ApplicationContextRunner().withConfiguration(CONFIGURATIONS);

    @Test
    void placesAServerAndAClientConverterDirectlyAheadOfJackson() {
        web.run(context -> {
            assertThat(context).hasNotFailed();
            List<HttpMessageConverter<?>> server = serverConverters(context);
            SimdJsonHttpMessageConverter ours = single(server);
            assertThat(ours.transport()).isEqualTo(Transport.HTTP_SERVER);
            assertThat(server.get(server.indexOf(ours) + 1)).isInstanceOf(JacksonJsonHttpMessageConverter.class);
            assertThat(ours.fallback()).isSameAs(server.get(server.indexOf(ours) + 1));
            assertThat(indexOf(server, StringHttpMessageConverter.class)).isLessThan(server.indexOf(ours));
            List<HttpMessageConverter<?>> client = clientConverters(context);
            SimdJsonHttpMessageConverter clientSide = single(client);
            assertThat(clientSide.transport()).isEqualTo(Transport.HTTP_CLIENT);
            assertThat(client.get(client.indexOf(clientSide) + 1))
                    .isInstanceOf(JacksonJsonHttpMessageConverter.class);
            // Bad bodies fail as with Jackson: the detailed problems are opt-in.
            assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
            // Not beans: Boot would add them at the head of the list.
            assertThat(context).doesNotHaveBean(SimdJsonHttpMessageConverter.class);
        });
    }

    @Test
    void detailedErrorsBringTheProblemHandler() {
        web.withPropertyValues("simdjson.http.detailed-errors=true").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(SimdJsonProblemHandler.class);
        });
    }

    @Test
    void outsideAServletApplicationOnlyTheClientSideIsConfigured() {
        plain.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean("simdJsonServerHttpMessageConvertersCustomizer");
            assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
            assertThat(single(clientConverters(context)).transport()).isEqualTo(Transport.HTTP_CLIENT);
        });
    }

    @Test
    void simdJsonEnabledFalseRemovesTheConverters() {
        web.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertNoneOfOurs(context);
            assertThat(serverConverters(context)).noneMatch(SimdJsonHttpMessageConverter.class::isInstance)
                    .anyMatch(JacksonJsonHttpMessageConverter.class::isInstance);
        });
    }

    @Test
    void httpEnabledFalseRemovesTheConvertersAndKeepsTheRest() {
        web.withPropertyValues("simdjson.http.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertNoneOfOurs(context);
            assertThat(context).hasSingleBean(JsonBodies.class);
            assertThat(serverConverters(context)).noneMatch(SimdJsonHttpMessageConverter.class::isInstance);
            assertThat(clientConverters(context)).noneMatch(SimdJsonHttpMessageConverter.class::isInstance);
        });
    }

    @Test
    void backsOffWithoutBootsConverterCustomizers() {
        new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonHttpMessageConvertersAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader("org.springframework.boot.http.converter.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertNoneOfOurs(context);
        });
    }

    @Test
    void backsOffWithoutSpringWeb() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonHttpMessageConvertersAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader("org.springframework.http.", "org.springframework.web."))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context).doesNotHaveBean(JsonBodies.class);
                    assertNoneOfOurs(context);
                    assertThat(context).hasBean("simdJsonMapper");
                });
    }

    @Test
    void aUsersConverterBeanIsUsedInPlaceOfOurs() {
        web.withUserConfiguration(UserConverterConfiguration.class).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean("simdJsonServerHttpMessageConvertersCustomizer");
            assertThat(context).doesNotHaveBean("simdJsonClientHttpMessageConvertersCustomizer");
            SimdJsonHttpMessageConverter users = context.getBean(SimdJsonHttpMessageConverter.class);
            assertThat(single(serverConverters(context))).isSameAs(users);
            assertThat(single(clientConverters(context))).isSameAs(users);
            assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
        });
    }

    @Test
    void mediaTypesPropertyTakesEffect() {
        web.withPropertyValues("simdjson.http.media-types=application/vnd.acme+json").run(context -> {
            SimdJsonHttpMessageConverter ours = single(serverConverters(context));
            assertThat(ours.getSupportedMediaTypes())
                    .containsExactly(MediaType.parseMediaType("application/vnd.acme+json"));
            ResolvableType point = ResolvableType.forClass(Point.class);
            assertThat(ours.canRead(point, MediaType.parseMediaType("application/vnd.acme+json"))).isTrue();
            assertThat(ours.canRead(point, MediaType.APPLICATION_JSON)).isFalse();
            assertThat(single(clientConverters(context)).canWrite(point, Point.class, MediaType.APPLICATION_JSON))
                    .isFalse();
        });
    }

    @Test
    void excludedTypesPropertyTakesEffect() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        web.run(context -> assertThat(single(serverConverters(context)).canRead(point, MediaType.APPLICATION_JSON))
                .isTrue());
        web.withPropertyValues("simdjson.http.excluded-types=" + Point.class.getName()).run(context -> {
            SimdJsonHttpMessageConverter ours = single(serverConverters(context));
            assertThat(ours.canRead(point, MediaType.APPLICATION_JSON)).isFalse();
            assertThat(ours.canWrite(point, Point.class, MediaType.APPLICATION_JSON)).isFalse();
            assertThat(context.getBean(JacksonHandoffs.class).handoffs()).extracting(Handoff::type)
                    .contains(Point.class.getTypeName());
        });
    }

    @Test
    void aUsersProblemHandlerWins() {
        web.withBean("ownHandler", SimdJsonProblemHandler.class, SimdJsonProblemHandler::new).run(context -> {
            assertThat(context).hasSingleBean(SimdJsonProblemHandler.class);
            assertThat(context).hasBean("ownHandler");
        });
    }

    private static void assertNoneOfOurs(ApplicationContextAssertProvider<?> context) {
        assertThat(context).doesNotHaveBean("simdJsonServerHttpMessageConvertersCustomizer");
        assertThat(context).doesNotHaveBean("simdJsonClientHttpMessageConvertersCustomizer");
        assertThat(context).doesNotHaveBean(SimdJsonProblemHandler.class);
    }

    /** The converters Spring MVC would get: Boot's defaults plus every server customizer, in order. */
    static List<HttpMessageConverter<?>> serverConverters(ApplicationContext context) {
        HttpMessageConverters.ServerBuilder builder = HttpMessageConverters.forServer();
        context.getBeanProvider(ServerHttpMessageConvertersCustomizer.class).orderedStream()
                .forEach(customizer -> customizer.customize(builder));
        return toList(builder.build());
    }

    /** The converters a RestClient from Boot's builder would get. */
    static List<HttpMessageConverter<?>> clientConverters(ApplicationContext context) {
        HttpMessageConverters.ClientBuilder builder = HttpMessageConverters.forClient();
        context.getBeanProvider(ClientHttpMessageConvertersCustomizer.class).orderedStream()
                .forEach(customizer -> customizer.customize(builder));
        return toList(builder.build());
    }

    private static List<HttpMessageConverter<?>> toList(HttpMessageConverters converters) {
        List<HttpMessageConverter<?>> list = new ArrayList<>();
        converters.forEach(list::add);
        return list;
    }

    private static SimdJsonHttpMessageConverter single(List<HttpMessageConverter<?>> converters) {
        List<HttpMessageConverter<?>> ours = converters.stream()
                .filter(SimdJsonHttpMessageConverter.class::isInstance).toList();
        assertThat(ours).hasSize(1);
        return (SimdJsonHttpMessageConverter) ours.get(0);
    }

    private static int indexOf(List<HttpMessageConverter<?>> converters, Class<?> type) {
        for (int i = 0; i < converters.size(); i++) {
            if (type.isInstance(converters.get(i))) {
                return i;
            }
        }
        return -1;
    }

    @Configuration(proxyBeanMethods = false)
    static class UserConverterConfiguration {

        @Bean
        SimdJsonHttpMessageConverter usersConverter(JsonBodies bodies) {
            return new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_SERVER, List.of(MediaType.APPLICATION_JSON));
        }
    }
}
