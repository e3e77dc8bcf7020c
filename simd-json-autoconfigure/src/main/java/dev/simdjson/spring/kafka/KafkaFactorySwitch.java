package dev.simdjson.spring.kafka;

import dev.simdjson.spring.KafkaSerdes;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.support.serializer.ErrorHandlingDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Switches Kafka client factories from Spring Kafka's Jackson serdes to simd-json's, where the application named
 * them as classes ({@code spring.kafka.consumer.value-deserializer} and friends, or the delegate of an
 * {@code ErrorHandlingDeserializer}): the class is replaced, every {@code spring.json.*} setting stays as it is
 * (the simd-json serdes read the same keys), and the factory's clients get the {@link SimdJsonKafkaSettings}.
 * Serdes the application handed to a factory as instances are its own choice and are left alone. Remembers what
 * it switched for {@code /actuator/simdjson} and logs it.
 */
public final class KafkaFactorySwitch implements KafkaSerdes {

    private static final Log logger = LogFactory.getLog(KafkaFactorySwitch.class);

    private final SimdJsonKafkaSettings settings;
    private final List<Switched> switched = new CopyOnWriteArrayList<>();

    public KafkaFactorySwitch(SimdJsonKafkaSettings settings) {
        this.settings = settings;
    }

    /** Switches what {@code factory} deserializes with Jackson. */
    public void consumerFactory(DefaultKafkaConsumerFactory<?, ?> factory) {
        switchFactory("consumer factory (" + factory.getClass().getSimpleName() + ")",
                factory.getConfigurationProperties(), JacksonJsonDeserializer.class, SimdJsonKafkaDeserializer.class,
                List.of(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG,
                        ErrorHandlingDeserializer.KEY_DESERIALIZER_CLASS,
                        ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS),
                factory::updateConfigs);
    }

    /** Switches what {@code factory} serializes with Jackson. */
    public void producerFactory(DefaultKafkaProducerFactory<?, ?> factory) {
        switchFactory("producer factory (" + factory.getClass().getSimpleName() + ")",
                factory.getConfigurationProperties(), JacksonJsonSerializer.class, SimdJsonKafkaSerializer.class,
                List.of(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG),
                factory::updateConfigs);
    }

    /**
     * Replaces {@code jackson} by {@code simdJson} in each of {@code keys} that names it, and gives the settings to
     * a factory that now uses (or already used) a simd-json serde.
     */
    private void switchFactory(String factory, Map<String, Object> configs, Class<?> jackson, Class<?> simdJson,
            List<String> keys, Consumer<Map<String, Object>> update) {
        Map<String, Object> updates = new LinkedHashMap<>();
        for (String key : keys) {
            Object value = configs.get(key);
            if (value != null && names(value, jackson)) {
                updates.put(key, simdJson);
                switched.add(new Switched(factory, key, jackson.getName(), simdJson.getName()));
                logger.info("simd-json: " + factory + " " + key + " switched from " + jackson.getSimpleName()
                        + " to " + simdJson.getSimpleName() + " (simdjson.kafka.enabled=false keeps Jackson's)");
            }
        }
        if (!updates.isEmpty() || configs.values().stream().anyMatch(v -> names(v, simdJson))) {
            updates.put(SimdJsonKafkaSettings.CONFIG, settings);
            update.accept(updates);
        }
    }

    @Override
    public List<Switched> switched() {
        return List.copyOf(switched);
    }

    private static boolean names(Object value, Class<?> type) {
        return value instanceof Class<?> c ? c == type : type.getName().equals(value.toString().trim());
    }
}
