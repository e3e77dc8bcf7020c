package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.reactor.netty.NettyWebServer;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.web.server.reactive.context.ReactiveWebServerApplicationContext;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.core.codec.DecodingException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * A reactive application on Netty with the starter: request and response bodies of a WebFlux controller, and of a
 * WebClient from Boot's builder, go through simd-json (proved by the per-transport parse counts); a type simd-json
 * refuses goes to Jackson and is recorded; bad bodies get what Jackson's would (Boot's 400/413 error attributes; the
 * byte-for-byte comparison is {@link WebFluxErrorContractParityTests}), a wrong content type 415.
 * {@link WebFluxJacksonTests} sends the same requests with {@code simdjson.enabled=false} and expects the same
 * bodies.
 */
@SpringBootTest(classes = WebFluxSimdJsonTests.App.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.limits.max-document-size=64KB"})
class WebFluxSimdJsonTests {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Autowired
    private WebClient.Builder builder;

    @Autowired
    private CountingParseMetrics metrics;

    @Autowired
    private JacksonHandoffs handoffs;

    @Autowired
    private ReactiveWebServerApplicationContext context;

    @LocalServerPort
    private int port;

    /** A client from Boot's builder: its codecs are the server's (simd-json ahead of Jackson). */
    private WebClient client() {
        return builder.baseUrl("http://localhost:" + port).build();
    }

    /** A client without Boot's codec customizers, to send and receive raw text (String bodies skip simd-json). */
    private WebClient rawClient() {
        return WebClient.builder().baseUrl("http://localhost:" + port).build();
    }

    @Test
    void runsOnNetty() {
        assertThat(context.getWebServer()).isInstanceOf(NettyWebServer.class);
    }

    @Test
    void recordRequestBodyIsReadBySimdJson() {
        long before = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS);
        String body = post(rawClient(), "/points", App.POINT_JSON);
        assertThat(body).isEqualTo(App.MOVED_POINT_JSON);
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS)).isEqualTo(before + 1);
    }

    @Test
    void sealedUnionRequestBodiesAreReadBySimdJson() {
        long before = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS);
        assertThat(post(rawClient(), "/envelopes", App.TELEMETRY_JSON)).isEqualTo(App.TELEMETRY_SUMMARY_JSON);
        assertThat(post(rawClient(), "/envelopes", App.CONTROL_JSON)).isEqualTo(App.CONTROL_SUMMARY_JSON);
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS)).isEqualTo(before + 2);
    }

    @Test
    void fluxResponseIsOneJsonArray() {
        assertThat(get(rawClient(), "/points?n=3")).isEqualTo(App.THREE_POINTS_JSON);
        assertThat(get(rawClient(), "/points?n=0")).isEqualTo("[]");
    }

    @Test
    void monoResponseOfAUnionCarriesTheTag() {
        assertThat(get(rawClient(), "/envelopes/7")).isEqualTo(App.ENVELOPE_7_JSON);
    }

    @Test
    void fluxRequestBodyIsReadElementByElement() {
        long before = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS);
        assertThat(post(rawClient(), "/points/sum", App.THREE_POINTS_JSON)).isEqualTo(App.SUM_OF_THREE_JSON);
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS)).isEqualTo(before + 1);
    }

    @Test
    void webClientFromBootsBuilderReadsAndWritesWithSimdJson() {
        long before = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS);
        App.Point moved = client().post().uri("/points").bodyValue(new App.Point(1, 2, "a"))
                .retrieve().bodyToMono(App.Point.class).block(TIMEOUT);
        assertThat(moved).isEqualTo(new App.Point(2, 3, "A"));
        // One parse on the server (the request), one in the client (the response).
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS)).isEqualTo(before + 2);

        List<App.Point> points = client().get().uri("/points?n=3").retrieve().bodyToFlux(App.Point.class)
                .collectList().block(TIMEOUT);
        assertThat(points).extracting(App.Point::x).containsExactly(0, 1, 2);
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS)).isEqualTo(before + 3);
    }

    @Test
    void webClientGetsADecodingExceptionForMalformedResponses() {
        long errors = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.INVALID_JSON);
        Throwable thrown = catchThrowable(() -> client().get().uri("/broken").retrieve()
                .bodyToMono(App.Point.class).block(TIMEOUT));
        assertThat(thrown).isInstanceOf(DecodingException.class).hasMessageStartingWith("JSON decoding error: ");
        assertThat(thrown).isInstanceOfSatisfying(JsonBodyDecodingException.class,
                e -> assertThat(e.line()).isEqualTo(1));
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.INVALID_JSON)).isEqualTo(errors + 1);
    }

    @Test
    void unsupportedTypeGoesToJacksonAndIsRecorded() {
        long before = metrics.total(Transport.HTTP_REACTIVE);
        assertThat(post(rawClient(), "/bags", App.BAG_JSON)).isEqualTo(App.SEEN_BAG_JSON);
        assertThat(metrics.total(Transport.HTTP_REACTIVE)).isEqualTo(before);
        assertThat(handoffs.handoffs())
                .filteredOn(h -> h.type().equals(App.Bag.class.getName()))
                .extracting(Handoff::direction).containsExactlyInAnyOrder(Direction.READ, Direction.WRITE);
        assertThat(handoffs.handoffs()).filteredOn(h -> h.type().equals(App.Bag.class.getName()))
                .allSatisfy(h -> assertThat(h.reason()).contains("JsonAny"));
    }

    @Test
    void malformedJsonIsBootsUsual400() {
        ResponseEntity<String> response = exchange("/points", "{\"x\":1,\n \"y\": oops}", MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(400);
        assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
        assertThat(response.getBody()).contains("\"status\":400", "\"error\":\"Bad Request\"")
                .doesNotContain("\"line\"").doesNotContain("dev.simdjson").doesNotContain("Exception");
    }

    @Test
    void jsonThatDoesNotFitIsBootsUsual400() {
        ResponseEntity<String> response = exchange("/points", "{\"x\":1,\"y\":\"two\"}", MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(400);
        assertThat(response.getBody()).contains("\"path\":\"/points\"").doesNotContain("$.y");
    }

    @Test
    void bodyOverTheLimitIsA413() {
        long tooLarge = metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.TOO_LARGE);
        String big = "[" + String.join(",", Collections.nCopies(2200, App.POINT_JSON)) + "]";
        assertThat(big.length()).isGreaterThan(64 * 1024);
        ResponseEntity<String> response = exchange(unpooledClient(port), "/points/sum", big,
                MediaType.APPLICATION_JSON);
        assertThat(response.getStatusCode().value()).isEqualTo(413);
        assertThat(response.getBody()).contains("\"status\":413");
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.TOO_LARGE)).isEqualTo(tooLarge + 1);

        String bigPoint = "{\"x\":1,\"y\":2,\"pointLabel\":\"" + "a".repeat(66_000) + "\"}";
        assertThat(exchange(unpooledClient(port), "/points", bigPoint, MediaType.APPLICATION_JSON)
                .getStatusCode().value()).isEqualTo(413);
        assertThat(metrics.count(Transport.HTTP_REACTIVE, ParseOutcome.TOO_LARGE)).isEqualTo(tooLarge + 2);
    }

    @Test
    void wrongContentTypeIsA415() {
        assertThat(exchange("/points", App.POINT_JSON, MediaType.TEXT_PLAIN).getStatusCode().value()).isEqualTo(415);
        assertThat(exchange("/points", App.POINT_JSON, MediaType.APPLICATION_XML).getStatusCode().value())
                .isEqualTo(415);
    }

    @Test
    void actuatorStillRendersItsOwnResponses() {
        for (MediaType accept : List.of(MediaType.APPLICATION_JSON,
                MediaType.parseMediaType("application/vnd.spring-boot.actuator.v3+json"))) {
            ResponseEntity<String> health = rawClient().get().uri("/actuator/health").accept(accept)
                    .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
            assertThat(health.getStatusCode().value()).as(accept.toString()).isEqualTo(200);
            assertThat(health.getHeaders().getContentType()).isEqualTo(accept);
            assertThat(health.getBody()).startsWith("{\"").contains("\"status\":\"UP\"");
        }
    }

    @Test
    void emptyBodyIsA400() {
        assertThat(exchange("/points", "", MediaType.APPLICATION_JSON).getStatusCode().value()).isEqualTo(400);
    }

    private ResponseEntity<String> exchange(String path, String body, MediaType contentType) {
        return exchange(rawClient(), path, body, contentType);
    }

    static ResponseEntity<String> exchange(WebClient client, String path, String body, MediaType contentType) {
        return client.post().uri(path).contentType(contentType).bodyValue(body)
                .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    }

    /**
     * A client on a connection of its own, for bodies the server rejects before reading them all: the server then
     * closes that connection, which must not be one a later request reuses.
     */
    static WebClient unpooledClient(int port) {
        return WebClient.builder().baseUrl("http://localhost:" + port)
                .clientConnector(new ReactorClientHttpConnector(HttpClient.create(ConnectionProvider.newConnection())))
                .build();
    }

    static String post(WebClient client, String path, String json) {
        return client.post().uri(path).contentType(MediaType.APPLICATION_JSON).bodyValue(json)
                .retrieve().bodyToMono(String.class).block(TIMEOUT);
    }

    static String get(WebClient client, String path) {
        return client.get().uri(path).accept(MediaType.APPLICATION_JSON).retrieve().bodyToMono(String.class)
                .block(TIMEOUT);
    }

    /**
     * The reactive application the WebFlux tests run (a plain {@code @Configuration}, so tests of this package that
     * search for a {@code @SpringBootConfiguration} do not find it), with the bodies the tests send and expect.
     */
    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @Import(App.JsonController.class)
    static class App {

        static final String POINT_JSON = "{\"x\":1,\"y\":2,\"pointLabel\":\"a\"}";
        static final String MOVED_POINT_JSON = "{\"x\":2,\"y\":3,\"pointLabel\":\"A\"}";
        static final String THREE_POINTS_JSON = "[{\"x\":0,\"y\":0,\"pointLabel\":\"p0\"},"
                + "{\"x\":1,\"y\":2,\"pointLabel\":\"p1\"},{\"x\":2,\"y\":4,\"pointLabel\":\"p2\"}]";
        static final String SUM_OF_THREE_JSON = "{\"x\":3,\"y\":6,\"pointLabel\":\"p0+p1+p2\"}";
        static final String TELEMETRY_JSON = "{\"kind\":\"Telemetry\",\"streamId\":9,\"samples\":[0.5,1.5,2.5]}";
        static final String TELEMETRY_SUMMARY_JSON = "{\"kind\":\"Telemetry\",\"streamId\":9,\"samples\":3}";
        static final String CONTROL_JSON = "{\"kind\":\"Control\",\"streamId\":4,\"op\":\"pause\"}";
        static final String CONTROL_SUMMARY_JSON = "{\"kind\":\"Control:pause\",\"streamId\":4,\"samples\":0}";
        static final String ENVELOPE_7_JSON = "{\"kind\":\"Telemetry\",\"streamId\":7,\"samples\":[0.25,-1.0]}";
        static final String BAG_JSON = "{\"colour\":\"red\",\"size\":3}";
        static final String SEEN_BAG_JSON = "{\"colour\":\"red\",\"size\":3,\"seen\":true}";

        @Bean
        @Primary
        CountingParseMetrics countingParseMetrics() {
            return new CountingParseMetrics();
        }

        record Point(int x, int y, String pointLabel) {
        }

        /** A tagged union, annotated alike for simd-json and Jackson. */
        @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
        @JsonSubTypes({
                @JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
                @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
        sealed interface Envelope permits Envelope.Control, Envelope.Telemetry {

            long streamId();

            record Control(long streamId, String op) implements Envelope {
            }

            record Telemetry(long streamId, double[] samples) implements Envelope {
            }
        }

        record EnvelopeSummary(String kind, long streamId, int samples) {
        }

        /** Any properties, as they come: simd-json refuses @JsonAnySetter/@JsonAnyGetter, Jackson takes them. */
        public static final class Bag {

            private final Map<String, Object> properties = new LinkedHashMap<>();

            @JsonAnySetter
            public void put(String name, Object value) {
                properties.put(name, value);
            }

            @JsonAnyGetter
            public Map<String, Object> properties() {
                return properties;
            }
        }

        @RestController
        static class JsonController {

            @PostMapping("/points")
            Mono<Point> move(@RequestBody Mono<Point> point) {
                return point.map(p -> new Point(p.x() + 1, p.y() + 1, p.pointLabel().toUpperCase()));
            }

            @GetMapping("/points")
            Flux<Point> points(@RequestParam int n) {
                return Flux.fromStream(IntStream.range(0, n).mapToObj(i -> new Point(i, 2 * i, "p" + i)));
            }

            @PostMapping("/points/sum")
            Mono<Point> sum(@RequestBody Flux<Point> points) {
                return points.reduce((a, b) -> new Point(a.x() + b.x(), a.y() + b.y(),
                        a.pointLabel() + "+" + b.pointLabel()));
            }

            @PostMapping("/envelopes")
            EnvelopeSummary envelope(@RequestBody Envelope envelope) {
                return switch (envelope) {
                    case Envelope.Control c -> new EnvelopeSummary("Control:" + c.op(), c.streamId(), 0);
                    case Envelope.Telemetry t -> new EnvelopeSummary("Telemetry", t.streamId(), t.samples().length);
                };
            }

            @GetMapping("/envelopes/{id}")
            Mono<Envelope> envelope(@PathVariable long id) {
                return Mono.just(new Envelope.Telemetry(id, new double[] {0.25, -1.0}));
            }

            @PostMapping("/bags")
            Bag bag(@RequestBody Bag bag) {
                bag.put("seen", true);
                return bag;
            }

            /** Malformed JSON, for the client's side of errors (a String body is written as it is). */
            @GetMapping(value = "/broken", produces = MediaType.APPLICATION_JSON_VALUE)
            Mono<String> broken() {
                return Mono.just("{\"x\":1,");
            }
        }
    }
}
