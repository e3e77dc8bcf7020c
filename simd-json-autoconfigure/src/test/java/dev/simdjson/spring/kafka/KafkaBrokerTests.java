package dev.simdjson.spring.kafka;

import dev.simdjson.spring.KafkaSerdes;
import dev.simdjson.spring.kafka.KafkaTestTypes.Envelope;
import dev.simdjson.spring.kafka.KafkaTestTypes.Order;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.config.ConcurrentKafkaListenerContainerFactory;
import org.springframework.kafka.config.KafkaListenerEndpointRegistry;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.DeadLetterPublishingRecoverer;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.kafka.support.serializer.ErrorHandlingDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;
import org.springframework.kafka.support.serializer.SerializationUtils;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.kafka.test.utils.KafkaTestUtils;
import org.springframework.util.backoff.FixedBackOff;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import static dev.simdjson.spring.kafka.KafkaTestTypes.control;
import static dev.simdjson.spring.kafka.KafkaTestTypes.order;
import static dev.simdjson.spring.kafka.KafkaTestTypes.telemetry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A real Kafka broker (KRaft, in the test JVM) and an application configured only with Spring Kafka's Jackson
 * serdes, by property: the starter switches its factories to simd-json's, and 10,000 orders with a poison pill
 * among them go through three partitions and three consumers, the poison pill to the dead-letter topic with its
 * bytes; records from a Jackson-only producer, sealed envelopes and tombstones arrive as they were sent.
 */
@SpringBootTest(classes = KafkaBrokerTests.App.class, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
        "logging.level.org.apache.kafka=WARN", "logging.level.kafka=WARN", "logging.level.org.apache.zookeeper=WARN",
        "spring.kafka.consumer.auto-offset-reset=earliest",
        "spring.kafka.consumer.value-deserializer="
                + "org.springframework.kafka.support.serializer.ErrorHandlingDeserializer",
        "spring.kafka.consumer.properties.spring.deserializer.value.delegate.class="
                + "org.springframework.kafka.support.serializer.JacksonJsonDeserializer",
        "spring.kafka.consumer.properties.spring.json.trusted.packages=dev.simdjson.spring.kafka",
        "spring.kafka.producer.value-serializer=org.springframework.kafka.support.serializer.JacksonJsonSerializer",
        "spring.kafka.listener.concurrency=3"})
@EmbeddedKafka(partitions = 3, topics = {KafkaBrokerTests.ORDERS, KafkaBrokerTests.ORDERS + "-dlt",
        KafkaBrokerTests.ENVELOPES, KafkaBrokerTests.BATCHES, KafkaBrokerTests.RETRIES})
class KafkaBrokerTests {

    static final String ORDERS = "orders";
    static final String ENVELOPES = "envelopes";
    static final String BATCHES = "batches";
    static final String RETRIES = "retries";
    private static final int COUNT = 10_000;
    private static final int POISON_AT = 5_000;
    private static final byte[] POISON = "{\"id\":5000,\"number\":".getBytes();

    @Autowired
    private KafkaTemplate<Object, Object> template;
    @Autowired
    private ConsumerFactory<?, ?> consumerFactory;
    @Autowired
    private ProducerFactory<?, ?> producerFactory;
    @Autowired
    private KafkaSerdes switched;
    @Autowired
    private Listeners listeners;
    @Autowired
    private EmbeddedKafkaBroker broker;
    @Autowired
    private ConversionFailures failures;
    @Autowired
    private KafkaListenerEndpointRegistry registry;

    @Test
    void switchesTheFactoriesConfiguredWithJacksonsSerdes() {
        assertThat(consumerFactory.getConfigurationProperties())
                .containsEntry(ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS, SimdJsonKafkaDeserializer.class)
                .containsKey(SimdJsonKafkaSettings.CONFIG);
        assertThat(producerFactory.getConfigurationProperties())
                .containsEntry(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, SimdJsonKafkaSerializer.class);
        assertThat(switched.switched()).extracting(KafkaSerdes.Switched::setting)
                .contains(ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS,
                        ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG);
    }

    @Test
    void tenThousandOrdersInOrderPerPartitionAndThePoisonPillToTheDeadLetterTopic() throws Exception {
        // The group settles first: three consumers, one partition each (the first to join may hold all three for a
        // moment, and would read everything before the others get theirs).
        var container = (ConcurrentMessageListenerContainer<?, ?>) registry.getListenerContainer("orders");
        await().atMost(Duration.ofSeconds(60)).until(() -> container.getContainers().stream()
                .allMatch(c -> c.getAssignedPartitions() != null && c.getAssignedPartitions().size() == 1));
        var raw = new DefaultKafkaProducerFactory<String, byte[]>(producerConfig(), new StringSerializer(),
                new ByteArraySerializer());
        try {
            KafkaTemplate<String, byte[]> rawTemplate = new KafkaTemplate<>(raw);
            for (int i = 0; i < COUNT; i++) {
                int partition = i % 3;
                if (i == POISON_AT) {
                    rawTemplate.send(new ProducerRecord<>(ORDERS, partition, "poison", POISON));
                } else {
                    template.send(new ProducerRecord<>(ORDERS, partition, "k" + i, order(i)));
                }
            }
            template.flush();
            rawTemplate.flush();
        } finally {
            raw.destroy();
        }
        await().atMost(Duration.ofSeconds(90)).until(() -> listeners.orders.size() == COUNT - 1
                && listeners.deadLetters.size() == 1);

        for (int partition = 0; partition < 3; partition++) {
            int p = partition;
            List<Long> ids = listeners.orders.stream().filter(r -> r.partition() == p).map(r -> r.value().id())
                    .toList();
            List<Long> sent = IntStream.range(0, COUNT).filter(i -> i % 3 == p && i != POISON_AT)
                    .mapToObj(i -> (long) i).toList();
            assertThat(ids).as("partition %d in order", p).isEqualTo(sent);
        }
        assertThat(listeners.orders).allSatisfy(r -> assertThat(r.value()).isEqualTo(order(r.value().id())));
        assertThat(container.getContainers()).as("three consumers").hasSize(3)
                .allSatisfy(c -> assertThat(c.getAssignedPartitions()).as("one partition each").hasSize(1));
        assertThat(listeners.orderThreads).as("the records came through more than one consumer").hasSizeGreaterThan(1);

        ConsumerRecord<String, byte[]> dead = listeners.deadLetters.peek();
        assertThat(dead.value()).isEqualTo(POISON);
        Header cause = dead.headers().lastHeader("kafka_dlt-exception-fqcn");
        assertThat(cause).isNotNull();
        assertThat(new String(cause.value())).contains("DeserializationException");
    }

    @Test
    void recordsFromAJacksonProducerSealedEnvelopesAndTombstones() throws Exception {
        Map<String, Object> configs = producerConfig();
        var jackson = new DefaultKafkaProducerFactory<String, Object>(configs, new StringSerializer(),
                new JacksonJsonSerializer<>());
        try {
            KafkaTemplate<String, Object> jacksonTemplate = new KafkaTemplate<>(jackson);
            jacksonTemplate.send(ENVELOPES, 0, "a", control(1)).get(10, TimeUnit.SECONDS);
            jacksonTemplate.send(ENVELOPES, 0, "b", telemetry(2)).get(10, TimeUnit.SECONDS);
        } finally {
            jackson.destroy();
        }
        template.send(ENVELOPES, 0, "c", control(3)).get(10, TimeUnit.SECONDS);
        template.send(ENVELOPES, 0, "d", null).get(10, TimeUnit.SECONDS);
        await().atMost(Duration.ofSeconds(30)).until(() -> listeners.envelopes.size() == 4);
        List<Object> values = new ArrayList<>();
        listeners.envelopes.forEach(r -> values.add(r.value()));
        assertThat(values).containsExactly(control(1), telemetry(2), control(3), null);
    }

    @Test
    void listenerMethodsGetGenericPayloadsBoundFromTheRecordBytes() throws Exception {
        var raw = new DefaultKafkaProducerFactory<String, byte[]>(producerConfig(), new StringSerializer(),
                new ByteArraySerializer());
        try {
            KafkaTemplate<String, byte[]> rawTemplate = new KafkaTemplate<>(raw);
            byte[] orders = new JacksonJsonSerializer<>().serialize(BATCHES, List.of(order(1), order(2)));
            rawTemplate.send(BATCHES, 0, "list", orders).get(10, TimeUnit.SECONDS);
            rawTemplate.send(BATCHES, 0, "tombstone", null).get(10, TimeUnit.SECONDS);
            rawTemplate.send(BATCHES, 0, "bad", "[{\"id\":".getBytes()).get(10, TimeUnit.SECONDS);
            rawTemplate.send(BATCHES, 0, "list", orders).get(10, TimeUnit.SECONDS);
        } finally {
            raw.destroy();
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> listeners.batches.size() == 3);
        assertThat(listeners.batches).containsExactly(List.of(order(1), order(2)), List.of(),
                List.of(order(1), order(2)));
        assertThat(failures.seen()).singleElement().asString().contains("ConversionException");
    }

    @Test
    void aFailingListenerGetsTheRecordAgainAfterTheBackOffDeserializedAgain() throws Exception {
        template.send(RETRIES, 0, "flaky", order(77)).get(10, TimeUnit.SECONDS);
        await().atMost(Duration.ofSeconds(30)).until(() -> listeners.retried.size() == 3);
        assertThat(listeners.retried).as("two failures, then success, each a fresh read of the record")
                .containsExactly(order(77), order(77), order(77));
        assertThat(listeners.retryGaps).allSatisfy(gap -> assertThat(gap).isGreaterThanOrEqualTo(180_000_000L));
    }

    private Map<String, Object> producerConfig() {
        return KafkaTestUtils.producerProps(broker);
    }

    /** The listeners: what they received, and on which threads. */
    static final class Listeners {

        final Queue<ConsumerRecord<String, Order>> orders = new ConcurrentLinkedQueue<>();
        final Set<String> orderThreads = ConcurrentHashMap.newKeySet();
        final Queue<ConsumerRecord<String, byte[]>> deadLetters = new ConcurrentLinkedQueue<>();
        final Queue<ConsumerRecord<String, Envelope>> envelopes = new ConcurrentLinkedQueue<>();
        final Queue<List<Order>> batches = new ConcurrentLinkedQueue<>();
        final Queue<Order> retried = new ConcurrentLinkedQueue<>();
        final Queue<Long> retryGaps = new ConcurrentLinkedQueue<>();
        private long lastTry;

        @KafkaListener(id = "orders", topics = ORDERS, groupId = "orders")
        void order(ConsumerRecord<String, Order> record) {
            orderThreads.add(Thread.currentThread().getName());
            orders.add(record);
        }

        @KafkaListener(topics = ORDERS + "-dlt", groupId = "dead-letters", properties = {
                "value.deserializer=org.apache.kafka.common.serialization.ByteArrayDeserializer"})
        void deadLetter(ConsumerRecord<String, byte[]> record) {
            deadLetters.add(record);
        }

        @KafkaListener(topics = ENVELOPES, groupId = "envelopes", concurrency = "1")
        void envelope(ConsumerRecord<String, Envelope> record) {
            envelopes.add(record);
        }

        /** Fails the first two deliveries: the container's error handler backs off and seeks back. */
        @KafkaListener(topics = RETRIES, groupId = "retries", concurrency = "1", containerFactory = "retrying")
        void retry(ConsumerRecord<String, Order> record) {
            long now = System.nanoTime();
            if (lastTry != 0) {
                retryGaps.add(now - lastTry);
            }
            lastTry = now;
            retried.add(record.value());
            if (retried.size() < 3) {
                throw new IllegalStateException("not yet");
            }
        }

        /** A generic payload, bound by the simd-json record converter; a tombstone arrives as an empty list. */
        @KafkaListener(topics = BATCHES, groupId = "batches", concurrency = "1", containerFactory = "converting",
                properties = "value.deserializer=org.apache.kafka.common.serialization.ByteArrayDeserializer")
        void batch(@org.springframework.messaging.handler.annotation.Payload(required = false) List<Order> orders) {
            batches.add(orders == null ? List.of() : orders);
        }
    }

    /** What the error handler of the converting listener saw. */
    record ConversionFailures(Queue<String> seen) {
    }

    @SpringBootApplication(proxyBeanMethods = false)
    static class App {

        @Bean
        ConversionFailures conversionFailures() {
            return new ConversionFailures(new ConcurrentLinkedQueue<>());
        }

        @Bean
        Listeners listeners() {
            return new Listeners();
        }

        /** Failed records go straight to "<topic>-dlt", raw bytes and all (no retries: a poison pill stays one). */
        @Bean
        DefaultErrorHandler errorHandler(EmbeddedKafkaBroker broker) {
            var bytes = new DefaultKafkaProducerFactory<String, byte[]>(KafkaTestUtils.producerProps(broker),
                    new StringSerializer(), new ByteArraySerializer());
            @SuppressWarnings({"unchecked", "rawtypes"})
            KafkaTemplate<Object, Object> deadLetters = (KafkaTemplate) new KafkaTemplate<>(bytes);
            DeadLetterPublishingRecoverer recoverer = new DeadLetterPublishingRecoverer(deadLetters,
                    (record, failure) -> new org.apache.kafka.common.TopicPartition(record.topic() + "-dlt",
                            record.partition()));
            return new DefaultErrorHandler(recoverer, new FixedBackOff(0L, 0L));
        }

        /** Retries a failed record twice, 200 ms apart, before giving up on it. */
        @Bean
        ConcurrentKafkaListenerContainerFactory<Object, Object> retrying(ConsumerFactory<Object, Object> consumers) {
            var factory = new ConcurrentKafkaListenerContainerFactory<Object, Object>();
            factory.setConsumerFactory(consumers);
            factory.setCommonErrorHandler(new DefaultErrorHandler(new FixedBackOff(200L, 2L)));
            return factory;
        }

        /** Listeners of this factory get their payloads from the simd-json record converter. */
        @Bean
        ConcurrentKafkaListenerContainerFactory<Object, Object> converting(ConsumerFactory<Object, Object> consumers,
                SimdJsonKafkaSettings settings, ConversionFailures failures) {
            var factory = new ConcurrentKafkaListenerContainerFactory<Object, Object>();
            factory.setConsumerFactory(consumers);
            SimdJsonKafkaMessageConverter converter = new SimdJsonKafkaMessageConverter();
            converter.setSettings(settings);
            factory.setRecordMessageConverter(converter);
            factory.setCommonErrorHandler(new DefaultErrorHandler((record, failure) -> failures.seen()
                    .add(String.valueOf(failure.getCause())), new FixedBackOff(0L, 0L)));
            return factory;
        }
    }
}
