package dev.simdjson.spring.http;

import dev.simdjson.spring.http.WebFluxSimdJsonTests.App;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClient;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opted in with {@code simdjson.http.detailed-errors=true}: bad request bodies with
 * {@code spring.webflux.problemdetails.enabled=true} (Boot's problem-details handler next to
 * simd-json's): the same problem details as with Boot's defaults in {@link WebFluxSimdJsonTests}, and Spring's own
 * errors (415) as problem details too.
 */
@SpringBootTest(classes = App.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.limits.max-document-size=64KB",
        "spring.webflux.problemdetails.enabled=true", "simdjson.http.detailed-errors=true"})
class WebFluxProblemDetailsTests {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @LocalServerPort
    private int port;

    private ResponseEntity<String> exchange(String path, String body, MediaType contentType) {
        return WebClient.builder().baseUrl("http://localhost:" + port).build().post().uri(path)
                .contentType(contentType).bodyValue(body).exchangeToMono(r -> r.toEntity(String.class))
                .block(TIMEOUT);
    }

    @Test
    void malformedJsonIsA400ProblemWithLineAndColumn() {
        ResponseEntity<String> response = exchange("/points", "{\"x\":1,\n \"y\": oops}", MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(400);
        assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        assertThat(response.getBody()).contains("\"status\":400").contains("line 2, column").contains("\"line\":2")
                .contains("\"instance\":\"/points\"").doesNotContain("dev.simdjson").doesNotContain("Exception");
    }

    @Test
    void jsonThatDoesNotFitIsA400ProblemWithThePath() {
        ResponseEntity<String> response = exchange("/envelopes", "{\"kind\":\"Control\",\"streamId\":\"x\"}",
                MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(400);
        assertThat(response.getBody()).contains("\"path\":\"$.streamId\"").contains("line 1, column");
    }

    @Test
    void bodyOverTheLimitIsA413Problem() {
        String bigPoint = "{\"x\":1,\"y\":2,\"pointLabel\":\"" + "a".repeat(66_000) + "\"}";
        ResponseEntity<String> response = WebFluxSimdJsonTests.exchange(WebFluxSimdJsonTests.unpooledClient(port),
                "/points", bigPoint, MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(413);
        assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        assertThat(response.getBody()).contains("\"status\":413").contains("\"limit\":65536");
    }

    @Test
    void wrongContentTypeIsStillA415Problem() {
        ResponseEntity<String> response = exchange("/points", App.POINT_JSON, MediaType.TEXT_PLAIN);
        assertThat(response.getStatusCode().value()).isEqualTo(415);
        assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
    }
}
