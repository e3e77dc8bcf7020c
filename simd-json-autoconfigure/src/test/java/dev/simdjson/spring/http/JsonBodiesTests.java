package dev.simdjson.spring.http;

import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class JsonBodiesTests {

    record Item(String name, double price) {
    }

    record Order(String id, List<Item> items) {
    }

    /** A class with a setter Jackson would call but simd-json cannot see past: an any-setter. */
    static final class WithAnySetter {
        @com.fasterxml.jackson.annotation.JsonAnySetter
        public void set(String key, Object value) {
        }
    }

    /** An application type shaped for Spring: Actuator renders such bodies with Jackson. */
    record EndpointBody(String name) implements org.springframework.boot.actuate.endpoint.OperationResponseBody {
    }

    /** Inherits a Spring interface through one of its own. */
    interface OwnResponse extends org.springframework.boot.actuate.endpoint.OperationResponseBody {
    }

    record Indirect(int id) implements OwnResponse {
    }

    record Recorded(Transport transport, ParseOutcome outcome, long bytes) {
    }

    private final List<Recorded> recorded = new ArrayList<>();
    private final JacksonHandoffs handoffs = new JacksonHandoffs();

    private JsonBodies bodies(int maxBytes, List<String> excluded) {
        SimdJsonMapper mapper = SimdJsonMapper.builder()
                .limits(new JsonLimits(64, maxBytes, 1_000_000, 100)).build();
        return new JsonBodies(mapper, excluded,
                (transport, outcome, bytes, nanos) -> recorded.add(new Recorded(transport, outcome, bytes)), handoffs);
    }

    @Test
    void readsAndRecordsASuccessfulParse() {
        byte[] json = bytes("{\"id\":\"o-1\",\"items\":[{\"name\":\"pen\",\"price\":1.5}]}");
        Object order = bodies(1024, List.of()).read(json, json.length, Order.class, Transport.HTTP_SERVER);
        assertThat(order).isEqualTo(new Order("o-1", List.of(new Item("pen", 1.5))));
        assertThat(recorded).containsExactly(new Recorded(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, json.length));
    }

    @Test
    void malformedJsonIsA400ProblemWithLineAndColumn() {
        byte[] json = bytes("{\"id\":\"o-1\",\n \"items\": [}");
        JsonBodyException e = catchThrowableOfType(JsonBodyException.class,
                () -> bodies(1024, List.of()).read(json, json.length, Order.class, Transport.HTTP_REACTIVE));
        assertThat(e.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
        ProblemDetail problem = e.getBody();
        assertThat(problem.getStatus()).isEqualTo(400);
        assertThat(problem.getDetail()).startsWith("Invalid JSON at line 2, column 12");
        assertThat(problem.getProperties()).containsEntry("line", 2).containsEntry("column", 12)
                .containsEntry("offset", 24L).doesNotContainKey("path");
        assertThat(e.jsonCause()).isNotNull();
        assertThat(recorded).extracting(Recorded::outcome).containsExactly(ParseOutcome.INVALID_JSON);
    }

    @Test
    void aValueOfTheWrongTypeIsA400ProblemWithThePath() {
        byte[] json = bytes("{\"id\":\"o-1\",\"items\":[{\"name\":\"pen\",\"price\":1.5},{\"name\":\"ink\",\"price\":\"x\"}]}");
        JsonBodyException e = catchThrowableOfType(JsonBodyException.class,
                () -> bodies(1024, List.of()).read(json, json.length, Order.class, Transport.HTTP_SERVER));
        assertThat(e.getBody().getDetail()).contains("$.items[1].price").contains("line 1, column ");
        assertThat(e.getBody().getProperties()).containsEntry("path", "$.items[1].price");
        // Nothing about Java classes or stack frames in what goes back to the client.
        assertThat(e.getBody().getDetail()).doesNotContain("dev.simdjson").doesNotContain("Exception")
                .doesNotContain("JsonBodiesTests");
        assertThat(recorded).extracting(Recorded::outcome).containsExactly(ParseOutcome.BIND_ERROR);
    }

    @Test
    void aDeclaredLengthOverTheLimitIsA413BeforeReading() throws Exception {
        ByteArrayInputStream in = new ByteArrayInputStream(new byte[10]);
        JsonBodyException e = catchThrowableOfType(JsonBodyException.class,
                () -> bodies(100, List.of()).readBody(in, 101, Transport.HTTP_SERVER));
        assertThat(e.getStatusCode()).isEqualTo(HttpStatus.CONTENT_TOO_LARGE);
        assertThat(e.getBody().getDetail()).isEqualTo("JSON body larger than the limit of 100 bytes");
        assertThat(in.available()).as("nothing read").isEqualTo(10);
        assertThat(recorded).containsExactly(new Recorded(Transport.HTTP_SERVER, ParseOutcome.TOO_LARGE, 101));
    }

    @Test
    void aDeclaredLengthIsReadExactlyAndAShortBodyIsKeptAsSent() throws Exception {
        JsonBodies bodies = bodies(100, List.of());
        byte[] sent = bytes("[1,2,3]");
        assertThat(bodies.readBody(new ByteArrayInputStream(sent), sent.length, Transport.HTTP_SERVER)).isEqualTo(sent);
        // A peer that sent less than it declared: what arrived is parsed (and fails as truncated JSON, not as junk).
        assertThat(bodies.readBody(new ByteArrayInputStream(sent), 50, Transport.HTTP_SERVER)).isEqualTo(sent);
        assertThat(recorded).isEmpty();
    }

    @Test
    void anUndeclaredLengthIsCutAtTheLimit() throws Exception {
        JsonBodies bodies = bodies(100, List.of());
        assertThat(bodies.readBody(new ByteArrayInputStream(new byte[100]), -1, Transport.HTTP_CLIENT)).hasSize(100);
        JsonBodyException e = catchThrowableOfType(JsonBodyException.class,
                () -> bodies.readBody(new ByteArrayInputStream(new byte[5000]), -1, Transport.HTTP_CLIENT));
        assertThat(e.getStatusCode().value()).isEqualTo(413);
        assertThat(recorded).containsExactly(new Recorded(Transport.HTTP_CLIENT, ParseOutcome.TOO_LARGE, 101));
    }

    @Test
    void textBytesAndForeignTypesAreNotTakenAndNotRecorded() {
        JsonBodies bodies = bodies(1024, List.of());
        for (Type t : List.of(String.class, byte[].class, StringBuilder.class, ByteArrayResource.class,
                ProblemDetail.class, tools.jackson.databind.JsonNode.class, Void.class)) {
            assertThat(bodies.canRead(t)).as("read %s", t).isFalse();
            assertThat(bodies.canWrite(t)).as("write %s", t).isFalse();
        }
        assertThat(bodies.canWrite(EndpointBody.class)).isFalse();
        assertThat(bodies.canWrite(Indirect.class)).isFalse();
        assertThat(bodies.canWrite(Item.class)).as("a plain record").isTrue();
        Type listOfProblems = new ParameterizedTypeReference<List<ProblemDetail>>() { }.getType();
        assertThat(bodies.canRead(listOfProblems)).isFalse();
        assertThat(handoffs.handoffs()).isEmpty();
    }

    @Test
    void typesTheMapperTakesAreTakenWithTheirGenerics() {
        JsonBodies bodies = bodies(1024, List.of());
        Type mapOfOrders = new ParameterizedTypeReference<Map<String, List<Order>>>() { }.getType();
        bodies.canRead(Order.class);
        bodies.canWrite(Order.class);
        bodies.canRead(mapOfOrders);
        bodies.canRead(Object.class);
        assertThat(handoffs.handoffs()).isEmpty();
        assertThat(bodies.canRead(Order.class)).isTrue();
        assertThat(bodies.canWrite(Order.class)).isTrue();
        assertThat(bodies.canRead(mapOfOrders)).isTrue();
        assertThat(bodies.canRead(Object.class)).isTrue();
    }

    @Test
    void typesTheMapperRefusesAreRecordedWithTheReason() {
        JsonBodies bodies = bodies(1024, List.of());
        assertThat(bodies.canRead(WithAnySetter.class)).isFalse();
        assertThat(bodies.canRead(WithAnySetter.class)).isFalse(); // cached, recorded once
        assertThat(handoffs.handoffs()).singleElement().satisfies(h -> {
            assertThat(h.type()).isEqualTo(WithAnySetter.class.getName());
            assertThat(h.direction()).isEqualTo(JacksonHandoffs.Direction.READ);
            assertThat(h.reason()).contains("JsonAnySetter");
        });
    }

    @Test
    void excludedNamesAndPackagesGoToJackson() {
        JsonBodies byName = bodies(1024, List.of(Item.class.getName()));
        assertThat(byName.canRead(Item.class)).isFalse();
        Type listOfItems = new ParameterizedTypeReference<List<Item>>() { }.getType();
        assertThat(byName.canRead(listOfItems)).as("an excluded type argument").isFalse();
        JsonBodies byPackage = bodies(1024, List.of("dev.simdjson.spring.http."));
        assertThat(byPackage.canWrite(Order.class)).isFalse();
        assertThat(byPackage.canWrite(Map.class)).isTrue();
        JsonBodies byPrefixWithoutDot = bodies(1024, List.of("dev.simdjson.spring.http"));
        assertThat(byPrefixWithoutDot.canWrite(Order.class)).as("a name without a trailing dot is exact").isTrue();
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
