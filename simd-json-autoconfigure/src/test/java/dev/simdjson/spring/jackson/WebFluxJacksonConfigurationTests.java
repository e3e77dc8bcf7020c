package dev.simdjson.spring.jackson;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * WebFlux on Netty follows the application's Jackson configuration as Spring MVC does: the codecs write what the
 * application's {@link JsonMapper} writes ({@code non_null} here, map entries included) and refuse what it refuses
 * (an unknown property), while simd-json still parses the bodies.
 */
@SpringBootTest(classes = WebFluxJacksonConfigurationTests.App.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"spring.main.web-application-type=reactive", "simdjson.warm-up.enabled=false",
                "spring.jackson.default-property-inclusion=non_null",
                "spring.jackson.deserialization.fail-on-unknown-properties=true"})
class WebFluxJacksonConfigurationTests {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Autowired
    private JsonMapper jsonMapper;

    @Autowired
    private ParseCounter parses;

    @LocalServerPort
    private int port;

    @Test
    void responsesAreWhatTheApplicationsJacksonWrites() {
        String answer = post("{\"name\":\"bolt\",\"tags\":[],\"labels\":{\"a\":null,\"b\":\"x\"}}");
        Item expected = new Item("bolt", null, List.of(), Map.of("b", "x"));
        assertThat(answer).isEqualTo(jsonMapper.writeValueAsString(expected))
                .isEqualTo("{\"name\":\"bolt\",\"tags\":[],\"labels\":{\"b\":\"x\"}}");
        assertThat(parses.reactiveParses()).isPositive();
    }

    @Test
    void unknownPropertiesAreRefusedAsJacksonRefusesThem() {
        assertThatThrownBy(() -> post("{\"name\":\"bolt\",\"weight\":3}"))
                .isInstanceOfSatisfying(WebClientResponseException.class,
                        e -> assertThat(e.getStatusCode().value()).isEqualTo(400));
    }

    private String post(String json) {
        return WebClient.create("http://localhost:" + port).post().uri("/items")
                .contentType(MediaType.APPLICATION_JSON).bodyValue(json)
                .retrieve().bodyToMono(String.class).block(TIMEOUT);
    }

    record Item(String name, String note, List<String> tags, Map<String, String> labels) {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @Import(App.Items.class)
    static class App {

        @Bean
        @Primary
        ParseCounter parseCounter() {
            return new ParseCounter();
        }

        @RestController
        static class Items {
            @PostMapping("/items")
            Item echo(@RequestBody Item item) {
                return item;
            }
        }
    }
}
