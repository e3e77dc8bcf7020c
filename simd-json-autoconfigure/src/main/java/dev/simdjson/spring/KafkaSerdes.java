package dev.simdjson.spring;

import java.util.List;

/**
 * The Kafka client factories whose Jackson serdes the starter switched to simd-json's, as {@code /actuator/simdjson}
 * lists them. Kept free of Spring Kafka's types so that the endpoint does not depend on it.
 */
@FunctionalInterface
public interface KafkaSerdes {

    /** Nothing switched. */
    KafkaSerdes NONE = List::of;

    /** Each setting switched, in the order the factories were configured. */
    List<Switched> switched();

    /**
     * @param factory the factory, e.g. {@code consumer factory (DefaultKafkaConsumerFactory)}
     * @param setting the client setting, e.g. {@code value.deserializer}
     * @param from    the class configured, e.g. Spring Kafka's {@code JacksonJsonDeserializer}
     * @param to      the class the clients now get
     */
    record Switched(String factory, String setting, String from, String to) {
    }
}
