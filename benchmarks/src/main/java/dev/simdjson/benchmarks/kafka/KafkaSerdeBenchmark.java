package dev.simdjson.benchmarks.kafka;

import dev.simdjson.benchmarks.binding.Orders;
import dev.simdjson.binding.model.DeepEquals;
import dev.simdjson.binding.model.Documents;
import dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer;
import dev.simdjson.spring.kafka.SimdJsonKafkaSerializer;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A Kafka record value through the deserializer and the serializer alone, as a consumer and a producer call them
 * (with the {@code __TypeId__} header Spring Kafka's serializer adds and the deserializer reads): simd-json's
 * serdes against Spring Kafka's {@code JacksonJsonDeserializer}/{@code JacksonJsonSerializer}, both configured by
 * the same keys (trusted packages, type headers kept so that every call reads the same record). The set-up checks
 * that both read the same value and write the same bytes.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class KafkaSerdeBenchmark {

    private static final String TOPIC = "values";

    @Param({"control", "telemetry", "order"})
    public String value;

    @Param({"simdjson", "jackson"})
    public String serde;

    private Object object;
    private byte[] bytes;
    private Headers headers;
    private Deserializer<Object> deserializer;
    private Serializer<Object> serializer;

    @Setup(Level.Trial)
    public void setUp() {
        object = switch (value) {
            case "control" -> Documents.control();
            case "telemetry" -> Documents.telemetry();
            case "order" -> Orders.orders(1).getFirst();
            default -> throw new IllegalArgumentException(value);
        };
        headers = new RecordHeaders();
        bytes = new JacksonJsonSerializer<>().serialize(TOPIC, headers, object);
        Map<String, Object> configs = Map.of(JacksonJsonDeserializer.TRUSTED_PACKAGES, "dev.simdjson.*",
                JacksonJsonDeserializer.REMOVE_TYPE_INFO_HEADERS, "false");
        deserializer = serde.equals("simdjson") ? new SimdJsonKafkaDeserializer<>() : new JacksonJsonDeserializer<>();
        deserializer.configure(configs, false);
        serializer = serde.equals("simdjson") ? new SimdJsonKafkaSerializer<>() : new JacksonJsonSerializer<>();
        serializer.configure(Map.of(), false);

        Object read = read();
        if (!DeepEquals.equal(object, read)) {
            throw new IllegalStateException(serde + " read " + value + " differently: "
                    + DeepEquals.difference(object, read));
        }
        if (!Arrays.equals(bytes, write())) {
            throw new IllegalStateException(serde + " wrote " + value + " differently from Jackson's serializer");
        }
    }

    @Benchmark
    public Object read() {
        return deserializer.deserialize(TOPIC, headers, bytes);
    }

    @Benchmark
    public byte[] write() {
        return serializer.serialize(TOPIC, new RecordHeaders(), object);
    }
}
