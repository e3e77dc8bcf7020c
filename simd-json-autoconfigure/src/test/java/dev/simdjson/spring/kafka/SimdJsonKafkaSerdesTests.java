package dev.simdjson.spring.kafka;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.kafka.KafkaTestTypes.Envelope;
import dev.simdjson.spring.kafka.KafkaTestTypes.Labels;
import dev.simdjson.spring.kafka.KafkaTestTypes.Order;
import dev.simdjson.untrusted.Gadget;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.kafka.support.serializer.DeserializationException;
import org.springframework.kafka.support.serializer.ErrorHandlingDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;
import org.springframework.kafka.support.serializer.SerializationUtils;
import tools.jackson.core.type.TypeReference;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.simdjson.spring.kafka.KafkaTestTypes.control;
import static dev.simdjson.spring.kafka.KafkaTestTypes.order;
import static dev.simdjson.spring.kafka.KafkaTestTypes.telemetry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The simd-json serdes against Spring Kafka's Jackson ones, without a broker: the same bytes and type headers
 * written, the same values read from what either wrote, the same configuration keys, the same refusals (untrusted
 * type headers, bad JSON, values that do not fit), and simd-json really doing the reading and writing.
 */
class SimdJsonKafkaSerdesTests {

    private static final String TOPIC = "orders";
    private static final String TRUSTED = "dev.simdjson.spring.kafka";

    private final List<ParseOutcome> outcomes = new ArrayList<>();
    private final JacksonHandoffs handoffs = new JacksonHandoffs();
    private final SimdJsonKafkaSettings settings = new SimdJsonKafkaSettings(JsonLimits.DEFAULTS,
            (transport, outcome, bytes, nanos) -> {
                assertThat(transport).isEqualTo(Transport.KAFKA);
                outcomes.add(outcome);
            }, handoffs);

    static Stream<Object> values() {
        return Stream.of(order(1), order(2), control(1_710_000_000_000L), telemetry(5),
                new Labels("λ \u0000 \"q\"", new LinkedHashMap<>(Map.of("a", 1))));
    }

    @ParameterizedTest
    @MethodSource("values")
    void writesTheBytesAndTypeHeadersJacksonWrites(Object value) {
        Headers jacksonHeaders = new RecordHeaders();
        Headers simdHeaders = new RecordHeaders();
        byte[] jackson = new JacksonJsonSerializer<>().serialize(TOPIC, jacksonHeaders, value);
        SimdJsonKafkaSerializer<Object> serializer = new SimdJsonKafkaSerializer<>();
        serializer.setSettings(settings);
        byte[] simd = serializer.serialize(TOPIC, simdHeaders, value);

        assertThat(new String(simd, StandardCharsets.UTF_8)).isEqualTo(new String(jackson, StandardCharsets.UTF_8));
        assertThat(describe(simdHeaders)).isEqualTo(describe(jacksonHeaders)).containsKey("__TypeId__");
        assertThat(handoffs.handoffs()).as("simd-json wrote it").isEmpty();
    }

    @ParameterizedTest
    @MethodSource("values")
    void readsWhatJacksonWroteAsJacksonReadsIt(Object value) {
        Headers headers = new RecordHeaders();
        byte[] bytes = new JacksonJsonSerializer<>().serialize(TOPIC, headers, value);
        Object jackson = configure(new JacksonJsonDeserializer<>(), Map.of()).deserialize(TOPIC, copy(headers), bytes);
        Headers simdHeaders = copy(headers);
        Object simd = configure(simdJson(), Map.of()).deserialize(TOPIC, simdHeaders, bytes);

        assertThat(simd).isEqualTo(jackson).isEqualTo(value);
        assertThat(outcomes).as("simd-json read it").containsExactly(ParseOutcome.SUCCESS);
        assertThat(simdHeaders.lastHeader("__TypeId__")).as("type headers removed, as by default").isNull();
    }

    @Test
    void oneDeserializerReadsEachRecordAsItsTypeHeaderSays() {
        Deserializer<Object> deserializer = configure(simdJson(),
                Map.of(JacksonJsonDeserializer.REMOVE_TYPE_INFO_HEADERS, "false"));
        List<Object> sent = List.of(order(1), control(2), order(3), telemetry(4), control(5));
        List<Object> read = new ArrayList<>();
        for (Object value : sent) {
            Headers headers = new RecordHeaders();
            byte[] bytes = new JacksonJsonSerializer<>().serialize(TOPIC, headers, value);
            read.add(deserializer.deserialize(TOPIC, headers, bytes));
        }
        assertThat(read).isEqualTo(sent);
        Headers untrusted = new RecordHeaders();
        untrusted.add("__TypeId__", "org.example.Gadget".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> deserializer.deserialize(TOPIC, untrusted, "{}".getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("not in the trusted packages");
    }

    @Test
    void jacksonReadsWhatSimdJsonWrote() {
        Headers headers = new RecordHeaders();
        SimdJsonKafkaSerializer<Object> serializer = new SimdJsonKafkaSerializer<>();
        byte[] bytes = serializer.serialize(TOPIC, headers, order(7));
        Object read = configure(new JacksonJsonDeserializer<>(), Map.of()).deserialize(TOPIC, headers, bytes);
        assertThat(read).isEqualTo(order(7));
    }

    @Test
    void followsTheSpringJsonConfigurationKeys() {
        Map<String, Object> mappings = Map.of(JacksonJsonSerializer.TYPE_MAPPINGS,
                "order:" + Order.class.getName());
        Serializer<Object> serializer = new SimdJsonKafkaSerializer<>();
        serializer.configure(mappings, false);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, order(3));
        assertThat(describe(headers)).containsEntry("__TypeId__", "order");

        Object mapped = configure(simdJson(), Map.of(JacksonJsonDeserializer.TYPE_MAPPINGS, "order:"
                + Order.class.getName(), JacksonJsonDeserializer.TRUSTED_PACKAGES, "java.lang"))
                .deserialize(TOPIC, copy(headers), bytes);
        assertThat(mapped).isEqualTo(order(3));

        Object byDefaultType = configure(simdJson(), Map.of(JacksonJsonDeserializer.USE_TYPE_INFO_HEADERS, "false",
                JacksonJsonDeserializer.VALUE_DEFAULT_TYPE, Order.class.getName()))
                .deserialize(TOPIC, new RecordHeaders(), bytes);
        assertThat(byDefaultType).isEqualTo(order(3));

        Headers kept = copy(headers);
        configure(simdJson(), Map.of(JacksonJsonDeserializer.TYPE_MAPPINGS, "order:" + Order.class.getName(),
                JacksonJsonDeserializer.REMOVE_TYPE_INFO_HEADERS, "false")).deserialize(TOPIC, kept, bytes);
        assertThat(describe(kept)).containsEntry("__TypeId__", "order");

        Serializer<Object> noHeaders = new SimdJsonKafkaSerializer<>();
        noHeaders.configure(Map.of(JacksonJsonSerializer.ADD_TYPE_INFO_HEADERS, false), false);
        Headers none = new RecordHeaders();
        noHeaders.serialize(TOPIC, none, order(3));
        assertThat(none.toArray()).isEmpty();
    }

    @Test
    void aTypeMethodPicksEachRecordsType() {
        Deserializer<Object> deserializer = configure(simdJson(), Map.of(JacksonJsonDeserializer.VALUE_TYPE_METHOD,
                KafkaTestTypes.class.getName() + ".byTopic"));
        byte[] order = new JacksonJsonSerializer<>().serialize(TOPIC, order(8));
        byte[] envelope = new JacksonJsonSerializer<>().serialize(TOPIC, control(8));
        assertThat(deserializer.deserialize("orders", new RecordHeaders(), order)).isEqualTo(order(8));
        assertThat(deserializer.deserialize("envelopes", new RecordHeaders(), envelope)).isEqualTo(control(8));
        assertThat(outcomes).containsExactly(ParseOutcome.SUCCESS, ParseOutcome.SUCCESS);
    }

    @Test
    void keysUseTheKeyTypeHeaders() {
        JacksonJsonSerializer<Object> keys = new JacksonJsonSerializer<>().forKeys();
        Headers headers = new RecordHeaders();
        byte[] bytes = keys.serialize(TOPIC, headers, control(9));
        assertThat(describe(headers)).containsKey("__Key_TypeId__");
        Deserializer<Object> deserializer = simdJson();
        deserializer.configure(Map.of(JacksonJsonDeserializer.TRUSTED_PACKAGES, TRUSTED), true);
        assertThat(deserializer.deserialize(TOPIC, headers, bytes)).isEqualTo(control(9));
    }

    @Test
    void readsGenericTargetTypes() {
        byte[] bytes = new JacksonJsonSerializer<>().serialize(TOPIC, List.of(order(1), order(2)));
        SimdJsonKafkaDeserializer<List<Order>> deserializer = new SimdJsonKafkaDeserializer<>(
                new TypeReference<List<Order>>() { }, false);
        deserializer.setSettings(settings);
        assertThat(deserializer.deserialize(TOPIC, new RecordHeaders(), bytes)).containsExactly(order(1), order(2));
        assertThat(outcomes).containsExactly(ParseOutcome.SUCCESS);
    }

    @Test
    void refusesAnUntrustedTypeHeaderAsJacksonDoesWithoutLoadingIt() {
        String untrusted = "org.example.untrusted.Gadget";
        Headers headers = new RecordHeaders();
        headers.add("__TypeId__", untrusted.getBytes(StandardCharsets.UTF_8));
        byte[] bytes = "{}".getBytes(StandardCharsets.UTF_8);

        Throwable jackson = catchThrowable(() -> configure(new JacksonJsonDeserializer<>(), Map.of())
                .deserialize(TOPIC, copy(headers), bytes));
        Throwable simd = catchThrowable(() -> configure(simdJson(), Map.of()).deserialize(TOPIC, copy(headers), bytes));
        assertThat(simd).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not in the trusted packages")
                .hasMessage(jackson.getMessage()).isExactlyInstanceOf(jackson.getClass());

        Headers gadget = new RecordHeaders();
        gadget.add("__TypeId__", "dev.simdjson.untrusted.Gadget".getBytes(StandardCharsets.UTF_8));
        Deserializer<Order> strict = new SimdJsonKafkaDeserializer<>(Order.class);
        strict.configure(Map.of(JacksonJsonDeserializer.TRUSTED_PACKAGES, "java.util"), false);
        assertThatThrownBy(() -> strict.deserialize(TOPIC, gadget, bytes))
                .hasMessageContaining("not in the trusted packages");
        assertThat(System.getProperty(Gadget.TRACE)).as("the refused class was never initialised").isNull();
    }

    @Test
    void aBadRecordFailsAsWithJacksonWithTheLocationInside() {
        byte[] bytes = "{\"id\":12,\"number\":\"ORD-12\",".getBytes(StandardCharsets.UTF_8);
        Throwable jackson = catchThrowable(() -> new JacksonJsonDeserializer<>(Order.class)
                .deserialize(TOPIC, new RecordHeaders(), bytes));
        SimdJsonKafkaDeserializer<Order> deserializer = new SimdJsonKafkaDeserializer<>(Order.class);
        deserializer.setSettings(settings);
        Throwable simd = catchThrowable(() -> deserializer.deserialize(TOPIC, new RecordHeaders(), bytes));

        assertThat(simd).isExactlyInstanceOf(SerializationException.class).hasMessage(jackson.getMessage());
        assertThat(simd.getCause()).isExactlyInstanceOf(jackson.getCause().getClass())
                .hasMessage(jackson.getCause().getMessage());
        assertThat(simd.getCause().getSuppressed()).singleElement()
                .isInstanceOfSatisfying(JsonParseException.class, e -> {
                    assertThat(e.offset()).isEqualTo(bytes.length);
                    assertThat(e.line()).isEqualTo(1);
                });
        assertThat(outcomes).containsExactly(ParseOutcome.INVALID_JSON);

        byte[] wrongShape = "{\"id\":\"twelve\"}".getBytes(StandardCharsets.UTF_8);
        Throwable jacksonShape = catchThrowable(() -> new JacksonJsonDeserializer<>(Order.class)
                .deserialize(TOPIC, new RecordHeaders(), wrongShape));
        Throwable simdShape = catchThrowable(() -> deserializer.deserialize(TOPIC, new RecordHeaders(), wrongShape));
        assertThat(simdShape).hasMessage(jacksonShape.getMessage());
        assertThat(simdShape.getCause()).isExactlyInstanceOf(jacksonShape.getCause().getClass());
    }

    @Test
    void aPoisonPillReachesTheErrorHandlingDeserializerWithItsBytes() {
        byte[] bytes = "{\"id\":12,".getBytes(StandardCharsets.UTF_8);
        ErrorHandlingDeserializer<Order> guarded = new ErrorHandlingDeserializer<>(
                new SimdJsonKafkaDeserializer<>(Order.class));
        Headers headers = new RecordHeaders();
        assertThat(guarded.deserialize(TOPIC, headers, bytes)).isNull();
        ConsumerRecord<Object, Object> record = new ConsumerRecord<>(TOPIC, 0, 0L, null, null);
        headers.forEach(record.headers()::add);
        DeserializationException failure = SerializationUtils.getExceptionFromHeader(record,
                SerializationUtils.VALUE_DESERIALIZER_EXCEPTION_HEADER, null);
        assertThat(failure).isNotNull();
        assertThat(failure.getData()).isEqualTo(bytes);
        assertThat(failure.getCause()).isInstanceOf(SerializationException.class);
    }

    @Test
    void tombstonesAreNull() {
        assertThat(simdJson().deserialize(TOPIC, new RecordHeaders(), (byte[]) null)).isNull();
        assertThat(new SimdJsonKafkaSerializer<>().serialize(TOPIC, new RecordHeaders(), null)).isNull();
    }

    @Test
    void typesSimdJsonDoesNotTakeGoToJacksonAndAreListed() {
        Unwrapping value = new Unwrapping(new KafkaTestTypes.Line("SKU-1", "t", 1, BigDecimal.ONE));
        SimdJsonKafkaSerializer<Object> serializer = new SimdJsonKafkaSerializer<>();
        serializer.setSettings(settings);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, value);
        assertThat(bytes).isEqualTo(new JacksonJsonSerializer<>().serialize(TOPIC, value));
        assertThat(configure(simdJson(), Map.of()).deserialize(TOPIC, headers, bytes)).isEqualTo(value);
        assertThat(handoffs.handoffs()).extracting(JacksonHandoffs.Handoff::direction)
                .containsExactlyInAnyOrder(JacksonHandoffs.Direction.READ, JacksonHandoffs.Direction.WRITE);
        assertThat(outcomes).as("Jackson read it").isEmpty();
    }

    /** {@code @JsonUnwrapped} is one of the annotations simd-json leaves to Jackson. */
    record Unwrapping(@com.fasterxml.jackson.annotation.JsonUnwrapped KafkaTestTypes.Line line) {
    }

    @Test
    void copiesKeepSimdJson() {
        SimdJsonKafkaDeserializer<Object> deserializer = simdJson();
        assertThat(deserializer.copyWithType(Order.class)).isInstanceOf(SimdJsonKafkaDeserializer.class);
        assertThat(new SimdJsonKafkaSerializer<>().copyWithType(Order.class))
                .isInstanceOf(SimdJsonKafkaSerializer.class);
        SimdJsonKafkaSerde<Order> serde = new SimdJsonKafkaSerde<>(Order.class).settings(settings);
        byte[] bytes = serde.serializer().serialize(TOPIC, order(4));
        assertThat(serde.deserializer().deserialize(TOPIC, bytes)).isEqualTo(order(4));
        assertThat(outcomes).containsExactly(ParseOutcome.SUCCESS);
    }

    private SimdJsonKafkaDeserializer<Object> simdJson() {
        SimdJsonKafkaDeserializer<Object> deserializer = new SimdJsonKafkaDeserializer<>();
        deserializer.setSettings(settings);
        return deserializer;
    }

    private static <D extends Deserializer<Object>> D configure(D deserializer, Map<String, Object> more) {
        Map<String, Object> configs = new HashMap<>(more);
        configs.putIfAbsent(JacksonJsonDeserializer.TRUSTED_PACKAGES, TRUSTED);
        deserializer.configure(configs, false);
        return deserializer;
    }

    private static Headers copy(Headers headers) {
        Headers copy = new RecordHeaders();
        headers.forEach(copy::add);
        return copy;
    }

    private static Map<String, String> describe(Headers headers) {
        Map<String, String> map = new LinkedHashMap<>();
        for (Header header : headers) {
            map.put(header.key(), new String(header.value(), StandardCharsets.UTF_8));
        }
        return map;
    }
}
