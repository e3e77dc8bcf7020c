package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonView;
import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.ByteArrayDecoder;
import org.springframework.core.codec.ByteArrayEncoder;
import org.springframework.core.codec.CharSequenceEncoder;
import org.springframework.core.codec.DataBufferDecoder;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.codec.Encoder;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.codec.ResourceDecoder;
import org.springframework.core.codec.StringDecoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.codec.ClientCodecConfigurer;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.http.server.reactive.MockServerHttpResponse;
import org.springframework.util.MimeType;
import org.springframework.util.MimeTypeUtils;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Date;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/** The WebFlux codecs on their own: media types, types, arrays of a Flux, errors per side, place among codecs. */
class SimdJsonCodecTests {

    private static final List<MimeType> JSON = List.of(MimeTypeUtils.parseMimeType("application/json"),
            MimeTypeUtils.parseMimeType("application/*+json"));
    private static final DefaultDataBufferFactory BUFFERS = DefaultDataBufferFactory.sharedInstance;
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    record Point(int x, int y) {
    }

    /** A bounded record of outcomes per transport. */
    private final Map<ParseOutcome, Integer> outcomes = new EnumMap<>(ParseOutcome.class);
    private final ParseMetrics metrics = (transport, outcome, bytes, nanos) -> {
        assertThat(transport).isEqualTo(Transport.HTTP_REACTIVE);
        outcomes.merge(outcome, 1, Integer::sum);
    };
    private final JsonBodies bodies = new JsonBodies(SimdJsonMapper.builder()
            .limits(JsonLimits.DEFAULTS.withMaxDocumentBytes(100)).build(), List.of(), metrics, new JacksonHandoffs());
    private final SimdJsonDecoder decoder = new SimdJsonDecoder(bodies, JSON);
    private final SimdJsonEncoder encoder = new SimdJsonEncoder(bodies, JSON);

    // --- which bodies ---

    @Test
    void takesJsonMediaTypesButNotActuatorsOrOtherCharsets() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        for (String mime : List.of("application/json", "application/problem+json", "application/vnd.acme.v2+json",
                "application/json;charset=UTF-8")) {
            assertThat(decoder.canDecode(point, MimeTypeUtils.parseMimeType(mime))).as(mime).isTrue();
            assertThat(encoder.canEncode(point, MimeTypeUtils.parseMimeType(mime))).as(mime).isTrue();
        }
        assertThat(decoder.canDecode(point, null)).isTrue();
        assertThat(encoder.canEncode(point, null)).isTrue();
        for (String mime : List.of("application/vnd.spring-boot.actuator.v3+json", "application/xml", "text/plain",
                "application/json;charset=UTF-16", "application/json;charset=ISO-8859-1",
                "application/x-ndjson")) {
            assertThat(decoder.canDecode(point, MimeTypeUtils.parseMimeType(mime))).as(mime).isFalse();
            assertThat(encoder.canEncode(point, MimeTypeUtils.parseMimeType(mime))).as(mime).isFalse();
        }
        // ASCII is UTF-8 for reading; the writer only writes UTF-8.
        MimeType ascii = MimeTypeUtils.parseMimeType("application/json;charset=US-ASCII");
        assertThat(decoder.canDecode(point, ascii)).isTrue();
        assertThat(encoder.canEncode(point, ascii)).isFalse();
    }

    @Test
    void leavesTextBytesAndSpringTypesToTheirCodecs() {
        for (Class<?> type : List.of(String.class, byte[].class, DataBuffer.class,
                org.springframework.http.ProblemDetail.class)) {
            assertThat(decoder.canDecode(ResolvableType.forClass(type), MimeTypeUtils.APPLICATION_JSON)).as(type.getName())
                    .isFalse();
            assertThat(encoder.canEncode(ResolvableType.forClass(type), MimeTypeUtils.APPLICATION_JSON))
                    .as(type.getName()).isFalse();
        }
    }

    @Test
    void leavesJsonViewMethodsToJackson() throws NoSuchMethodException {
        Method viewed = Views.class.getDeclaredMethod("viewed", Point.class);
        Method plain = Views.class.getDeclaredMethod("plain", Point.class);
        assertThat(encoder.canEncode(ResolvableType.forMethodReturnType(viewed), MimeTypeUtils.APPLICATION_JSON))
                .isFalse();
        assertThat(decoder.canDecode(ResolvableType.forMethodParameter(viewed, 0), MimeTypeUtils.APPLICATION_JSON))
                .isFalse();
        assertThat(encoder.canEncode(ResolvableType.forMethodReturnType(plain), MimeTypeUtils.APPLICATION_JSON))
                .isTrue();
        assertThat(decoder.canDecode(ResolvableType.forMethodParameter(plain, 0), MimeTypeUtils.APPLICATION_JSON))
                .isTrue();
    }

    static class Views {

        @JsonView(Views.class)
        Point viewed(Point p) {
            return p;
        }

        Point plain(Point p) {
            return p;
        }
    }

    @Test
    void typeVariablesOfAGenericControllerAreResolved() throws NoSuchMethodException {
        Method take = Base.class.getDeclaredMethod("take", Object.class, List.class);
        MethodParameter single = new MethodParameter(take, 0).withContainingClass(PointController.class);
        MethodParameter list = new MethodParameter(take, 1).withContainingClass(PointController.class);
        assertThat(BodyRules.javaType(ResolvableType.forMethodParameter(single))).isEqualTo(Point.class);
        Type listType = BodyRules.javaType(ResolvableType.forMethodParameter(list));
        assertThat(listType).isInstanceOf(ParameterizedType.class);
        assertThat(((ParameterizedType) listType).getActualTypeArguments()).containsExactly(Point.class);
        assertThat(listType.getTypeName()).isEqualTo("java.util.List<" + Point.class.getName() + ">");
        // Equal to (and hashing like) the JDK's own List<Point>, so decisions are cached once per type.
        Type jdk = PointController.class.getDeclaredMethod("jdkList", List.class).getGenericParameterTypes()[0];
        assertThat(listType).isEqualTo(jdk).hasSameHashCodeAs(jdk);

        Object value = decoder.decodeToMono(chunks("[{\"x\":1,\"y\":2}]", 4), ResolvableType.forMethodParameter(list),
                MimeTypeUtils.APPLICATION_JSON, Map.of()).block(TIMEOUT);
        assertThat(value).isEqualTo(List.of(new Point(1, 2)));
    }

    abstract static class Base<T> {
        abstract void take(T single, List<T> many);
    }

    static class PointController extends Base<Point> {
        void jdkList(List<Point> points) {
        }

        @Override
        void take(Point single, List<Point> many) {
        }
    }

    // --- decoding ---

    @Test
    void decodesOneValueFromManyBuffers() {
        Object value = decoder.decodeToMono(chunks("{\"x\":1, \"y\":2}", 3), ResolvableType.forClass(Point.class),
                MimeTypeUtils.APPLICATION_JSON, Map.of()).block(TIMEOUT);
        assertThat(value).isEqualTo(new Point(1, 2));
        assertThat(outcomes).containsEntry(ParseOutcome.SUCCESS, 1);
    }

    @Test
    void jsonNullAndNoBodyAreNoValue() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        assertThat(decoder.decodeToMono(chunks(" null ", 2), point, null, Map.of()).blockOptional(TIMEOUT)).isEmpty();
        assertThat(decoder.decodeToMono(Flux.empty(), point, null, Map.of()).blockOptional(TIMEOUT)).isEmpty();
        assertThat(decoder.decode(Flux.empty(), point, null, Map.of()).collectList().block(TIMEOUT)).isEmpty();
    }

    @Test
    void fluxOfAnArrayIsItsElementsAndOfAValueIsThatValue() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        assertThat(decoder.decode(chunks(" [{\"x\":1,\"y\":2},null,{\"x\":3,\"y\":4}]", 5), point, null, Map.of())
                .collectList().block(TIMEOUT)).containsExactly(new Point(1, 2), new Point(3, 4));
        assertThat(decoder.decode(chunks("{\"x\":5,\"y\":6}", 5), point, null, Map.of()).collectList().block(TIMEOUT))
                .containsExactly(new Point(5, 6));
        assertThat(decoder.decode(chunks("[]", 1), point, null, Map.of()).collectList().block(TIMEOUT)).isEmpty();
    }

    @Test
    void serverRequestErrorsAreWhatJacksonsDecoderRaises() {
        Map<String, Object> hints = serverHints(decoder);
        Throwable bad = catchThrowable(() -> decoder.decodeToMono(chunks("{\"x\":1,,}", 2),
                ResolvableType.forClass(Point.class), null, hints).block(TIMEOUT));
        assertThat(bad).isInstanceOf(DecodingException.class).hasMessageStartingWith("JSON decoding error: ");
        assertThat(bad).isInstanceOfSatisfying(JsonBodyDecodingException.class,
                e -> assertThat(e.column()).isEqualTo(8));
        Throwable large = catchThrowable(() -> decoder.decodeToMono(chunks("[" + "1,".repeat(60) + "1]", 7),
                ResolvableType.forClass(int[].class), null, hints).block(TIMEOUT));
        assertThat(large).isInstanceOf(DataBufferLimitException.class)
                .hasMessage("Exceeded limit on max bytes to buffer : 100");
        assertThat(outcomes).containsEntry(ParseOutcome.INVALID_JSON, 1).containsEntry(ParseOutcome.TOO_LARGE, 1);
    }

    @Test
    void withDetailedErrorsServerRequestErrorsAreProblemDetails() {
        SimdJsonDecoder detailed = new SimdJsonDecoder(bodies, JSON, true);
        Map<String, Object> hints = serverHints(detailed);
        Throwable bad = catchThrowable(() -> detailed.decodeToMono(chunks("{\"x\":1,,}", 2),
                ResolvableType.forClass(Point.class), null, hints).block(TIMEOUT));
        assertThat(bad).isInstanceOf(JsonBodyException.class);
        assertThat(((JsonBodyException) bad).getStatusCode().value()).isEqualTo(400);
        assertThat(((JsonBodyException) bad).getBody().getDetail()).contains("line 1, column 8");

        Throwable large = catchThrowable(() -> detailed.decodeToMono(chunks("[" + "1,".repeat(60) + "1]", 7),
                ResolvableType.forClass(int[].class), null, hints).block(TIMEOUT));
        assertThat(large).isInstanceOf(JsonBodyException.class);
        assertThat(((JsonBodyException) large).getStatusCode().value()).isEqualTo(413);
        assertThat(outcomes).containsEntry(ParseOutcome.INVALID_JSON, 1).containsEntry(ParseOutcome.TOO_LARGE, 1);
    }

    private static Map<String, Object> serverHints(SimdJsonDecoder decoder) {
        return decoder.getDecodeHints(ResolvableType.forClass(Point.class), ResolvableType.forClass(Point.class),
                MockServerHttpRequest.post("/").build(), new MockServerHttpResponse());
    }

    @Test
    void clientErrorsAreWhatJacksonRaises() {
        assertThatThrownBy(() -> decoder.decodeToMono(chunks("{\"x\":1,,}", 2), ResolvableType.forClass(Point.class),
                null, Map.of()).block(TIMEOUT))
                .isInstanceOf(DecodingException.class).hasMessageContaining("line 1, column 8")
                .hasRootCauseInstanceOf(dev.simdjson.JsonParseException.class);
        assertThatThrownBy(() -> decoder.decode(chunks("[" + "1,".repeat(60) + "1]", 7),
                ResolvableType.forClass(Integer.class), null, null).collectList().block(TIMEOUT))
                .isInstanceOf(DataBufferLimitException.class);
        assertThatThrownBy(() -> decoder.decode(BUFFERS.wrap("[1,2".getBytes(StandardCharsets.UTF_8)),
                ResolvableType.forClass(int[].class), null, null))
                .isInstanceOf(DecodingException.class);
        assertThat(outcomes).containsEntry(ParseOutcome.INVALID_JSON, 2).containsEntry(ParseOutcome.TOO_LARGE, 1);
    }

    @Test
    void aMonoBodyOverTheLimitIsCaughtToo() {
        // DataBufferUtils.join passes a Mono through without counting its bytes.
        Mono<DataBuffer> one = Mono.just(BUFFERS.wrap(("[" + "1,".repeat(60) + "1]").getBytes(StandardCharsets.UTF_8)));
        assertThatThrownBy(() -> decoder.decodeToMono(one, ResolvableType.forClass(int[].class), null, null)
                .block(TIMEOUT)).isInstanceOf(DataBufferLimitException.class);
    }

    // --- encoding ---

    @Test
    void encodesAValueAndAMonoAsOneDocument() {
        assertThat(text(encoder.encodeValue(new Point(1, 2), BUFFERS, ResolvableType.forClass(Point.class), null,
                null))).isEqualTo("{\"x\":1,\"y\":2}");
        assertThat(text(encoder.encode(Mono.just(new Point(3, 4)), BUFFERS, ResolvableType.forClass(Point.class),
                null, null))).isEqualTo("{\"x\":3,\"y\":4}");
    }

    @Test
    void encodesAFluxAsOneArrayLikeJackson() {
        ResolvableType point = ResolvableType.forClass(Point.class);
        Flux<Point> three = Flux.just(new Point(1, 2), new Point(3, 4), new Point(5, 6));
        String ours = text(encoder.encode(three, BUFFERS, point, MimeTypeUtils.APPLICATION_JSON, null));
        assertThat(ours).isEqualTo("[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4},{\"x\":5,\"y\":6}]");
        JacksonJsonEncoder jackson = new JacksonJsonEncoder();
        assertThat(ours).isEqualTo(text(jackson.encode(three, BUFFERS, point, MimeTypeUtils.APPLICATION_JSON, null)));
        assertThat(text(encoder.encode(Flux.empty(), BUFFERS, point, null, null))).isEqualTo("[]");
        assertThat(text(jackson.encode(Flux.empty(), BUFFERS, point, MimeTypeUtils.APPLICATION_JSON, null)))
                .isEqualTo("[]");
    }

    @Test
    void aFluxThatFailsFirstSendsNothing() {
        List<String> sent = new ArrayList<>();
        Throwable e = catchThrowable(() -> encoder.encode(Flux.error(new IllegalStateException("boom")), BUFFERS,
                ResolvableType.forClass(Point.class), null, null).doOnNext(b -> sent.add(text(b)))
                .blockLast(TIMEOUT));
        assertThat(e).hasMessage("boom");
        assertThat(sent).isEmpty();
    }

    @Test
    void eachSubscriptionGetsItsOwnArray() {
        Flux<DataBuffer> encoded = encoder.encode(Flux.just(new Point(1, 1)), BUFFERS,
                ResolvableType.forClass(Point.class), null, null);
        assertThat(text(encoded)).isEqualTo("[{\"x\":1,\"y\":1}]");
        assertThat(text(encoded)).isEqualTo("[{\"x\":1,\"y\":1}]");
    }

    @Test
    void aValueSimdJsonCannotWriteFailsWithoutAFallback() {
        Map<String, Object> withDate = new LinkedHashMap<>(Map.of("at", new Date(0)));
        ResolvableType mapType = ResolvableType.forClassWithGenerics(Map.class, String.class, Object.class);
        assertThat(encoder.canEncode(mapType, MimeTypeUtils.APPLICATION_JSON)).isTrue();
        assertThatThrownBy(() -> encoder.encodeValue(withDate, BUFFERS, mapType, MimeTypeUtils.APPLICATION_JSON,
                null)).isInstanceOf(EncodingException.class);
    }

    // --- place among the codecs ---

    @Test
    void registeredDirectlyAheadOfJacksonAfterTheTypedCodecs() {
        for (CodecConfigurer configurer : List.of(ServerCodecConfigurer.create(), ClientCodecConfigurer.create())) {
            configurer.customCodecs().register(decoder);
            encoder.registerIn(configurer);

            List<Decoder<?>> decoders = configurer.getReaders().stream()
                    .filter(DecoderHttpMessageReader.class::isInstance)
                    .<Decoder<?>>map(r -> ((DecoderHttpMessageReader<?>) r).getDecoder()).toList();
            int ours = indexOf(decoders, SimdJsonDecoder.class::isInstance);
            assertThat(ours).isGreaterThan(indexOf(decoders, ByteArrayDecoder.class::isInstance))
                    .isGreaterThan(indexOf(decoders, DataBufferDecoder.class::isInstance))
                    .isGreaterThan(indexOf(decoders, ResourceDecoder.class::isInstance))
                    .isGreaterThan(indexOf(decoders, StringDecoder.class::isInstance));
            assertThat(indexOf(decoders, JacksonJsonDecoder.class::isInstance)).isEqualTo(ours + 1);

            List<Encoder<?>> encoders = configurer.getWriters().stream()
                    .filter(EncoderHttpMessageWriter.class::isInstance)
                    .<Encoder<?>>map(w -> ((EncoderHttpMessageWriter<?>) w).getEncoder()).toList();
            int ourEncoder = indexOf(encoders, SimdJsonEncoder.class::isInstance);
            assertThat(ourEncoder).isGreaterThan(indexOf(encoders, ByteArrayEncoder.class::isInstance))
                    .isGreaterThan(indexOf(encoders, CharSequenceEncoder.class::isInstance));
            assertThat(indexOf(encoders, JacksonJsonEncoder.class::isInstance)).isEqualTo(ourEncoder + 1);

            // The first reader and writer of a JSON record are simd-json's; of a String, not.
            assertThat(firstReader(configurer, Point.class)).isInstanceOf(SimdJsonDecoder.class);
            assertThat(firstWriter(configurer, Point.class)).isInstanceOf(SimdJsonEncoder.class);
            assertThat(firstReader(configurer, String.class)).isInstanceOf(StringDecoder.class);
            assertThat(firstWriter(configurer, String.class)).isInstanceOf(CharSequenceEncoder.class);
        }
    }

    @Test
    void aRegisteredEncoderFallsBackToJacksonForValuesItCannotWrite() {
        ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
        encoder.registerIn(configurer);
        SimdJsonEncoder registered = (SimdJsonEncoder) firstWriter(configurer, Point.class);
        ResolvableType mapType = ResolvableType.forClassWithGenerics(Map.class, String.class, Object.class);
        Map<String, Object> withDate = new LinkedHashMap<>();
        withDate.put("n", 1);
        withDate.put("at", new Date(0));
        String json = text(registered.encodeValue(withDate, BUFFERS, mapType, MimeTypeUtils.APPLICATION_JSON, null));
        assertThat(json).startsWith("{\"n\":1,\"at\":").contains("1970-01-01");
        // Per element in a Flux too; the array stays one array.
        String array = text(registered.encode(Flux.just(Map.of("n", 2), withDate), BUFFERS, mapType,
                MimeTypeUtils.APPLICATION_JSON, null));
        assertThat(array).startsWith("[{\"n\":2},{\"n\":1,\"at\":").endsWith("}]");
    }

    private static Object firstReader(CodecConfigurer configurer, Class<?> type) {
        for (HttpMessageReader<?> reader : configurer.getReaders()) {
            if (reader.canRead(ResolvableType.forClass(type), org.springframework.http.MediaType.APPLICATION_JSON)) {
                return reader instanceof DecoderHttpMessageReader<?> d ? d.getDecoder() : reader;
            }
        }
        throw new AssertionError("no reader for " + type);
    }

    private static Object firstWriter(CodecConfigurer configurer, Class<?> type) {
        for (HttpMessageWriter<?> writer : configurer.getWriters()) {
            if (writer.canWrite(ResolvableType.forClass(type), org.springframework.http.MediaType.APPLICATION_JSON)) {
                return writer instanceof EncoderHttpMessageWriter<?> e ? e.getEncoder() : writer;
            }
        }
        throw new AssertionError("no writer for " + type);
    }

    private static <T> int indexOf(List<T> list, Predicate<Object> which) {
        for (int i = 0; i < list.size(); i++) {
            if (which.test(list.get(i))) {
                return i;
            }
        }
        throw new AssertionError("not found in " + list);
    }

    /** {@code json} split into buffers of {@code size} bytes. */
    private static Flux<DataBuffer> chunks(String json, int size) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        List<DataBuffer> buffers = new ArrayList<>();
        for (int i = 0; i < bytes.length; i += size) {
            byte[] part = new byte[Math.min(size, bytes.length - i)];
            System.arraycopy(bytes, i, part, 0, part.length);
            buffers.add(BUFFERS.wrap(part));
        }
        return Flux.fromIterable(buffers);
    }

    private static String text(DataBuffer buffer) {
        String s = buffer.toString(StandardCharsets.UTF_8);
        DataBufferUtils.release(buffer);
        return s;
    }

    private static String text(Flux<DataBuffer> buffers) {
        return DataBufferUtils.join(buffers).map(SimdJsonCodecTests::text).block(TIMEOUT);
    }
}
