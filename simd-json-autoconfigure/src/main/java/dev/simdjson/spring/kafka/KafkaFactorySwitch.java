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
        Map<String, Object> configs = factory.getConfigurationProperties();
        Map<String, Object> updates = new LinkedHashMap<>();
        String name = "consumer factory (" + factory.getClass().getSimpleName() + ")";
        swap(name, configs, ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, JacksonJsonDeserializer.class,
                SimdJsonKafkaDeserializer.class, updates);
        swap(name, configs, ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JacksonJsonDeserializer.class,
                SimdJsonKafkaDeserializer.class, updates);
        swap(name, configs, ErrorHandlingDeserializer.KEY_DESERIALIZER_CLASS, JacksonJsonDeserializer.class,
                SimdJsonKafkaDeserializer.class, updates);
        swap(name, configs, ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS, JacksonJsonDeserializer.class,
                SimdJsonKafkaDeserializer.class, updates);
        if (!updates.isEmpty() || usesSimdJson(configs)) {
            updates.put(SimdJsonKafkaSettings.CONFIG, settings);
            factory.updateConfigs(updates);
        }
    }

    /** Switches what {@code factory} serializes with Jackson. */
    public void producerFactory(DefaultKafkaProducerFactory<?, ?> factory) {
        Map<String, Object> configs = factory.getConfigurationProperties();
        Map<String, Object> updates = new LinkedHashMap<>();
        String name = "producer factory (" + factory.getClass().getSimpleName() + ")";
        swap(name, configs, ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, JacksonJsonSerializer.class,
                SimdJsonKafkaSerializer.class, updates);
        swap(name, configs, ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, JacksonJsonSerializer.class,
                SimdJsonKafkaSerializer.class, updates);
        if (!updates.isEmpty() || usesSimdJson(configs)) {
            updates.put(SimdJsonKafkaSettings.CONFIG, settings);
            factory.updateConfigs(updates);
        }
    }

    @Override
    public List<Switched> switched() {
        return List.copyOf(switched);
    }

    private void swap(String factory, Map<String, Object> configs, String key, Class<?> jackson, Class<?> simdJson,
            Map<String, Object> updates) {
        Object value = configs.get(key);
        if (value != null && names(value, jackson)) {
            updates.put(key, simdJson);
            switched.add(new Switched(factory, key, jackson.getName(), simdJson.getName()));
            logger.info("simd-json: " + factory + " " + key + " switched from " + jackson.getSimpleName() + " to "
                    + simdJson.getSimpleName() + " (simdjson.kafka.enabled=false keeps Jackson's)");
        }
    }

    /** Whether the application named a simd-json serde itself (it gets the settings too). */
    private static boolean usesSimdJson(Map<String, Object> configs) {
        return configs.values().stream().anyMatch(v -> names(v, SimdJsonKafkaDeserializer.class)
                || names(v, SimdJsonKafkaSerializer.class));
    }

    private static boolean names(Object value, Class<?> type) {
        return value instanceof Class<?> c ? c == type : type.getName().equals(value.toString().trim());
    }
}
