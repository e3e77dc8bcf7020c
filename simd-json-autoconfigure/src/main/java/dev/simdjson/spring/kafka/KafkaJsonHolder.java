package dev.simdjson.spring.kafka;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;
import java.util.Objects;

/**
 * The {@link KafkaJson} of one serializer, deserializer or converter, made on first use, so that every setter and
 * {@code configure} call has come first; a later change of settings makes it anew. Thread-safe.
 */
final class KafkaJsonHolder {

    private final Object lock = new Object();
    private SimdJsonKafkaSettings settings = SimdJsonKafkaSettings.DEFAULTS;
    private volatile @Nullable KafkaJson json;

    void settings(SimdJsonKafkaSettings settings) {
        synchronized (lock) {
            this.settings = Objects.requireNonNull(settings, "settings");
            this.json = null;
        }
    }

    /** Takes the settings a Kafka client configuration carries ({@link SimdJsonKafkaSettings#CONFIG}), if any. */
    void configure(Map<String, ?> configs) {
        synchronized (lock) {
            settings(SimdJsonKafkaSettings.from(configs, settings));
        }
    }

    SimdJsonKafkaSettings settings() {
        synchronized (lock) {
            return settings;
        }
    }

    KafkaJson get(JsonMapper jackson) {
        KafkaJson j = json;
        if (j == null) {
            synchronized (lock) {
                j = json;
                if (j == null) {
                    json = j = new KafkaJson(jackson, settings);
                }
            }
        }
        return j;
    }
}
