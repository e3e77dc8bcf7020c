package dev.simdjson.demo;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.EventListener;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.config.TopicBuilder;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * Envelopes over Kafka, when {@code spring.kafka.bootstrap-servers} is set: {@code POST /api/kafka/envelopes}
 * publishes the envelopes of its body to the topic {@code envelopes}, a listener consumes them, and
 * {@code GET /api/kafka/envelopes} answers what was sent and received. The serdes are Spring Kafka's Jackson ones,
 * named in application.properties; the starter switches them to simd-json's, and this says so at startup.
 */
@RestController
@ConditionalOnProperty("spring.kafka.bootstrap-servers")
class KafkaEnvelopes {

    static final String TOPIC = "envelopes";
    private static final Log logger = LogFactory.getLog(KafkaEnvelopes.class);

    private final KafkaTemplate<Object, Object> template;
    private final String servers;
    private final LongAdder sent = new LongAdder();
    private final LongAdder control = new LongAdder();
    private final LongAdder telemetry = new LongAdder();

    KafkaEnvelopes(KafkaTemplate<Object, Object> template, @Value("${spring.kafka.bootstrap-servers}") String servers) {
        this.template = template;
        this.servers = servers;
    }

    @Bean
    static NewTopic envelopesTopic() {
        return TopicBuilder.name(TOPIC).partitions(3).replicas(1).build();
    }

    /** Publishes each envelope as one record, keyed by its stream, and waits for the broker's acknowledgements. */
    @PostMapping("/api/kafka/envelopes")
    Published publish(@RequestBody List<Envelope> envelopes) throws Exception {
        List<CompletableFuture<?>> sends = new ArrayList<>();
        for (Envelope envelope : envelopes) {
            sends.add(template.send(TOPIC, Long.toString(envelope.streamId()), envelope));
        }
        CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        sent.add(envelopes.size());
        return new Published(envelopes.size());
    }

    /** How many records a request published. */
    record Published(int published) {
    }

    @GetMapping("/api/kafka/envelopes")
    KafkaCounts counts() {
        return new KafkaCounts(sent.sum(), control.sum(), telemetry.sum());
    }

    @KafkaListener(topics = TOPIC)
    void receive(Envelope envelope) {
        switch (envelope) {
            case Envelope.Control c -> control.increment();
            case Envelope.Telemetry t -> telemetry.increment();
        }
    }

    /** Records published, and those received per kind. */
    record KafkaCounts(long sent, long receivedControl, long receivedTelemetry) {
    }

    @EventListener(ApplicationReadyEvent.class)
    void printWhereTheEnvelopesGo(ApplicationReadyEvent event) {
        ConsumerFactory<?, ?> consumers = event.getApplicationContext().getBean(ConsumerFactory.class);
        Object deserializer = consumers.getConfigurationProperties()
                .get("spring.deserializer.value.delegate.class");
        String name = deserializer instanceof Class<?> type ? type.getName() : String.valueOf(deserializer);
        logger.info("Envelopes over Kafka on topic '" + TOPIC + "' at " + servers + ": POST /api/kafka/envelopes "
                + "publishes, a listener consumes (value deserializer " + name + ")");
    }
}
