package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The application the MVC and RestClient tests run: a controller taking and returning JSON bodies of the kinds
 * simd-json handles (records, a tagged union, lists) and one it leaves to Jackson ({@link Bag}), plus a
 * {@link CountingParseMetrics} that shows which transport parsed what. A plain {@code @Configuration} (not a
 * {@code @SpringBootConfiguration}) so other tests of this package that search for one do not find it.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(MvcTestApplication.JsonController.class)
class MvcTestApplication {

    @Bean
    @Primary
    CountingParseMetrics countingParseMetrics() {
        return new CountingParseMetrics();
    }

    record Item(String name, int quantity, List<String> tags) {
    }

    record ItemSummary(String name, int quantity, int tagCount) {
    }

    /** A tagged union, annotated alike for simd-json and Jackson. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
            @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
    sealed interface Envelope permits Envelope.Control, Envelope.Telemetry {

        long streamId();

        record Control(@JsonProperty("stream_id") long streamId, String op) implements Envelope {
        }

        record Telemetry(@JsonProperty("stream_id") long streamId, double[] samples) implements Envelope {
        }
    }

    record EnvelopeSummary(String kind, long streamId, int samples) {
    }

    /** Any properties, kept as they come: simd-json does not support @JsonAnySetter/@JsonAnyGetter, Jackson does. */
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

        @PostMapping("/items")
        ItemSummary item(@RequestBody Item item) {
            return new ItemSummary(item.name().toUpperCase(), item.quantity(), item.tags().size());
        }

        @PostMapping("/items/batch")
        List<ItemSummary> items(@RequestBody List<Item> items) {
            return items.stream().map(this::item).toList();
        }

        @GetMapping("/items/{name}")
        Item itemNamed(@PathVariable String name) {
            return new Item(name, name.length(), List.of("a", "\u00e9\n\"q\""));
        }

        @GetMapping("/anything")
        Object anything() {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("n", 1.5);
            map.put("list", List.of(1, "two", true));
            return map;
        }

        /** Declared Map<String, Object>: simd-json takes it, then meets a Bag inside and hands it to Jackson. */
        @GetMapping("/mixed")
        Map<String, Object> mixed() {
            Bag bag = new Bag();
            bag.put("k", "v");
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("item", new Item("i", 1, List.of()));
            map.put("bag", bag);
            return map;
        }

        @PostMapping("/envelopes")
        EnvelopeSummary envelope(@RequestBody Envelope envelope) {
            return switch (envelope) {
                case Envelope.Control c -> new EnvelopeSummary("Control", c.streamId(), 0);
                case Envelope.Telemetry t -> new EnvelopeSummary("Telemetry", t.streamId(), t.samples().length);
            };
        }

        @GetMapping("/envelopes/last")
        Envelope lastEnvelope() {
            return new Envelope.Telemetry(7, new double[] {0.5, 1.25});
        }

        @PostMapping("/bags")
        Bag bag(@RequestBody Bag bag) {
            bag.put("seen", true);
            return bag;
        }

        @PostMapping(path = "/text", consumes = MediaType.APPLICATION_JSON_VALUE)
        String text(@RequestBody String body) {
            return "echo:" + body;
        }

        @PostMapping(path = "/bytes", consumes = MediaType.APPLICATION_JSON_VALUE)
        byte[] bytes(@RequestBody byte[] body) {
            return body;
        }

        /** A malformed JSON response body, for the client side. */
        @GetMapping(path = "/broken", produces = MediaType.APPLICATION_JSON_VALUE)
        String broken() {
            return "{\"name\": \"x\", \"quantity\": }";
        }
    }
}
