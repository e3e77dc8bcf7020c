package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

/**
 * The same requests against the same application with and without simd-json ({@code simdjson.enabled=false}):
 * the same statuses, content types and bytes; only the parse counts show that simd-json was on the path.
 */
class MvcSameResponsesTests {

    private static final List<RequestBuilder> REQUESTS = List.of(
            post("/items").contentType(MediaType.APPLICATION_JSON)
                    .content("{\"name\":\"bolt\",\"quantity\":3,\"tags\":[\"m8\",\"st\\u00e9el\",\"q\\\"\"]}"),
            post("/items/batch").contentType(MediaType.APPLICATION_JSON)
                    .content("[{\"name\":\"a\",\"quantity\":1,\"tags\":[]},{\"name\":\"b\",\"quantity\":-2,"
                            + "\"tags\":[\"x\"],\"unknown\":{\"deep\":[1,2]}}]"),
            post("/envelopes").contentType(MediaType.APPLICATION_JSON)
                    .content("{\"kind\":\"Control\",\"stream_id\":9,\"op\":\"pause\"}"),
            post("/envelopes").contentType(MediaType.APPLICATION_JSON)
                    .content("{\"stream_id\":1,\"samples\":[1e3,-0.5,2],\"kind\":\"Telemetry\"}"),
            get("/envelopes/last"),
            get("/items/w\u00fcrfel").accept(MediaType.APPLICATION_JSON),
            get("/anything"),
            get("/mixed"),
            post("/bags").contentType(MediaType.APPLICATION_JSON).content("{\"z\":null,\"a\":[1.5,\"s\"]}"),
            post("/text").contentType(MediaType.APPLICATION_JSON).content("{\"raw\":true}"),
            post("/bytes").contentType(MediaType.APPLICATION_JSON).content("[1,2,3]"),
            get("/actuator/health"));

    private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
            .withUserConfiguration(MvcTestApplication.class)
            .withPropertyValues("simdjson.warm-up.enabled=false");

    @Test
    void simdJsonAnswersExactlyAsJacksonDoes() {
        List<Answer> withSimdJson = new ArrayList<>();
        List<Answer> withJackson = new ArrayList<>();
        runner.run(context -> {
            withSimdJson.addAll(answers(context));
            assertThat(context.getBean(CountingParseMetrics.class).total(Transport.HTTP_SERVER))
                    .as("request bodies simd-json parsed").isEqualTo(4);
        });
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).doesNotHaveBean(JsonBodies.class);
            withJackson.addAll(answers(context));
            assertThat(context.getBean(CountingParseMetrics.class).total(Transport.HTTP_SERVER)).isZero();
        });
        assertThat(withSimdJson).hasSize(REQUESTS.size());
        // Health is DOWN in a context runner (no readiness event), but it renders, the same either way.
        assertThat(withSimdJson).filteredOn(answer -> !answer.uri().startsWith("/actuator"))
                .allSatisfy(answer -> assertThat(answer.status()).isEqualTo(200));
        assertThat(withSimdJson).last().satisfies(health -> {
            assertThat(health.contentType()).isEqualTo("application/vnd.spring-boot.actuator.v3+json");
            assertThat(health.body()).contains("\"status\":");
        });
        assertThat(withSimdJson).containsExactlyElementsOf(withJackson);
    }

    private static List<Answer> answers(WebApplicationContext context) throws Exception {
        MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
        List<Answer> answers = new ArrayList<>();
        for (RequestBuilder request : REQUESTS) {
            MvcResult result = mvc.perform(request).andReturn();
            answers.add(new Answer(result.getRequest().getRequestURI(), result.getResponse().getStatus(),
                    result.getResponse().getContentType(),
                    result.getResponse().getContentAsString(StandardCharsets.UTF_8)));
        }
        return answers;
    }

    record Answer(String uri, int status, String contentType, String body) {
    }
}
