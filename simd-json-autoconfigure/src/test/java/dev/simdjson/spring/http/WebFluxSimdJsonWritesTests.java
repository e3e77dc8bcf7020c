package dev.simdjson.spring.http;

import dev.simdjson.spring.http.WebFluxSimdJsonTests.App;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.reactive.function.client.WebClient;

import static dev.simdjson.spring.http.WebFluxSimdJsonTests.get;
import static dev.simdjson.spring.http.WebFluxSimdJsonTests.post;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Proves which side wrote a response: with {@code simdjson.property-naming=snake_case} (Jackson keeps its camelCase
 * naming) a body written by simd-json says {@code point_label} and one written by Jackson {@code pointLabel}.
 */
@SpringBootTest(classes = App.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.property-naming=snake_case"})
class WebFluxSimdJsonWritesTests {

    @LocalServerPort
    private int port;

    private WebClient rawClient() {
        return WebClient.builder().baseUrl("http://localhost:" + port).build();
    }

    @Test
    void monoAndPlainResponsesAreWrittenBySimdJson() {
        assertThat(post(rawClient(), "/points", "{\"x\":1,\"y\":2,\"point_label\":\"a\"}"))
                .isEqualTo("{\"x\":2,\"y\":3,\"point_label\":\"A\"}");
        assertThat(post(rawClient(), "/envelopes", "{\"kind\":\"Telemetry\",\"stream_id\":9,\"samples\":[1.0]}"))
                .isEqualTo("{\"kind\":\"Telemetry\",\"stream_id\":9,\"samples\":1}");
    }

    @Test
    void fluxResponsesAreWrittenBySimdJson() {
        assertThat(get(rawClient(), "/points?n=2"))
                .isEqualTo("[{\"x\":0,\"y\":0,\"point_label\":\"p0\"},{\"x\":1,\"y\":2,\"point_label\":\"p1\"}]");
    }

    @Test
    void typesSimdJsonRefusesAreWrittenByJackson() {
        assertThat(post(rawClient(), "/bags", "{\"someKey\":1}")).isEqualTo("{\"someKey\":1,\"seen\":true}");
    }
}
