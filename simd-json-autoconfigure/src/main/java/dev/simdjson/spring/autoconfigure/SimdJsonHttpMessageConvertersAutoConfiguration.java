package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.BodyTypePriming;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.JsonBodyException;
import dev.simdjson.spring.http.SimdJsonHttpConverterPlacement;
import dev.simdjson.spring.http.SimdJsonHttpMessageConverter;
import dev.simdjson.spring.http.SimdJsonProblemHandler;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import java.util.List;

/**
 * Puts a {@link SimdJsonHttpMessageConverter} directly ahead of Jackson's JSON converter: for Spring MVC through a
 * {@link ServerHttpMessageConvertersCustomizer}, for RestClient and RestTemplate built from Boot's builders through a
 * {@link ClientHttpMessageConvertersCustomizer}. The converters are deliberately not beans: Boot adds every
 * converter bean at the head of the list, ahead of the byte-array, string and resource converters.
 *
 * <p>A body simd-json cannot read fails as with Jackson (an {@code HttpMessageNotReadableException}), so the
 * application's error handling answers as without simd-json. With {@code simdjson.http.detailed-errors=true} the
 * server's converter lets its {@link JsonBodyException}s through and a {@link SimdJsonProblemHandler} renders them
 * as detailed problems (400 with line, column and JSON path; 413 with the limit).
 *
 * <p>Off with {@code simdjson.http.enabled=false}. The converters back off when the application defines its own
 * {@link SimdJsonHttpMessageConverter} bean, which Boot then registers like any converter bean (the problem handler
 * stays: that converter throws the same exceptions).
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnBooleanProperty(name = "simdjson.http.enabled", matchIfMissing = true)
@ConditionalOnClass({ AbstractSmartHttpMessageConverter.class, ServerHttpMessageConvertersCustomizer.class })
@ConditionalOnBean({ JsonBodies.class, SimdJsonProperties.class })
public final class SimdJsonHttpMessageConvertersAutoConfiguration {

    /** The media types the converters take, from {@code simdjson.http.media-types}. */
    static List<MediaType> mediaTypes(SimdJsonProperties properties) {
        return MediaType.parseMediaTypes(properties.getHttp().getMediaTypes());
    }

    /** Spring MVC: request and response bodies of controllers. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnMissingBean(SimdJsonHttpMessageConverter.class)
    static final class ServerConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonServerHttpMessageConvertersCustomizer")
        ServerHttpMessageConvertersCustomizer simdJsonServerHttpMessageConvertersCustomizer(JsonBodies bodies,
                SimdJsonProperties properties) {
            SimdJsonHttpMessageConverter converter = new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_SERVER,
                    mediaTypes(properties), null, properties.getHttp().isDetailedErrors());
            return builder -> builder.configureMessageConvertersList(
                    converters -> SimdJsonHttpConverterPlacement.insertAheadOfJson(converters, converter));
        }
    }

    /** RestClient and RestTemplate built from Boot's builders: response bodies read, request bodies written. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(ClientHttpMessageConvertersCustomizer.class)
    @ConditionalOnMissingBean(SimdJsonHttpMessageConverter.class)
    static final class ClientConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonClientHttpMessageConvertersCustomizer")
        ClientHttpMessageConvertersCustomizer simdJsonClientHttpMessageConvertersCustomizer(JsonBodies bodies,
                SimdJsonProperties properties) {
            SimdJsonHttpMessageConverter converter =
                    new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_CLIENT, mediaTypes(properties));
            return builder -> builder.configureMessageConvertersList(
                    converters -> SimdJsonHttpConverterPlacement.insertAheadOfJson(converters, converter));
        }
    }

    /** Spring MVC: binders and encoders for the controllers' body types built at startup, part of the warm-up. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(name = "org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping")
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

    /** Spring MVC, opted in: request bodies simd-json could not take, as detailed problems. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(name = "org.springframework.web.servlet.DispatcherServlet")
    @ConditionalOnBooleanProperty(name = "simdjson.http.detailed-errors")
    static final class ProblemHandlerConfiguration {

        @Bean
        @ConditionalOnMissingBean
        SimdJsonProblemHandler simdJsonProblemHandler() {
            return new SimdJsonProblemHandler();
        }
    }
}
