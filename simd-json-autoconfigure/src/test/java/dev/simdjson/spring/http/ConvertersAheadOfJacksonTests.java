package dev.simdjson.spring.http;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.ApplicationContextAssertProvider;
import org.springframework.boot.test.context.runner.AbstractApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.EntityExchangeResult;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.request;

/**
 * What libraries and applications put ahead of (or beside) Jackson keeps answering as without the starter, on MVC
 * and WebFlux: springdoc's {@code /v3/api-docs}, {@code String}, {@code byte[]} and {@code Resource} bodies
 * declared {@code application/json} (read and written), the application's own {@code ProblemDetail}s (returned,
 * in a {@code ResponseEntity}, thrown), {@code @JsonView} on a controller method and its request body, and
 * Actuator's own media types. The same requests, the same status, content type and bytes with the starter on and
 * with {@code simdjson.enabled=false}.
 */
class ConvertersAheadOfJacksonTests {

    private static final String ACTUATOR_V3 = "application/vnd.spring-boot.actuator.v3+json";

    /** One request: method, path, Accept (or null), JSON body (or null). */
    record Call(HttpMethod method, String path, String accept, String body) {

        static Call get(String path, String accept) {
            return new Call(HttpMethod.GET, path, accept, null);
        }

        static Call post(String path, String body) {
            return new Call(HttpMethod.POST, path, null, body);
        }
    }

    record Answer(String call, int status, String contentType, String body) {
    }

    private static final List<Call> COMMON = List.of(
            Call.post("/text", "{\"z\": [1, 2.50]}"),
            Call.get("/text", null),
            Call.post("/bytes", "{\"z\":\"\\u00e9\"}"),
            Call.get("/bytes", null),
            Call.post("/resource", "[1,{\"k\":null}]"),
            Call.get("/resource", null),
            Call.get("/problem", null),
            Call.get("/problem", MediaType.APPLICATION_PROBLEM_JSON_VALUE),
            Call.get("/problem/entity", MediaType.APPLICATION_JSON_VALUE),
            Call.get("/problem/thrown", null),
            Call.get("/account", null),
            Call.post("/account", "{\"name\":\"bob\",\"secret\":\"x\",\"limits\":[9]}"),
            Call.get("/actuator/health", null),
            Call.get("/actuator/health", ACTUATOR_V3),
            Call.get("/actuator/health", MediaType.APPLICATION_JSON_VALUE),
            Call.get("/actuator/info", ACTUATOR_V3),
            Call.get("/actuator", ACTUATOR_V3));

    private static final String[] PROPERTIES = {"simdjson.warm-up.enabled=false",
            "management.endpoints.web.exposure.include=health,info", "management.endpoint.health.show-details=always",
            "management.info.java.enabled=true",
            // The starter's own contributions, and the free disk space that changes between runs, left out.
            "management.health.simdjson.enabled=false", "management.info.simdjson.enabled=false",
            "management.health.diskspace.enabled=false",
            // A thrown ErrorResponseException is rendered as its problem by a ResponseEntityExceptionHandler.
            "spring.mvc.problemdetails.enabled=true", "spring.webflux.problemdetails.enabled=true"};

    @Test
    void mvcAnswersAsWithoutTheStarter() {
        List<Call> calls = new ArrayList<>(COMMON);
        calls.add(Call.get("/v3/api-docs", null));
        calls.add(Call.get("/v3/api-docs", MediaType.APPLICATION_JSON_VALUE));
        WebApplicationContextRunner runner = new WebApplicationContextRunner()
                .withUserConfiguration(AheadOfJacksonApp.class).withPropertyValues(PROPERTIES);
        List<Answer> withSimdJson = assertSameWithoutTheStarter(runner, calls, ConvertersAheadOfJacksonTests::mvc);
        assertThat(withSimdJson).filteredOn(a -> a.call().contains("/v3/api-docs"))
                .allSatisfy(a -> assertThat(a.body()).contains("\"openapi\":\"3.", "\"/account\""));
    }

    @Test
    void webFluxAnswersAsWithoutTheStarter() {
        ReactiveWebApplicationContextRunner runner = new ReactiveWebApplicationContextRunner()
                .withUserConfiguration(AheadOfJacksonApp.class).withPropertyValues(PROPERTIES)
                .withPropertyValues("springdoc.api-docs.enabled=false");
        assertSameWithoutTheStarter(runner, COMMON, ConvertersAheadOfJacksonTests::webFlux);
    }

    /** How one stack answers the calls. */
    @FunctionalInterface
    private interface Answers<T> {
        List<Answer> of(T context, List<Call> calls) throws Exception;
    }

    /** The answers to {@code calls} with the starter, checked, and the same with {@code simdjson.enabled=false}. */
    private static <C extends ConfigurableApplicationContext, A extends ApplicationContextAssertProvider<C>>
            List<Answer> assertSameWithoutTheStarter(AbstractApplicationContextRunner<?, C, A> runner, List<Call> calls,
            Answers<? super A> answers) {
        List<Answer> withSimdJson = new ArrayList<>();
        List<Answer> withJackson = new ArrayList<>();
        runner.run(context -> withSimdJson.addAll(answers.of(context, calls)));
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context.getBeanNamesForType(JsonBodies.class)).isEmpty();
            withJackson.addAll(answers.of(context, calls));
        });
        assertAnswered(withSimdJson, calls);
        assertThat(withSimdJson).containsExactlyElementsOf(withJackson);
        return withSimdJson;
    }

    /** Not vacuous: every call answered, the text bodies as they were, the view applied, the problem kept. */
    private static void assertAnswered(List<Answer> answers, List<Call> calls) {
        assertThat(answers).hasSize(calls.size());
        assertThat(answers).filteredOn(a -> a.call().startsWith("GET /text") || a.call().startsWith("GET /bytes")
                || a.call().startsWith("GET /resource")).extracting(Answer::body)
                .containsOnly(AheadOfJacksonApp.JSON_TEXT);
        assertThat(answers).filteredOn(a -> a.call().startsWith("POST /text")).extracting(Answer::body)
                .containsExactly("{\"z\": [1, 2.50]} ");
        assertThat(answers).filteredOn(a -> a.call().contains("/account")).extracting(Answer::body)
                .containsExactly("{\"name\":\"ada\"}", "{\"name\":\"bob\"}");
        assertThat(answers).filteredOn(a -> a.call().startsWith("GET /problem")).allSatisfy(a -> {
            assertThat(a.status()).isEqualTo(409);
            assertThat(a.body()).contains("\"order\":7", "\"detail\":\"Order 7 is closed\"");
        });
        assertThat(answers).filteredOn(a -> a.call().startsWith("GET /actuator")).allSatisfy(a -> {
            assertThat(a.status()).isIn(200, 503);
            assertThat(a.body()).startsWith("{");
        });
    }

    private static List<Answer> mvc(WebApplicationContext context, List<Call> calls) throws Exception {
        MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
        List<Answer> answers = new ArrayList<>();
        for (Call call : calls) {
            var request = request(call.method(), call.path());
            if (call.accept() != null) {
                request.accept(call.accept());
            }
            if (call.body() != null) {
                request.contentType(MediaType.APPLICATION_JSON).content(call.body());
            }
            MvcResult result = mvc.perform(request).andReturn();
            answers.add(new Answer(call.method() + " " + call.path() + " " + call.accept(),
                    result.getResponse().getStatus(), result.getResponse().getContentType(),
                    ErrorContractRuns.masked(result.getResponse().getContentAsString(StandardCharsets.UTF_8))));
        }
        return answers;
    }

    private static List<Answer> webFlux(ApplicationContext context, List<Call> calls) {
        WebTestClient client = WebTestClient.bindToApplicationContext(context).build();
        List<Answer> answers = new ArrayList<>();
        for (Call call : calls) {
            WebTestClient.RequestBodySpec spec = client.method(call.method()).uri(call.path());
            if (call.accept() != null) {
                spec.accept(MediaType.parseMediaType(call.accept()));
            }
            Function<WebTestClient.RequestHeadersSpec<?>, EntityExchangeResult<byte[]>> exchange =
                    s -> s.exchange().expectBody().returnResult();
            EntityExchangeResult<byte[]> result = call.body() == null ? exchange.apply(spec)
                    : exchange.apply(spec.contentType(MediaType.APPLICATION_JSON).bodyValue(call.body()));
            MediaType contentType = result.getResponseHeaders().getContentType();
            byte[] body = result.getResponseBody();
            answers.add(new Answer(call.method() + " " + call.path() + " " + call.accept(),
                    result.getStatus().value(), contentType == null ? null : contentType.toString(),
                    body == null ? "" : ErrorContractRuns.masked(new String(body, StandardCharsets.UTF_8))));
        }
        return answers;
    }
}
