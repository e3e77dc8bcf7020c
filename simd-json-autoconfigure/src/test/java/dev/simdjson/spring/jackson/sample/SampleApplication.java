package dev.simdjson.spring.jackson.sample;

import dev.simdjson.spring.jackson.ParseCounter;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * A small production-like application: a product catalogue with entities, DTO records, pages, problem details and
 * a Jackson module for its {@link Sku} value type; the tests add {@code spring.jackson.default-property-inclusion=
 * non_null}, as many applications set it. A fixed clock makes audit timestamps repeatable.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import({ProductController.class, ApiExceptionHandler.class})
public class SampleApplication {

    static final Instant NOW = Instant.parse("2025-01-02T03:04:05Z");

    @Bean
    Clock clock() {
        return Clock.fixed(NOW, ZoneOffset.UTC);
    }

    @Bean
    ProductStore productStore(Clock clock) {
        return new ProductStore(clock);
    }

    /** {@link Sku} as its plain string, {@code "SKU-0001"}, both ways. */
    @Bean
    JacksonModule skuModule() {
        return new SimpleModule("sku")
                .addSerializer(Sku.class, new StdSerializer<>(Sku.class) {
                    @Override
                    public void serialize(Sku value, JsonGenerator gen, SerializationContext ctxt) {
                        gen.writeString(value.value());
                    }
                })
                .addDeserializer(Sku.class, new StdDeserializer<>(Sku.class) {
                    @Override
                    public Sku deserialize(JsonParser p, DeserializationContext ctxt) {
                        if (!p.hasToken(JsonToken.VALUE_STRING)) {
                            return (Sku) ctxt.handleUnexpectedToken(Sku.class, p);
                        }
                        try {
                            return new Sku(p.getString());
                        } catch (IllegalArgumentException e) {
                            throw ctxt.weirdStringException(p.getString(), Sku.class, e.getMessage());
                        }
                    }
                });
    }

    @Bean
    @Primary
    ParseCounter parseCounter() {
        return new ParseCounter();
    }
}
