package dev.simdjson.benchmarks.kafka;

import dev.simdjson.binding.model.Documents;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.KafkaMessageListenerContainer;
import org.springframework.kafka.listener.MessageListener;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Records per second from a Kafka topic into a typed listener, end to end: Spring Kafka's listener container
 * polling a real broker (started apart, e.g. by {@code demo-app/kafka/start-broker.sh}) with the value deserializer
 * under test, simd-json's or Spring Kafka's Jackson one configured alike (trusted packages, type headers as Spring
 * Kafka's serializer writes them), and a listener that counts the envelopes it gets. The topic is filled once with
 * {@code records} envelopes; each measurement reads all of them from the start with a fresh consumer group, after
 * one warm-up read per deserializer; deserializers alternate, {@code rounds} times. For each envelope kind
 * (Control, then Telemetry) it prints one tab-separated line per measurement: value, deserializer, round,
 * records/s, CPU µs per record (this process: the consumer, not the broker); then a markdown table of the medians,
 * and, given a file, the medians and every round as JSON for the docs site.
 *
 * <pre>
 * java -cp benchmarks.jar dev.simdjson.benchmarks.kafka.KafkaConsumerThroughput localhost:9092 200000 3 out.json
 * </pre>
 */
public final class KafkaConsumerThroughput {

    private KafkaConsumerThroughput() {
    }

    public static void main(String[] args) throws Exception {
        String servers = args[0];
        int records = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        Map<String, Map<String, List<double[]>>> measured = new LinkedHashMap<>();
        for (Envelope envelope : List.of(Documents.control(), Documents.telemetry())) {
            String value = (envelope instanceof Envelope.Control ? "Control" : "Telemetry") + " ("
                    + Documents.json(envelope).length + " B)";
            String topic = "throughput-" + UUID.randomUUID();
            fill(servers, topic, envelope, records);
            for (String deserializer : DESERIALIZERS) {
                consume(servers, topic, deserializer, records); // warm-up, not counted
            }
            for (int round = 1; round <= rounds; round++) {
                List<String> order = round % 2 == 1 ? DESERIALIZERS : DESERIALIZERS.reversed();
                for (String deserializer : order) {
                    double[] r = consume(servers, topic, deserializer, records);
                    measured.computeIfAbsent(value, v -> new LinkedHashMap<>())
                            .computeIfAbsent(deserializer, d -> new ArrayList<>()).add(r);
                    System.out.printf(Locale.ROOT, "%s\t%s\t%d\t%.0f\t%.2f%n", value, deserializer, round, r[0], r[1]);
                }
            }
        }
        report(measured, records, rounds, args.length > 3 ? Path.of(args[3]) : null);
    }

    private static final List<String> DESERIALIZERS = List.of("simdjson", "jackson");

    /** The medians as a markdown table on stdout and, when {@code json} is given, with every round in that file. */
    private static void report(Map<String, Map<String, List<double[]>>> measured, int records, int rounds,
            Path json) throws IOException {
        System.out.println();
        System.out.println("| value | simd-json records/s | Jackson records/s | ratio | simd-json CPU µs/record "
                + "| Jackson CPU µs/record |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        StringBuilder rows = new StringBuilder();
        for (var entry : measured.entrySet()) {
            List<double[]> s = entry.getValue().get("simdjson");
            List<double[]> j = entry.getValue().get("jackson");
            double sRate = median(s, 0), jRate = median(j, 0), sCpu = median(s, 1), jCpu = median(j, 1);
            System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.2f× | %.2f | %.2f |%n", entry.getKey(), sRate,
                    jRate, sRate / jRate, sCpu, jCpu);
            rows.append(rows.isEmpty() ? "\n" : ",\n").append(String.format(Locale.ROOT,
                    "  {\"label\":\"%s\",\"scores\":{\"simdjson\":%.0f,\"jackson\":%.0f},"
                            + "\"cpuMicrosPerRecord\":{\"simdjson\":%.2f,\"jackson\":%.2f},"
                            + "\"rounds\":{\"simdjson\":[%s],\"jackson\":[%s]}}",
                    entry.getKey(), sRate, jRate, sCpu, jCpu, rates(s), rates(j)));
        }
        if (json != null) {
            Files.createDirectories(json.toAbsolutePath().getParent());
            Files.writeString(json, "{\"benchmark\":\"Kafka consumer records/s\",\"metric\":\"records/s\","
                    + "\"higherIsBetter\":true,\n \"setup\":\"" + records + " records per measurement, " + rounds
                    + " alternating rounds (median) after a warm-up\",\n \"rows\":[" + rows + "\n]}\n");
        }
    }

    private static double median(List<double[]> measurements, int field) {
        double[] v = measurements.stream().mapToDouble(m -> m[field]).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String rates(List<double[]> measurements) {
        return measurements.stream().map(m -> String.format(Locale.ROOT, "%.0f", m[0]))
                .collect(java.util.stream.Collectors.joining(","));
    }

    private static void fill(String servers, String topic, Envelope envelope, int records) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, servers))) {
            admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
        Map<String, Object> configs = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, servers,
                ProducerConfig.LINGER_MS_CONFIG, 20, ProducerConfig.BATCH_SIZE_CONFIG, 256 * 1024);
        try (var producer = new KafkaProducer<>(configs, new StringSerializer(), new JacksonJsonSerializer<>())) {
            for (int i = 0; i < records; i++) {
                producer.send(new ProducerRecord<>(topic, Integer.toString(i), envelope));
            }
            producer.flush();
        }
    }

    /** Reads the whole topic once: records per second and CPU µs per record. */
    private static double[] consume(String servers, String topic, String deserializer, int records)
            throws InterruptedException {
        Map<String, Object> configs = new HashMap<>();
        configs.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, servers);
        configs.put(ConsumerConfig.GROUP_ID_CONFIG, "throughput-" + UUID.randomUUID());
        configs.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        configs.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 2000);
        configs.put(JacksonJsonDeserializer.TRUSTED_PACKAGES, "dev.simdjson.binding.model");
        Deserializer<Object> values = deserializer.equals("simdjson") ? new SimdJsonKafkaDeserializer<>()
                : new JacksonJsonDeserializer<>();
        var factory = new DefaultKafkaConsumerFactory<>(configs, new StringDeserializer(), values);
        values.configure(configs, false);
        CountDownLatch done = new CountDownLatch(1);
        AtomicLong seen = new AtomicLong();
        ContainerProperties properties = new ContainerProperties(topic);
        properties.setMessageListener((MessageListener<String, Object>) record -> {
            if (!(record.value() instanceof Envelope)) {
                throw new IllegalStateException("not an envelope: " + record.value());
            }
            if (seen.incrementAndGet() == records) {
                done.countDown();
            }
        });
        var container = new KafkaMessageListenerContainer<>(factory, properties);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        container.start();
        if (!done.await(5, TimeUnit.MINUTES)) {
            throw new IllegalStateException(deserializer + " read only " + seen.get() + " of " + records);
        }
        long nanos = System.nanoTime() - start;
        long cpuNanos = os.getProcessCpuTime() - cpu;
        container.stop();
        return new double[] {records * 1e9 / nanos, cpuNanos / 1e3 / records};
    }
}
