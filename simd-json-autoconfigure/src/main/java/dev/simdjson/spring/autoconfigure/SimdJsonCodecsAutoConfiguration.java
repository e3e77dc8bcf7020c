package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.http.BodyTypePriming;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.SimdJsonDecoder;
import dev.simdjson.spring.http.SimdJsonEncoder;
import dev.simdjson.spring.http.SimdJsonProblemHandler;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.MimeType;
import org.springframework.util.MimeTypeUtils;
import org.springframework.web.reactive.result.method.annotation.RequestMappingHandlerMapping;

import java.util.List;

/**
 * Registers simd-json's WebFlux {@link SimdJsonDecoder} and {@link SimdJsonEncoder} through Boot's
 * {@link CodecCustomizer}, so reactive controllers and WebClients built from Boot's {@code WebClient.Builder} read
 * and write JSON with simd-json.
 *
 * <p>They are registered as custom codecs: Spring places a custom codec that takes {@code Object} after the
 * default codecs for specific types ({@code byte[]}, {@code ByteBuffer}, {@code DataBuffer}, {@code Resource},
 * {@code String} as text) and ahead of the default object codecs, Jackson's among them. So simd-json comes directly
 * before Jackson, and Jackson keeps every type and media type simd-json refuses. The decoder gets the default codec
 * configuration's in-memory limit: a body is held to the smaller of {@code spring.http.codecs.max-in-memory-size}
 * (256 KB unless set, as for Jackson's decoder) and {@code simdjson.limits.max-document-size}.
 *
 * <p>A body the decoder cannot read fails as with Jackson's decoder (a {@code DecodingException}, or a
 * {@code DataBufferLimitException} past the limit), so the application's error handling answers as without
 * simd-json. With {@code simdjson.http.detailed-errors=true}, in a reactive web application, the decoder fails
 * server requests with {@link dev.simdjson.spring.http.JsonBodyException}s instead and a
 * {@link SimdJsonProblemHandler} renders them as detailed problems (400 with line, column and JSON path; 413).
 *
 * <p>Off with {@code simdjson.http.enabled=false}. The codecs back off when the application defines its own
 * {@link SimdJsonDecoder} or {@link SimdJsonEncoder} bean, which the customizer then registers instead.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(name = {"org.springframework.boot.http.codec.CodecCustomizer",
        "org.springframework.http.codec.CodecConfigurer", "org.springframework.web.reactive.DispatcherHandler"})
public final class SimdJsonCodecsAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "simdjson.http.enabled", matchIfMissing = true)
    @ConditionalOnBean(JsonBodies.class)
    static final class CodecsConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonDecoder simdJsonDecoder(JsonBodies bodies, SimdJsonProperties properties) {
            return new SimdJsonDecoder(bodies, mimeTypes(properties), properties.getHttp().isDetailedErrors());
        }

        @Bean
        @ConditionalOnMissingBean
        SimdJsonEncoder simdJsonEncoder(JsonBodies bodies, SimdJsonProperties properties) {
            return new SimdJsonEncoder(bodies, mimeTypes(properties));
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonCodecCustomizer")
        CodecCustomizer simdJsonCodecCustomizer(SimdJsonDecoder decoder, SimdJsonEncoder encoder) {
            return configurer -> {
                // With the default config: the codecs' in-memory limit applies to simd-json's bodies too.
                configurer.customCodecs().registerWithDefaultConfig(decoder, config -> {
                    Integer max = config.maxInMemorySize();
                    if (max != null) {
                        decoder.setMaxInMemorySize(max);
                    }
                });
                decoder.followedBy(configurer); // Jackson's decoder streams a Flux body past the limit
                encoder.registerIn(configurer); // falls back to the configurer's Jackson encoder per value
            };
        }

        /** Binders and encoders for the controllers' body types built at startup, part of the warm-up. */
        @Configuration(proxyBeanMethods = false)
        @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
        @ConditionalOnBooleanProperty(name = "simdjson.warm-up.enabled", matchIfMissing = true)
        static final class BodyTypePrimingConfiguration {

            @Bean
            @ConditionalOnMissingBean
            BodyTypePriming simdJsonBodyTypePriming(JsonBodies bodies,
                    ObjectProvider<RequestMappingHandlerMapping> mappings) {
                return new BodyTypePriming(bodies, () -> mappings.orderedStream()
                        .flatMap(mapping -> mapping.getHandlerMethods().values().stream()).toList());
            }
        }

        /** Opted in: request bodies simd-json could not take, as detailed problems. */
        @Configuration(proxyBeanMethods = false)
        @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
        @ConditionalOnBooleanProperty(name = "simdjson.http.detailed-errors")
        static final class ProblemHandlerConfiguration {

            @Bean
            @ConditionalOnMissingBean
            SimdJsonProblemHandler simdJsonProblemHandler() {
                return new SimdJsonProblemHandler();
            }
        }

        private static List<MimeType> mimeTypes(SimdJsonProperties properties) {
            return properties.getHttp().getMediaTypes().stream().map(MimeTypeUtils::parseMimeType).toList();
        }
    }
}
