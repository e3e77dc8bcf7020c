package dev.simdjson.spring.http;

import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Bad request bodies over Spring MVC with {@code simdjson.http.detailed-errors=true}: simd-json's detailed
 * problems (line, column, JSON path; the limit of a 413), checked with and without
 * {@code spring.mvc.problemdetails.enabled}: the subclasses set the properties and the document-size limit (4KB).
 */
abstract class MvcBadInputChecks {

    @Autowired
    MockMvc mvc;

    @Autowired
    CountingParseMetrics metrics;

    @Test
    void malformedJsonIsA400ProblemWithLineAndColumn() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.INVALID_JSON);
        MvcResult result = mvc.perform(post("/items").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"name\":\"bolt\",\n  \"quantity\": 3,\n  \"tags\": [\"a\" \"b\"]}"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(400))
                .andExpect(jsonPath("$.line").value(3))
                .andExpect(jsonPath("$.column").isNumber())
                .andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.containsString("line 3, column")))
                .andReturn();
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.INVALID_JSON)).isEqualTo(before + 1);
        assertNoInternals(result);
    }

    @Test
    void aBodyThatDoesNotFitTheTypeIsA400ProblemWithTheJsonPath() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.BIND_ERROR);
        MvcResult result = mvc.perform(post("/items/batch").contentType(MediaType.APPLICATION_JSON)
                        .content("[{\"name\":\"a\",\"quantity\":1,\"tags\":[]},{\"name\":\"b\",\"quantity\":\"many\","
                                + "\"tags\":[]}]"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.path").value("$[1].quantity"))
                .andExpect(jsonPath("$.line").value(1))
                .andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.containsString("$[1].quantity")))
                .andReturn();
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.BIND_ERROR)).isEqualTo(before + 1);
        assertNoInternals(result);
    }

    @Test
    void aBodyOverTheLimitIsA413Problem() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.TOO_LARGE);
        String big = "{\"name\":\"" + "x".repeat(5000) + "\",\"quantity\":1,\"tags\":[]}";
        MvcResult result = mvc.perform(post("/items").contentType(MediaType.APPLICATION_JSON).content(big))
                .andExpect(status().isPayloadTooLarge())
                .andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(413))
                .andExpect(jsonPath("$.limit").value(4096))
                .andReturn();
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.TOO_LARGE)).isEqualTo(before + 1);
        assertNoInternals(result);
    }

    @Test
    void theWrongContentTypeKeepsSpringsUsual415() throws Exception {
        long before = metrics.total(Transport.HTTP_SERVER);
        mvc.perform(post("/items").contentType(MediaType.TEXT_PLAIN).content("{\"name\":\"a\"}"))
                .andExpect(status().isUnsupportedMediaType());
        assertThat(metrics.total(Transport.HTTP_SERVER)).isEqualTo(before);
    }

    static void assertNoInternals(MvcResult result) throws Exception {
        String body = result.getResponse().getContentAsString(StandardCharsets.UTF_8);
        assertThat(body).doesNotContain("dev.simdjson", "java.", "Exception", "\tat ", "MvcTestApplication");
    }
}
