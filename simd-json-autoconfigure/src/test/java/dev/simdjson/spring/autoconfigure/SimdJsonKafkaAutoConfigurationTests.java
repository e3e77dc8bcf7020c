package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.KafkaSerdes;
import dev.simdjson.spring.kafka.SimdJsonKafkaDeserializer;
import dev.simdjson.spring.kafka.SimdJsonKafkaSerializer;
import dev.simdjson.spring.kafka.SimdJsonKafkaSettings;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.ProducerFactory;
import org.springframework.kafka.support.serializer.ErrorHandlingDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonDeserializer;
import org.springframework.kafka.support.serializer.JacksonJsonSerializer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which of Boot's Kafka factories the starter switches to simd-json's serdes: those configured with Spring Kafka's
 * Jackson ones by class name (directly or as the delegate of an ErrorHandlingDeserializer), with every other
 * setting left as it was; none with {@code simdjson.kafka.enabled=false} or without Spring Kafka.
 */
class SimdJsonKafkaAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonKafkaAutoConfiguration.class, KafkaAutoConfiguration.class));

    @Test
    void switchesJacksonsSerdesNamedInTheProperties() {
        runner.withPropertyValues(
                "spring.kafka.consumer.value-deserializer=" + JacksonJsonDeserializer.class.getName(),
                "spring.kafka.consumer.properties.spring.json.trusted.packages=com.example",
                "spring.kafka.producer.value-serializer=" + JacksonJsonSerializer.class.getName(),
                "spring.kafka.producer.properties.spring.json.add.type.headers=false").run(context -> {
                    var consumer = context.getBean(ConsumerFactory.class).getConfigurationProperties();
                    assertThat(consumer).containsEntry(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG,
                                    SimdJsonKafkaDeserializer.class)
                            .containsEntry(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class)
                            .containsEntry("spring.json.trusted.packages", "com.example")
                            .containsEntry(SimdJsonKafkaSettings.CONFIG, context.getBean(SimdJsonKafkaSettings.class));
                    var producer = context.getBean(ProducerFactory.class).getConfigurationProperties();
                    assertThat(producer).containsEntry(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG,
                            SimdJsonKafkaSerializer.class).containsEntry("spring.json.add.type.headers", "false");
                    assertThat(context.getBean(KafkaSerdes.class).switched())
                            .extracting(KafkaSerdes.Switched::setting, KafkaSerdes.Switched::from)
                            .containsExactlyInAnyOrder(
                                    org.assertj.core.groups.Tuple.tuple("value.deserializer",
                                            JacksonJsonDeserializer.class.getName()),
                                    org.assertj.core.groups.Tuple.tuple("value.serializer",
                                            JacksonJsonSerializer.class.getName()));
                });
    }

    @Test
    void switchesTheDelegateOfAnErrorHandlingDeserializer() {
        runner.withPropertyValues(
                "spring.kafka.consumer.value-deserializer=" + ErrorHandlingDeserializer.class.getName(),
                "spring.kafka.consumer.properties.spring.deserializer.value.delegate.class="
                        + JacksonJsonDeserializer.class.getName()).run(context -> {
                    var consumer = context.getBean(ConsumerFactory.class).getConfigurationProperties();
                    assertThat(consumer).containsEntry(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG,
                                    ErrorHandlingDeserializer.class)
                            .containsEntry(ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS,
                                    SimdJsonKafkaDeserializer.class);
                });
    }

    @Test
    void leavesOtherSerdesAlone() {
        runner.run(context -> {
            var consumer = context.getBean(ConsumerFactory.class).getConfigurationProperties();
            assertThat(consumer).containsEntry(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class)
                    .doesNotContainKey(SimdJsonKafkaSettings.CONFIG);
            assertThat(context.getBean(KafkaSerdes.class).switched()).isEmpty();
        });
    }

    @Test
    void keepsJacksonsWhenTurnedOff() {
        runner.withPropertyValues("simdjson.kafka.enabled=false",
                "spring.kafka.consumer.value-deserializer=" + JacksonJsonDeserializer.class.getName()).run(context -> {
                    assertThat(context).doesNotHaveBean(KafkaSerdes.class);
                    assertThat(context.getBean(ConsumerFactory.class).getConfigurationProperties())
                            .containsEntry(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG,
                                    JacksonJsonDeserializer.class);
                });
    }

    @Test
    void backsOffWithoutSpringKafka() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.kafka", "org.apache.kafka"))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(KafkaSerdes.class));
    }
}
