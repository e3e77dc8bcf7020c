package dev.simdjson.spring.kafka;

import dev.simdjson.JsonLimits;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import org.jspecify.annotations.Nullable;

import java.util.Map;
import java.util.Objects;

/**
 * What the simd-json Kafka serdes take from the application beyond Spring Kafka's own {@code spring.json.*} keys:
 * the limits every read enforces, where parse metrics go and where hand-offs to Jackson are listed. The starter
 * puts one into the Kafka client configuration of the factories it switches (under {@link #CONFIG}); a serde
 * created without it uses the {@link #DEFAULTS}.
 *
 * @param limits   the bounds every read enforces (those of the Jackson mapper's stream constraints apply as well)
 * @param metrics  receives one call per record value read
 * @param handoffs lists the types left to Jackson, for {@code /actuator/simdjson}; may be null
 */
public record SimdJsonKafkaSettings(JsonLimits limits, ParseMetrics metrics, @Nullable JacksonHandoffs handoffs) {

    /** The Kafka client configuration key that carries the settings object. */
    public static final String CONFIG = "simdjson.kafka.settings";

    /** Default limits, no metrics, no hand-off list. */
    public static final SimdJsonKafkaSettings DEFAULTS = new SimdJsonKafkaSettings(JsonLimits.DEFAULTS,
            ParseMetrics.NONE, null);

    public SimdJsonKafkaSettings {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(metrics, "metrics");
    }

    /** The settings in a Kafka client configuration, or {@code fallback} when it has none. */
    static SimdJsonKafkaSettings from(Map<String, ?> configs, SimdJsonKafkaSettings fallback) {
        Object value = configs.get(CONFIG);
        if (value == null) {
            return fallback;
        }
        if (value instanceof SimdJsonKafkaSettings settings) {
            return settings;
        }
        throw new IllegalStateException(CONFIG + " must be a " + SimdJsonKafkaSettings.class.getName()
                + ", not a " + value.getClass().getName());
    }
}
