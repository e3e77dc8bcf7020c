package dev.simdjson.demo;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.nio.charset.StandardCharsets;

import static dev.simdjson.demo.EnvelopeApiContract.assertNothingInternal;

/** {@code simdjson.limits.max-document-size} over HTTP: a body over the limit is a 413 problem, one within is fine. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "simdjson.limits.max-document-size=2KB")
@AutoConfigureRestTestClient
class BodySizeLimitTests {

    @Autowired
    private RestTestClient client;

    @Test
    void aBatchOverTheLimitIs413() {
        byte[] body = ("{\"source\":\"" + "x".repeat(2048) + "\",\"frames\":[]}").getBytes(StandardCharsets.UTF_8);
        byte[] problem = client.post().uri("/api/telemetry/batch").contentType(MediaType.APPLICATION_JSON).body(body)
                .exchange()
                .expectStatus().isEqualTo(413)
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.status").isEqualTo(413)
                .jsonPath("$.limit").isEqualTo(2048)
                .returnResult().getResponseBody();
        assertNothingInternal(problem);
    }

    @Test
    void aBatchWithinTheLimitIsRead() {
        byte[] body = ("{\"source\":\"" + "x".repeat(2000) + "\",\"frames\":[]}").getBytes(StandardCharsets.UTF_8);
        client.post().uri("/api/telemetry/batch").contentType(MediaType.APPLICATION_JSON).body(body)
                .exchange()
                .expectStatus().isOk()
                .expectBody().jsonPath("$.frames").isEqualTo(0);
    }
}
