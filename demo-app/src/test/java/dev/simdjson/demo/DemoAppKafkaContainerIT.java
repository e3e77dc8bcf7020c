package dev.simdjson.demo;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's image with a real Kafka broker: envelopes published by {@code POST /api/kafka/envelopes} and consumed
 * by its listener, records exchanged with a Jackson producer and consumer outside the container (equal bytes and
 * type headers both ways), a poison pill skipped with the partition moving on, and the switched factories listed by
 * Actuator.
 *
 * <p>The broker is spring-kafka-test's single-node KRaft broker in this JVM, listening on the loopback (no registry
 * here serves a broker image), so the demo's container shares the host's network to reach it; its ports are picked
 * free here and passed as arguments. Without a container engine the test fails when {@code CI} is set, and is skipped
 * with the reason otherwise ({@link DemoImage}).
 */
class DemoAppKafkaContainerIT {

    private static final String TOPIC = "envelopes";
    private static final Pattern COUNT = Pattern.compile("\"(sent|receivedControl|receivedTelemetry)\":(\\d+)");

    private static EmbeddedKafkaBroker broker;
    private static GenericContainer<?> demo;
    private static int httpPort;

    @BeforeAll
    static void startTheBrokerAndTheDemoImage() throws IOException {
        DemoImage.requireEngine("DemoAppKafkaContainerIT");
        broker = new EmbeddedKafkaKraftBroker(1, 3, TOPIC);
        broker.afterPropertiesSet();
        httpPort = freePort();
        demo = new GenericContainer<>(DemoImage.build())
                .withNetworkMode("host")
                .withCommand("--server.port=" + httpPort, "--simdjson.integration.tcp.port=" + freePort(),
                        "--simdjson.jsonrpc.tcp.port=" + freePort(),
                        "--spring.kafka.bootstrap-servers=" + broker.getBrokersAsString())
                .waitingFor(Wait.forLogMessage(".*Started DemoApplication.*\\n", 1)
                        .withStartupTimeout(Duration.ofMinutes(3)));
        demo.start();
        System.out.println("DemoAppKafkaContainerIT: the demo image (base " + DemoImage.base() + ") runs as container "
                + demo.getContainerId() + " on " + DemoImage.engine() + ", with a broker at "
                + broker.getBrokersAsString());
    }

    @AfterAll
    static void stop() {
        if (demo != null) {
            demo.stop();
        }
        if (broker != null) {
            broker.destroy();
        }
    }

    @Test
    void startupSaysWhereTheEnvelopesGoAndActuatorListsTheSwitchedFactories() throws Exception {
        assertThat(demo.getLogs())
                .contains("Envelopes over Kafka on topic 'envelopes' at " + broker.getBrokersAsString())
                .contains("(value deserializer dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer)");

        String simdjson = get("/actuator/simdjson").body();
        assertThat(simdjson).contains("\"kafka\"").contains("dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer")
                .contains("dev.simdjson.spring.kafka.SimdJsonKafkaSerializer");
    }

    @Test
    void theDemoPublishesWhatJacksonWouldAndConsumesItsOwnRecords() throws Exception {
        Map<String, Long> before = counts();
        Envelope.Control control = new Envelope.Control(1_710_000_000_000L, 9001, "resume", "ingest-a",
                List.of("vip", "cdn-eu"));
        Envelope.Telemetry telemetry = new Envelope.Telemetry(1_710_000_000_001L, 9001,
                new double[] {0.12, 0.08, 1e-7}, "p95_latency");

        HttpResponse<String> published = post("/api/kafka/envelopes", "[{\"kind\":\"Control\",\"ts\":1710000000000,"
                + "\"stream_id\":9001,\"op\":\"resume\",\"node\":\"ingest-a\",\"tags\":[\"vip\",\"cdn-eu\"]},"
                + "{\"kind\":\"Telemetry\",\"ts\":1710000000001,\"stream_id\":9001,\"samples\":[0.12,0.08,1e-7],"
                + "\"metric\":\"p95_latency\"}]");
        assertThat(published.statusCode()).as(published.body()).isEqualTo(200);
        assertThat(published.body()).isEqualTo("{\"published\":2}");
        awaitCounts(before, 1, 1);

        // What the demo's (simd-json) serializer put on the topic: the bytes and the type header that Spring Kafka's
        // Jackson serializer gives for the same values.
        List<ConsumerRecord<String, byte[]>> records = readKey("9001", 2);
        try (JacksonJsonSerializer<Envelope> jackson = new JacksonJsonSerializer<>()) {
            for (int i = 0; i < 2; i++) {
                Envelope value = i == 0 ? control : telemetry;
                RecordHeaders headers = new RecordHeaders();
                byte[] expected = jackson.serialize(TOPIC, headers, value);
                assertThat(new String(records.get(i).value(), StandardCharsets.UTF_8))
                        .isEqualTo(new String(expected, StandardCharsets.UTF_8));
                assertThat(typeId(records.get(i).headers().lastHeader("__TypeId__")))
                        .isEqualTo(typeId(headers.lastHeader("__TypeId__")))
                        .isEqualTo(value.getClass().getName());
            }
        }
    }

    @Test
    void aJacksonProducerOutsideReachesTheDemosListener() throws Exception {
        Map<String, Long> before = counts();
        try (KafkaProducer<String, Envelope> producer = new KafkaProducer<>(producerConfig(), new StringSerializer(),
                new JacksonJsonSerializer<>())) {
            for (int i = 0; i < 300; i++) {
                Envelope envelope = i % 3 == 0
                        ? new Envelope.Telemetry(1_710_000_000_000L + i, 9002, new double[] {i, i / 7.0}, "rps")
                        : new Envelope.Control(1_710_000_000_000L + i, 9002, "pause", "edge-" + i, List.of());
                producer.send(new ProducerRecord<>(TOPIC, Long.toString(9002 + i % 3), envelope));
            }
            producer.flush();
        }

        awaitCounts(before, 200, 100);
    }

    @Test
    void aPoisonPillIsLoggedWithItsLocationAndThePartitionMovesOn() throws Exception {
        Map<String, Long> before = counts();
        String key = "9003";
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(producerConfig(), new StringSerializer(),
                new ByteArraySerializer())) {
            for (String json : List.of("{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":9003,",
                    "{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":9003,\"op\":\"drain\",\"node\":\"b\","
                            + "\"tags\":[]}")) {
                ProducerRecord<String, byte[]> record = new ProducerRecord<>(TOPIC, key,
                        json.getBytes(StandardCharsets.UTF_8));
                record.headers().add("__TypeId__",
                        Envelope.Control.class.getName().getBytes(StandardCharsets.UTF_8));
                producer.send(record).get(30, TimeUnit.SECONDS);
            }
        }

        // The good record behind the pill, on the same partition, is consumed.
        awaitCounts(before, 1, 0);
        // The error handler logged what Jackson's deserializer would have raised (Jackson's exception, with the byte
        // offset), with simd-json's error, line and column, suppressed in it.
        assertThat(demo.getLogs()).contains("Can't deserialize data  from topic [envelopes]")
                .contains("Unexpected end-of-input within/between Object entries").contains("byte offset: #54")
                .contains("unexpected end of input: expected a string key after ',' in object at line 1, column 55");
    }

    private static Map<String, Object> producerConfig() {
        return Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString(),
                ProducerConfig.ACKS_CONFIG, "all");
    }

    /** The records with this key, from the start of the topic, in their partition's order. */
    private static List<ConsumerRecord<String, byte[]>> readKey(String key, int expected) {
        Map<String, Object> config = Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString(),
                ConsumerConfig.GROUP_ID_CONFIG, "it-" + UUID.randomUUID(),
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        List<ConsumerRecord<String, byte[]>> found = new ArrayList<>();
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config, new StringDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.assign(List.of(new TopicPartition(TOPIC, 0), new TopicPartition(TOPIC, 1),
                    new TopicPartition(TOPIC, 2)));
            consumer.seekToBeginning(consumer.assignment());
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (found.size() < expected && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                    if (key.equals(record.key())) {
                        found.add(record);
                    }
                }
            }
        }
        assertThat(found).as("records keyed " + key).hasSize(expected);
        return found;
    }

    private static String typeId(Header header) {
        return header == null ? null : new String(header.value(), StandardCharsets.UTF_8);
    }

    private static Map<String, Long> counts() throws Exception {
        HttpResponse<String> r = get("/api/kafka/envelopes");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        Matcher m = COUNT.matcher(r.body());
        Map<String, Long> counts = new HashMap<>();
        while (m.find()) {
            counts.put(m.group(1), Long.parseLong(m.group(2)));
        }
        assertThat(counts).as(r.body()).containsOnlyKeys("sent", "receivedControl", "receivedTelemetry");
        return counts;
    }

    /** Waits until the demo's listener has received exactly these many more envelopes of each kind. */
    private static void awaitCounts(Map<String, Long> before, long control, long telemetry) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        Map<String, Long> now = counts();
        while (!reached(before, now, control, telemetry) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            now = counts();
        }
        Thread.sleep(300);
        now = counts();
        assertThat(now.get("receivedControl") - before.get("receivedControl")).as("Control received")
                .isEqualTo(control);
        assertThat(now.get("receivedTelemetry") - before.get("receivedTelemetry")).as("Telemetry received")
                .isEqualTo(telemetry);
    }

    private static boolean reached(Map<String, Long> before, Map<String, Long> now, long control, long telemetry) {
        return now.get("receivedControl") - before.get("receivedControl") >= control
                && now.get("receivedTelemetry") - before.get("receivedTelemetry") >= telemetry;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return DemoImage.get(uri(path));
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        return DemoImage.post(uri(path), json);
    }

    private static URI uri(String path) {
        return URI.create("http://localhost:" + httpPort + path);
    }
}
