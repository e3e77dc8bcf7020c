package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.server.ContentTooLargeException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;

import java.io.Serializable;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class SimdJsonHttpMessageConverterTests {

    record Point(int x, int y) implements Serializable {
    }

    /** Any-getter: simd-json does not write it, Jackson does. */
    public static final class Extra {
        @JsonAnyGetter
        public Map<String, Object> extra() {
            return Map.of("a", 1);
        }
    }

    record Recorded(Transport transport, ParseOutcome outcome) {
    }

    private static final MediaType ACTUATOR = MediaType.parseMediaType("application/vnd.spring-boot.actuator.v3+json");
    private static final List<MediaType> DEFAULT_TYPES = MediaType.parseMediaTypes("application/json,application/*+json");

    private final List<Recorded> recorded = new ArrayList<>();
    private final JacksonHandoffs handoffs = new JacksonHandoffs();
    private final JsonBodies bodies = new JsonBodies(
            SimdJsonMapper.builder().limits(new JsonLimits(64, 64, 1000, 100)).build(), List.of(),
            (transport, outcome, bytes, nanos) -> recorded.add(new Recorded(transport, outcome)), handoffs);
    private final SimdJsonHttpMessageConverter server =
            new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_SERVER, DEFAULT_TYPES);
    private final SimdJsonHttpMessageConverter client =
            new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_CLIENT, DEFAULT_TYPES);

    @Test
    void takesJsonAndStructuredSuffixJsonButNotActuatorsTypesOrOtherMediaTypes() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        assertThat(server.canRead(point, MediaType.APPLICATION_JSON)).isTrue();
        assertThat(server.canRead(point, MediaType.parseMediaType("application/vnd.acme+json"))).isTrue();
        assertThat(server.canRead(point, null)).isTrue();
        assertThat(server.canRead(point, ACTUATOR)).isFalse();
        assertThat(server.canRead(point, MediaType.TEXT_PLAIN)).isFalse();
        assertThat(server.canRead(point, MediaType.APPLICATION_XML)).isFalse();
        assertThat(server.canWrite(point, Point.class, MediaType.APPLICATION_JSON)).isTrue();
        assertThat(server.canWrite(point, Point.class, ACTUATOR)).isFalse();
        assertThat(server.canWrite(point, Point.class, MediaType.ALL)).isTrue();
        assertThat(server.canWrite(point, Point.class, MediaType.APPLICATION_XML)).isFalse();
    }

    @Test
    void readsUtf8OnlyAndWritesUtf8Only() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        assertThat(server.canRead(point, MediaType.parseMediaType("application/json;charset=UTF-8"))).isTrue();
        assertThat(server.canRead(point, MediaType.parseMediaType("application/json;charset=US-ASCII"))).isTrue();
        assertThat(server.canRead(point, MediaType.parseMediaType("application/json;charset=ISO-8859-1"))).isFalse();
        assertThat(server.canRead(point, MediaType.parseMediaType("application/json;charset=UTF-16"))).isFalse();
        assertThat(server.canWrite(point, Point.class, MediaType.parseMediaType("application/json;charset=utf-8")))
                .isTrue();
        assertThat(server.canWrite(point, Point.class, MediaType.parseMediaType("application/json;charset=US-ASCII")))
                .isFalse();
    }

    @Test
    void leavesTextBytesAndSpringTypesToTheirConverters() {
        for (Class<?> c : List.of(String.class, byte[].class, Resource.class, ProblemDetail.class)) {
            assertThat(server.canRead(ResolvableType.forClass(c), MediaType.APPLICATION_JSON)).as(c.getName()).isFalse();
            assertThat(server.canWrite(ResolvableType.forClass(c), c, MediaType.APPLICATION_JSON)).as(c.getName())
                    .isFalse();
        }
    }

    @Test
    void anUnsupportedTypeIsRefusedAndRecordedForActuator() {
        assertThat(server.canWrite(ResolvableType.forClass(Object.class), Extra.class, MediaType.APPLICATION_JSON))
                .isFalse();
        assertThat(handoffs.handoffs()).extracting(Handoff::type, Handoff::direction)
                .contains(org.assertj.core.groups.Tuple.tuple(Extra.class.getTypeName(), Direction.WRITE));
    }

    @Test
    void decidesWritingOnTheValueClassUnlessTheDeclarationCarriesGenerics() {
        Type listOfPoints = new ParameterizedTypeReference<List<Point>>() { }.getType();
        ResolvableType declaredList = ResolvableType.forType(listOfPoints);
        assertThat(SimdJsonHttpMessageConverter.typeToDecideOn(declaredList, ArrayList.class)).isEqualTo(listOfPoints);
        assertThat(SimdJsonHttpMessageConverter.typeToDecideOn(ResolvableType.forClass(Object.class), Point.class))
                .isEqualTo(Point.class);
        assertThat(SimdJsonHttpMessageConverter.typeToDecideOn(ResolvableType.forClass(Serializable.class),
                Point.class)).isEqualTo(Point.class);
        assertThat(SimdJsonHttpMessageConverter.typeToDecideOn(ResolvableType.NONE, Point.class))
                .isEqualTo(Point.class);
        assertThat(SimdJsonHttpMessageConverter.typeToDecideOn(ResolvableType.forClass(Point.class), null))
                .isEqualTo(Point.class);
        // A List<Extra> cannot be written, though its ArrayList can: the declaration decides.
        ResolvableType listOfExtras = ResolvableType.forType(new ParameterizedTypeReference<List<Extra>>() { });
        assertThat(server.canWrite(listOfExtras, ArrayList.class, MediaType.APPLICATION_JSON)).isFalse();
        assertThat(server.canWrite(declaredList, ArrayList.class, MediaType.APPLICATION_JSON)).isTrue();
    }

    @Test
    void readsABodyAndRecordsTheParseUnderItsTransport() throws Exception {
        MockHttpInputMessage in = json("{\"x\":1,\"y\":2}");
        assertThat(server.read(ResolvableType.forClass(Point.class), in, null)).isEqualTo(new Point(1, 2));
        Type listOfPoints = new ParameterizedTypeReference<List<Point>>() { }.getType();
        assertThat(client.read(ResolvableType.forType(listOfPoints), json("[{\"x\":3,\"y\":4}]"), Map.of()))
                .isEqualTo(List.of(new Point(3, 4)));
        assertThat(recorded).containsExactly(new Recorded(Transport.HTTP_SERVER, ParseOutcome.SUCCESS),
                new Recorded(Transport.HTTP_CLIENT, ParseOutcome.SUCCESS));
    }

    @Test
    void onTheServerABadBodyIsNotReadableAsWithJacksonAndATooLargeOneSpringsOwn413() {
        MockHttpInputMessage malformed = json("{\"x\":1,\n\"y\":}");
        JsonBodyNotReadableException bad = catchThrowableOfType(JsonBodyNotReadableException.class,
                () -> server.read(ResolvableType.forClass(Point.class), malformed, null));
        assertThat(bad).isInstanceOf(HttpMessageNotReadableException.class)
                .hasMessageStartingWith("JSON parse error: Invalid JSON at line 2, column")
                .hasCauseInstanceOf(dev.simdjson.JsonParseException.class);
        assertThat(bad.getHttpInputMessage()).isSameAs(malformed);
        assertThat(bad.line()).isEqualTo(2);
        assertThat(bad.path()).isNull();
        ContentTooLargeException large = catchThrowableOfType(ContentTooLargeException.class,
                () -> server.read(ResolvableType.forClass(Point.class), json("{\"x\":1,\"y\":2" + " ".repeat(64) + "}"),
                        null));
        assertThat(large.getStatusCode()).isEqualTo(HttpStatus.CONTENT_TOO_LARGE);
        assertThat(recorded).extracting(Recorded::outcome)
                .containsExactly(ParseOutcome.INVALID_JSON, ParseOutcome.TOO_LARGE);
    }

    @Test
    void withDetailedErrorsTheServerLetsTheProblemThrough() {
        SimdJsonHttpMessageConverter detailed =
                new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_SERVER, DEFAULT_TYPES, null, true);
        JsonBodyException bad = catchThrowableOfType(JsonBodyException.class,
                () -> detailed.read(ResolvableType.forClass(Point.class), json("{\"x\":1,\n\"y\":}"), null));
        assertThat(bad.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
        assertThat(bad.getBody().getProperties()).containsEntry("line", 2);
        JsonBodyException large = catchThrowableOfType(JsonBodyException.class,
                () -> detailed.withFallback(null).read(ResolvableType.forClass(Point.class),
                        json("{\"x\":1,\"y\":2" + " ".repeat(64) + "}"), null));
        assertThat(large.getStatusCode()).isEqualTo(HttpStatus.CONTENT_TOO_LARGE);
    }

    @Test
    void onTheClientABadBodyIsNotReadable() {
        JsonBodyNotReadableException e = catchThrowableOfType(JsonBodyNotReadableException.class,
                () -> client.read(ResolvableType.forClass(Point.class), json("{\"x\":\"one\",\"y\":2}"), null));
        assertThat(e).hasMessageContaining("$.x").hasCauseInstanceOf(dev.simdjson.JsonBindException.class);
        assertThat(e.path()).isEqualTo("$.x");
        assertThat(recorded).containsExactly(new Recorded(Transport.HTTP_CLIENT, ParseOutcome.BIND_ERROR));
    }

    @Test
    void writesTheBytesWithTheirContentLength() throws Exception {
        MockHttpOutputMessage out = new MockHttpOutputMessage();
        server.write(new Point(5, -6), ResolvableType.forClass(Point.class), MediaType.APPLICATION_JSON, out, null);
        assertThat(out.getBodyAsString(StandardCharsets.UTF_8)).isEqualTo("{\"x\":5,\"y\":-6}");
        assertThat(out.getHeaders().getContentLength()).isEqualTo(14);
        assertThat(out.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
    }

    @Test
    void aValueSimdJsonCannotWriteFailsBeforeAnythingIsWritten() {
        MockHttpOutputMessage out = new MockHttpOutputMessage();
        List<Object> mixed = List.of(new Point(1, 2), new Extra());
        HttpMessageNotWritableException e = catchThrowableOfType(HttpMessageNotWritableException.class,
                () -> server.write(mixed, ResolvableType.forClass(List.class), MediaType.APPLICATION_JSON, out, null));
        assertThat(e).isNotNull();
        assertThat(out.getBodyAsBytes()).isEmpty();
    }

    @Test
    void aValueSimdJsonCannotWriteGoesToTheFallbackConverter() throws Exception {
        MockHttpOutputMessage out = new MockHttpOutputMessage();
        List<Object> mixed = List.of(new Point(1, 2), new Extra());
        server.withFallback(new JacksonJsonHttpMessageConverter())
                .write(mixed, ResolvableType.forClass(List.class), MediaType.APPLICATION_JSON, out, null);
        assertThat(out.getBodyAsString(StandardCharsets.UTF_8)).isEqualTo("[{\"x\":1,\"y\":2},{\"a\":1}]");
        assertThat(out.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
    }

    @Test
    void needsAtLeastOneMediaType() {
        IllegalArgumentException e = catchThrowableOfType(IllegalArgumentException.class,
                () -> new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_SERVER, List.of()));
        assertThat(e).hasMessageContaining("simdjson.http.media-types");
    }

    private static MockHttpInputMessage json(String body) {
        MockHttpInputMessage in = new MockHttpInputMessage(body.getBytes(StandardCharsets.UTF_8));
        in.getHeaders().setContentType(MediaType.APPLICATION_JSON);
        return in;
    }
}
