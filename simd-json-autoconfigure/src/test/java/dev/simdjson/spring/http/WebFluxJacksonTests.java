package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.WebFluxSimdJsonTests.App;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClient;

import java.time.Duration;
import java.util.List;

import static dev.simdjson.spring.http.WebFluxSimdJsonTests.get;
import static dev.simdjson.spring.http.WebFluxSimdJsonTests.post;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The requests of {@link WebFluxSimdJsonTests} against the same application with {@code simdjson.enabled=false}:
 * Jackson answers them with the same bodies, and no simd-json codec is there.
 */
@SpringBootTest(classes = App.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.enabled=false",
        "spring.http.codecs.max-in-memory-size=64KB"})
class WebFluxJacksonTests {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Autowired
    private WebClient.Builder builder;

    @Autowired
    private CountingParseMetrics metrics;

    @Autowired
    private ApplicationContext context;

    @LocalServerPort
    private int port;

    private WebClient rawClient() {
        return WebClient.builder().baseUrl("http://localhost:" + port).build();
    }

    @Test
    void noSimdJsonCodecIsThere() {
        assertThat(context.getBeanNamesForType(SimdJsonDecoder.class)).isEmpty();
        assertThat(context.getBeanNamesForType(SimdJsonEncoder.class)).isEmpty();
        assertThat(context.getBeanNamesForType(JsonBodies.class)).isEmpty();
    }

    @Test
    void sameBodiesAsWithSimdJson() {
        assertThat(post(rawClient(), "/points", App.POINT_JSON)).isEqualTo(App.MOVED_POINT_JSON);
        assertThat(post(rawClient(), "/envelopes", App.TELEMETRY_JSON)).isEqualTo(App.TELEMETRY_SUMMARY_JSON);
        assertThat(post(rawClient(), "/envelopes", App.CONTROL_JSON)).isEqualTo(App.CONTROL_SUMMARY_JSON);
        assertThat(get(rawClient(), "/points?n=3")).isEqualTo(App.THREE_POINTS_JSON);
        assertThat(get(rawClient(), "/points?n=0")).isEqualTo("[]");
        assertThat(get(rawClient(), "/envelopes/7")).isEqualTo(App.ENVELOPE_7_JSON);
        assertThat(post(rawClient(), "/points/sum", App.THREE_POINTS_JSON)).isEqualTo(App.SUM_OF_THREE_JSON);
        assertThat(post(rawClient(), "/bags", App.BAG_JSON)).isEqualTo(App.SEEN_BAG_JSON);
        assertThat(metrics.total(Transport.HTTP_REACTIVE)).isZero();
    }

    @Test
    void sameValuesThroughBootsWebClient() {
        WebClient client = builder.baseUrl("http://localhost:" + port).build();
        App.Point moved = client.post().uri("/points").bodyValue(new App.Point(1, 2, "a"))
                .retrieve().bodyToMono(App.Point.class).block(TIMEOUT);
        assertThat(moved).isEqualTo(new App.Point(2, 3, "A"));
        List<App.Point> points = client.get().uri("/points?n=3").retrieve().bodyToFlux(App.Point.class)
                .collectList().block(TIMEOUT);
        assertThat(points).extracting(App.Point::x).containsExactly(0, 1, 2);
        assertThat(metrics.total(Transport.HTTP_REACTIVE)).isZero();
    }

    @Test
    void sameStatusesForBadBodies() {
        assertThat(exchange("{\"x\":1,\n \"y\": oops}", MediaType.APPLICATION_JSON).getStatusCode().value())
                .isEqualTo(400);
        assertThat(exchange("", MediaType.APPLICATION_JSON).getStatusCode().value()).isEqualTo(400);
        assertThat(exchange(App.POINT_JSON, MediaType.TEXT_PLAIN).getStatusCode().value()).isEqualTo(415);
    }

    @Test
    void bodyOverJacksonsLimitIsA413Too() {
        // Jackson decodes a Flux element by element, so the limit is shown on a single value.
        String big = "{\"x\":1,\"y\":2,\"pointLabel\":\"" + "a".repeat(66_000) + "\"}";
        ResponseEntity<String> response = WebFluxSimdJsonTests.exchange(WebFluxSimdJsonTests.unpooledClient(port),
                "/points", big, MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(413);
    }

    private ResponseEntity<String> exchange(String body, MediaType contentType) {
        return rawClient().post().uri("/points").contentType(contentType).bodyValue(body)
                .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    }
}
