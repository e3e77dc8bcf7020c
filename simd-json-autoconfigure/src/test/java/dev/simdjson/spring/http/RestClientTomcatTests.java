package dev.simdjson.spring.http;

import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.MvcTestApplication.Bag;
import dev.simdjson.spring.http.MvcTestApplication.Envelope;
import dev.simdjson.spring.http.MvcTestApplication.EnvelopeSummary;
import dev.simdjson.spring.http.MvcTestApplication.Item;
import dev.simdjson.spring.http.MvcTestApplication.ItemSummary;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.restclient.RestTemplateBuilder;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A real Tomcat, called through a RestClient built from Boot's {@link RestClient.Builder} (and a RestTemplate from
 * Boot's {@link RestTemplateBuilder}): the server parses request
 * bodies with simd-json ({@link Transport#HTTP_SERVER}) and the client reads response bodies with it
 * ({@link Transport#HTTP_CLIENT}); bad request bodies give the detailed problems of
 * {@code simdjson.http.detailed-errors=true}, through Boot's real error handling (the default answers are in
 * {@link ErrorContractParityTests}); a bad response body fails on the client as with Jackson.
 */
@SpringBootTest(classes = MvcTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"simdjson.limits.max-document-size=4KB", "simdjson.http.detailed-errors=true"})
class RestClientTomcatTests {

    @LocalServerPort
    private int port;

    @Autowired
    private RestClient.Builder builder;

    @Autowired
    private RestTemplateBuilder restTemplateBuilder;

    @Autowired
    private CountingParseMetrics metrics;

    @Autowired
    private JacksonHandoffs handoffs;

    private RestClient client;

    @BeforeEach
    void client() {
        client = builder.baseUrl("http://localhost:" + port).build();
    }

    @Test
    void recordBodiesGoThroughSimdJsonOnBothSides() {
        long server = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        long clientSide = metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS);
        ResponseEntity<ItemSummary> answer = client.post().uri("/items").contentType(MediaType.APPLICATION_JSON)
                .body(new Item("bolt", 3, List.of("m8"))).retrieve().toEntity(ItemSummary.class);
        assertThat(answer.getBody()).isEqualTo(new ItemSummary("BOLT", 3, 1));
        assertThat(answer.getHeaders().getContentLength()).isEqualTo(41);
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(server + 1);
        assertThat(metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS)).isEqualTo(clientSide + 1);
    }

    @Test
    void unionsAndListsGoThroughSimdJsonOnBothSides() {
        long server = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        long clientSide = metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS);
        EnvelopeSummary summary = client.post().uri("/envelopes").contentType(MediaType.APPLICATION_JSON)
                .body(new Envelope.Telemetry(5, new double[] {1, 2})).retrieve().body(EnvelopeSummary.class);
        assertThat(summary).isEqualTo(new EnvelopeSummary("Telemetry", 5, 2));
        List<ItemSummary> batch = client.post().uri("/items/batch").contentType(MediaType.APPLICATION_JSON)
                .body(List.of(new Item("a", 1, List.of()), new Item("b", 2, List.of("x", "y"))))
                .retrieve().body(new ParameterizedTypeReference<List<ItemSummary>>() { });
        assertThat(batch).containsExactly(new ItemSummary("A", 1, 0), new ItemSummary("B", 2, 2));
        Envelope last = client.get().uri("/envelopes/last").retrieve().body(Envelope.class);
        assertThat(last).isInstanceOfSatisfying(Envelope.Telemetry.class,
                t -> assertThat(t.samples()).containsExactly(0.5, 1.25));
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(server + 2);
        assertThat(metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS)).isEqualTo(clientSide + 3);
    }

    @Test
    void aTypeSimdJsonDoesNotSupportGoesToJacksonOnBothSides() {
        long server = metrics.total(Transport.HTTP_SERVER);
        long clientSide = metrics.total(Transport.HTTP_CLIENT);
        Bag bag = new Bag();
        bag.put("k", "v");
        Bag answer = client.post().uri("/bags").contentType(MediaType.APPLICATION_JSON).body(bag)
                .retrieve().body(Bag.class);
        assertThat(answer.properties()).containsEntry("k", "v").containsEntry("seen", true);
        assertThat(metrics.total(Transport.HTTP_SERVER)).isEqualTo(server);
        assertThat(metrics.total(Transport.HTTP_CLIENT)).isEqualTo(clientSide);
        assertThat(handoffs.handoffs()).extracting(Handoff::type).contains(Bag.class.getTypeName());
    }

    @Test
    void aRestTemplateFromBootsBuilderReadsWithSimdJsonToo() {
        RestTemplate template = restTemplateBuilder.rootUri("http://localhost:" + port).build();
        List<HttpMessageConverter<?>> converters = template.getMessageConverters();
        int ours = -1;
        for (int i = 0; i < converters.size(); i++) {
            if (converters.get(i) instanceof SimdJsonHttpMessageConverter c) {
                assertThat(c.transport()).isEqualTo(Transport.HTTP_CLIENT);
                ours = i;
            }
        }
        assertThat(ours).isPositive();
        assertThat(converters.get(ours + 1)).isInstanceOf(JacksonJsonHttpMessageConverter.class);
        long clientSide = metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS);
        ItemSummary summary = template.postForObject("/items", new Item("nut", 2, List.of()), ItemSummary.class);
        assertThat(summary).isEqualTo(new ItemSummary("NUT", 2, 0));
        assertThat(metrics.count(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS)).isEqualTo(clientSide + 1);
    }

    @Test
    void malformedJsonIsA400ProblemWithLineAndColumn() {
        ResponseEntity<String> answer = exchange("/items", "{\"name\":\"a\",\n\"quantity\":}",
                MediaType.APPLICATION_JSON);
        assertThat(answer.getStatusCode()).isEqualTo(HttpStatusCode.valueOf(400));
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        assertThat(answer.getBody()).contains("\"line\":2", "line 2, column").doesNotContain("dev.simdjson",
                "Exception", "java.");
    }

    @Test
    void aBindErrorIsA400ProblemWithTheJsonPath() {
        ResponseEntity<String> answer = exchange("/items", "{\"name\":\"a\",\"quantity\":1,\"tags\":[\"x\",{\"y\":1}]}",
                MediaType.APPLICATION_JSON);
        assertThat(answer.getStatusCode()).isEqualTo(HttpStatusCode.valueOf(400));
        assertThat(answer.getBody()).contains("\"path\":\"$.tags[1]\"").doesNotContain("dev.simdjson", "java.");
    }

    @Test
    void aBodyOverTheLimitIsA413() {
        String big = "{\"name\":\"" + "x".repeat(5000) + "\",\"quantity\":1,\"tags\":[]}";
        ResponseEntity<String> answer = exchange("/items", big, MediaType.APPLICATION_JSON);
        assertThat(answer.getStatusCode()).isEqualTo(HttpStatusCode.valueOf(413));
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        assertThat(answer.getBody()).contains("\"status\":413").doesNotContain("dev.simdjson", "java.");
    }

    @Test
    void theWrongContentTypeIsA415() {
        ResponseEntity<String> answer = exchange("/items", "{\"name\":\"a\"}", MediaType.TEXT_PLAIN);
        assertThat(answer.getStatusCode()).isEqualTo(HttpStatusCode.valueOf(415));
    }

    @Test
    void bootsErrorPageStillRendersAsJson() {
        ResponseEntity<String> answer = client.get().uri("/no-such-page").accept(MediaType.APPLICATION_JSON)
                .exchange((request, response) -> ResponseEntity.status(response.getStatusCode())
                        .headers(response.getHeaders())
                        .body(new String(response.getBody().readAllBytes(), StandardCharsets.UTF_8)));
        assertThat(answer.getStatusCode()).isEqualTo(HttpStatusCode.valueOf(404));
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
        assertThat(answer.getBody()).contains("\"status\":404", "\"path\":\"/no-such-page\"", "\"timestamp\"");
    }

    @Test
    void aMalformedResponseBodyIsNotReadableOnTheClientNotA400() {
        long before = metrics.count(Transport.HTTP_CLIENT, ParseOutcome.INVALID_JSON);
        RestClientException e = catchThrowableOfType(RestClientException.class,
                () -> client.get().uri("/broken").retrieve().body(Item.class));
        // Jackson re-read it and refused it too: its exception is the cause, as without simd-json.
        assertThat(e).hasRootCauseInstanceOf(tools.jackson.core.JacksonException.class);
        Throwable notReadable = e;
        while (notReadable != null && !(notReadable instanceof HttpMessageNotReadableException)) {
            notReadable = notReadable.getCause();
        }
        assertThat(notReadable).as("HttpMessageNotReadableException in the chain")
                .isInstanceOfSatisfying(JsonBodyNotReadableException.class, n -> assertThat(n.line()).isEqualTo(1));
        assertThat(metrics.count(Transport.HTTP_CLIENT, ParseOutcome.INVALID_JSON)).isEqualTo(before + 1);
    }

    @Test
    void actuatorHealthStillRenders() {
        ResponseEntity<String> answer = client.get().uri("/actuator/health").retrieve().toEntity(String.class);
        assertThat(answer.getStatusCode().value()).isEqualTo(200);
        assertThat(answer.getBody()).contains("\"status\":\"UP\"");
    }

    private ResponseEntity<String> exchange(String path, String body, MediaType contentType) {
        return client.post().uri(path).contentType(contentType).body(body.getBytes(StandardCharsets.UTF_8))
                .exchange((request, response) -> ResponseEntity.status(response.getStatusCode())
                        .headers(response.getHeaders())
                        .body(new String(response.getBody().readAllBytes(), StandardCharsets.UTF_8)));
    }
}
