package dev.simdjson.spring.jackson.app;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.simdjson.spring.jackson.app.ParityModel.Money;
import dev.simdjson.spring.jackson.app.ParityModel.Sku;
import org.springframework.boot.jackson.JacksonComponent;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

import java.math.BigDecimal;

/**
 * The ways an application changes Jackson other than {@code spring.jackson.*} properties, one per parity
 * configuration: a {@link JacksonModule} bean, a {@link JacksonComponent}, a {@link JsonMapperBuilderCustomizer}
 * bean, and a {@link JsonMapper} bean of its own. Each affects a type nested inside the response and request bodies
 * (not the body type itself), which is where a converter ahead of Jackson's is easiest to get wrong.
 */
public final class JacksonExtensions {

    private JacksonExtensions() {
    }

    /** A module bean: {@link Money} as the string {@code "12.50 EUR"} both ways. */
    @Configuration(proxyBeanMethods = false)
    public static class MoneyModule {

        @Bean
        JacksonModule moneyModule() {
            return new SimpleModule("money")
                    .addSerializer(Money.class, new StdSerializer<>(Money.class) {
                        @Override
                        public void serialize(Money value, JsonGenerator gen, SerializationContext ctxt) {
                            gen.writeString(value.amount().toPlainString() + " " + value.currency());
                        }
                    })
                    .addDeserializer(Money.class, new StdDeserializer<>(Money.class) {
                        @Override
                        public Money deserialize(JsonParser p, DeserializationContext ctxt) {
                            if (!p.hasToken(JsonToken.VALUE_STRING)) {
                                return (Money) ctxt.handleUnexpectedToken(Money.class, p);
                            }
                            String[] parts = p.getString().trim().split(" ");
                            if (parts.length != 2) {
                                return ctxt.reportInputMismatch(Money.class, "expected '<amount> <currency>'");
                            }
                            return new Money(new BigDecimal(parts[0]), parts[1]);
                        }
                    });
        }
    }

    /** Boot 4's {@code @JacksonComponent} (was {@code @JsonComponent}): {@link Sku} as its code string both ways. */
    @JacksonComponent
    public static class SkuJson {

        public static class Serializer extends StdSerializer<Sku> {

            public Serializer() {
                super(Sku.class);
            }

            @Override
            public void serialize(Sku value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeString(value.code());
            }
        }

        public static class Deserializer extends StdDeserializer<Sku> {

            public Deserializer() {
                super(Sku.class);
            }

            @Override
            public Sku deserialize(JsonParser p, DeserializationContext ctxt) {
                if (!p.hasToken(JsonToken.VALUE_STRING)) {
                    return (Sku) ctxt.handleUnexpectedToken(Sku.class, p);
                }
                return new Sku(p.getString());
            }
        }
    }

    /** A builder customizer bean: snake_case names, as a property of Boot's would also do. */
    @Configuration(proxyBeanMethods = false)
    public static class SnakeCaseCustomizer {

        @Bean
        JsonMapperBuilderCustomizer snakeCase() {
            return builder -> builder.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        }
    }

    /** The application's own mapper, which replaces Boot's: non-null inclusion, unknown properties rejected. */
    @Configuration(proxyBeanMethods = false)
    public static class OwnJsonMapper {

        @Bean
        JsonMapper jsonMapper() {
            return JsonMapper.builder()
                    .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
                    .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .build();
        }
    }
}
