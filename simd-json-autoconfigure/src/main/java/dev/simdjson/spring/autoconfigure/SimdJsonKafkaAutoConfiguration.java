package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.kafka.KafkaFactorySwitch;
import dev.simdjson.spring.kafka.SimdJsonKafkaSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.kafka.autoconfigure.DefaultKafkaConsumerFactoryCustomizer;
import org.springframework.boot.kafka.autoconfigure.DefaultKafkaProducerFactoryCustomizer;
import org.springframework.context.annotation.Bean;

/**
 * simd-json for Kafka: where the application configured Spring Kafka's Jackson serdes by class name on Boot's
 * Kafka factories ({@code spring.kafka.consumer.value-deserializer: ...JacksonJsonDeserializer} and the like, or
 * as the delegate of an {@code ErrorHandlingDeserializer}), the factories get simd-json's serdes instead, with the
 * same {@code spring.json.*} settings, the starter's limits and the {@code simdjson.parse} metrics
 * ({@code transport=kafka}). {@code simdjson.kafka.enabled=false} keeps Jackson's.
 */
@AutoConfiguration(after = {SimdJsonAutoConfiguration.class, SimdJsonMetricsAutoConfiguration.class},
        beforeName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnBooleanProperty(name = "simdjson.kafka.enabled", matchIfMissing = true)
@ConditionalOnClass(name = {"org.springframework.kafka.support.serializer.JacksonJsonDeserializer",
        "org.springframework.boot.kafka.autoconfigure.DefaultKafkaConsumerFactoryCustomizer"})
public final class SimdJsonKafkaAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    SimdJsonKafkaSettings simdJsonKafkaSettings(SimdJsonMapper mapper, ObjectProvider<ParseMetrics> metrics,
            JacksonHandoffs handoffs) {
        return new SimdJsonKafkaSettings(mapper.config().limits(), metrics.getIfAvailable(() -> ParseMetrics.NONE),
                handoffs);
    }

    @Bean
    @ConditionalOnMissingBean
    KafkaFactorySwitch simdJsonKafkaFactorySwitch(SimdJsonKafkaSettings settings) {
        return new KafkaFactorySwitch(settings);
    }

    @Bean
    DefaultKafkaConsumerFactoryCustomizer simdJsonKafkaConsumerFactoryCustomizer(KafkaFactorySwitch factorySwitch) {
        return factorySwitch::consumerFactory;
    }

    @Bean
    DefaultKafkaProducerFactoryCustomizer simdJsonKafkaProducerFactoryCustomizer(KafkaFactorySwitch factorySwitch) {
        return factorySwitch::producerFactory;
    }
}
