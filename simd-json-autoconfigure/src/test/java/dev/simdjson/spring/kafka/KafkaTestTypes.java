package dev.simdjson.spring.kafka;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** The record values the Kafka tests send: an order, a sealed envelope and a value with a map. */
final class KafkaTestTypes {

    private KafkaTestTypes() {
    }

    enum Status {
        PLACED, SHIPPED, DELIVERED
    }

    record Line(String sku, String title, int quantity, BigDecimal unitPrice) {
    }

    record Order(long id, String number, Status status, Instant updatedAt, String customer, List<Line> items,
                 BigDecimal total, String note) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
            @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
    sealed interface Envelope permits Envelope.Control, Envelope.Telemetry {

        record Control(long ts, int streamId, String op, List<String> tags) implements Envelope {
        }

        record Telemetry(long ts, int streamId, float[] samples) implements Envelope {
            @Override
            public boolean equals(Object o) {
                return o instanceof Telemetry t && t.ts == ts && t.streamId == streamId
                        && Arrays.equals(t.samples, samples);
            }

            @Override
            public int hashCode() {
                return Long.hashCode(ts) * 31 + Arrays.hashCode(samples);
            }
        }
    }

    record Labels(String name, Map<String, Integer> counts) {
    }

    /** A type method ({@code spring.json.value.type.method}): orders on "orders", envelopes elsewhere. */
    static tools.jackson.databind.JavaType byTopic(String topic, byte[] data,
            org.apache.kafka.common.header.Headers headers) {
        return tools.jackson.databind.type.TypeFactory.createDefaultInstance()
                .constructType(topic.equals("orders") ? Order.class : Envelope.class);
    }

    static Order order(long id) {
        return new Order(id, "ORD-" + id, Status.values()[(int) (id % 3)], Instant.ofEpochSecond(1_760_000_000L + id),
                "Björn Ångström \"Nº" + id + "\"", List.of(new Line("SKU-" + id, "Les Misérables\n(paperback)", 3,
                new BigDecimal("828.37")), new Line("SKU-2", "Noise-cancelling 🎧", 1, new BigDecimal("0.10"))),
                new BigDecimal("2485.21").add(BigDecimal.valueOf(id)), id % 2 == 0 ? null : "leave at door");
    }

    static Envelope.Control control(long ts) {
        return new Envelope.Control(ts, 42, "pause", List.of("trace:sampled", "qos:realtime", "tier:gold"));
    }

    static Envelope.Telemetry telemetry(long ts) {
        return new Envelope.Telemetry(ts, 7, new float[] {0.1f, 1.5e-7f, -3.4028235e38f, 12345.678f, 0f});
    }
}
