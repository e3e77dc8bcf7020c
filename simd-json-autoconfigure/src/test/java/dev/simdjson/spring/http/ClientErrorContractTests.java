package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.MvcTestApplication.Item;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.restclient.RestTemplateBuilder;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

/**
 * RestClient and RestTemplate from Boot's builders reading a response body that neither simd-json nor Jackson can
 * read: the caller gets the same exception, with the same message, the same {@link HttpMessageNotReadableException}
 * (and its message) inside and Jackson's exception at the root, with the starter on and off.
 */
class ClientErrorContractTests {

    private static final String[] BAD_BODIES = {
            "{\"name\": \"x\", \"quantity\": }",
            "{\"name\":\"x\",\"quantity\":\"many\",\"tags\":[]}",
            "{\"name\":\"x\",\"quantity\":1,\"tags\":[\"a\",{\"b\":1}]}"};

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withUserConfiguration(MvcTestApplication.class);

    /** What a caller can see of a failure: each exception in the chain, its class and message. */
    record Failure(List<String> chain) {

        static Failure of(Throwable t) {
            List<String> chain = new ArrayList<>();
            for (Throwable e = t; e != null; e = e.getCause()) {
                // The HttpMessageNotReadableException may be simd-json's subclass: compare it as that type.
                String type = e instanceof HttpMessageNotReadableException
                        ? HttpMessageNotReadableException.class.getName() : e.getClass().getName();
                chain.add(type + ": " + e.getMessage());
            }
            return new Failure(chain);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void restClientFailsAsWithJackson(int body) {
        assertSameFailure(body, context -> {
            RestClient.Builder builder = context.getBean(RestClient.Builder.class);
            MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
            server.expect(requestTo("/item")).andRespond(withSuccess(BAD_BODIES[body], MediaType.APPLICATION_JSON));
            RestClient client = builder.build();
            return catchThrowable(() -> client.get().uri("/item").retrieve().body(Item.class));
        });
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void restTemplateFailsAsWithJackson(int body) {
        assertSameFailure(body, context -> {
            RestTemplate template = context.getBean(RestTemplateBuilder.class).build();
            MockRestServiceServer server = MockRestServiceServer.bindTo(template).build();
            server.expect(requestTo("/item")).andRespond(withSuccess(BAD_BODIES[body], MediaType.APPLICATION_JSON));
            return catchThrowable(() -> template.getForObject("/item", Item.class));
        });
    }

    /** simd-json reads it (with a type property); Jackson cannot construct it: no type information. */
    sealed interface Shape permits Circle {
    }

    record Circle(double radius) implements Shape {
    }

    record Drawing(String name, Shape shape) {
    }

    private static final String DRAWING_WITHOUT_TYPE = "{\"name\":\"d\",\"shape\":{\"radius\":1}}";

    /** A type Jackson has no definition for: Jackson's converter's HttpMessageConversionException, not a 400. */
    @org.junit.jupiter.api.Test
    void restClientDefinitionErrorFailsAsWithJackson() {
        assertSameFailure(-1, context -> {
            RestClient.Builder builder = context.getBean(RestClient.Builder.class);
            MockRestServiceServer server = MockRestServiceServer.bindTo(builder).build();
            server.expect(requestTo("/drawing"))
                    .andRespond(withSuccess(DRAWING_WITHOUT_TYPE, MediaType.APPLICATION_JSON));
            RestClient client = builder.build();
            return catchThrowable(() -> client.get().uri("/drawing").retrieve().body(Drawing.class));
        });
    }

    @org.junit.jupiter.api.Test
    void restTemplateDefinitionErrorFailsAsWithJackson() {
        assertSameFailure(-1, context -> {
            RestTemplate template = context.getBean(RestTemplateBuilder.class).build();
            MockRestServiceServer server = MockRestServiceServer.bindTo(template).build();
            server.expect(requestTo("/drawing"))
                    .andRespond(withSuccess(DRAWING_WITHOUT_TYPE, MediaType.APPLICATION_JSON));
            return catchThrowable(() -> template.getForObject("/drawing", Drawing.class));
        });
    }

    private void assertSameFailure(int body, Function<ApplicationContext, Throwable> call) {
        List<Failure> failures = new ArrayList<>();
        runner.run(context -> {
            failures.add(Failure.of(call.apply(context)));
            assertThat(context.getBean(CountingParseMetrics.class).total(Transport.HTTP_CLIENT))
                    .as("response bodies simd-json read").isEqualTo(1);
        });
        runner.withPropertyValues("simdjson.enabled=false")
                .run(context -> failures.add(Failure.of(call.apply(context))));
        Failure withSimdJson = failures.get(0);
        Failure withJackson = failures.get(1);
        assertThat(withJackson.chain()).as("body %d fails with Jackson", body).hasSizeGreaterThan(1);
        assertThat(withSimdJson).isEqualTo(withJackson);
    }
}
