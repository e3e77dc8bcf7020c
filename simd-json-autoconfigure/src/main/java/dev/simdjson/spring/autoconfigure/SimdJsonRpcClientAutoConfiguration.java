package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRestClientCustomizer;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientObservationConvention;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.integration.ip.tcp.connection.TcpNetClientConnectionFactory;
import org.springframework.web.client.RestClient;

/**
 * JSON-RPC clients ({@code simdjson.jsonrpc.clients.<name>.*}): {@link JsonRpcTemplates}, building each named
 * client's template on first use from its {@code url}, with the transports the class path allows (HTTP with Spring's
 * {@code RestClient}, TCP and Unix domain sockets with Spring Integration); and the beans of the interfaces the
 * {@code interfaces} properties list ({@code @ImportJsonRpcClients} registers the others).
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class,
        afterName = {"org.springframework.boot.restclient.autoconfigure.RestClientAutoConfiguration",
                "org.springframework.boot.http.client.autoconfigure.HttpClientAutoConfiguration",
                "org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration"})
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@EnableConfigurationProperties(SimdJsonRpcProperties.class)
@Import(JsonRpcClientInterfaces.class)
public final class SimdJsonRpcClientAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    JsonRpcTemplates simdJsonRpcTemplates(SimdJsonRpcProperties properties, SimdJsonMapper mapper,
            ObjectProvider<JsonRpcTransportFactory> transports, ObjectProvider<ObservationRegistry> observations,
            ObjectProvider<JsonRpcClientObservationConvention> convention) {
        return new PropertiesJsonRpcTemplates(properties.getClients(), mapper, transports.orderedStream().toList(),
                observations.getIfAvailable(() -> ObservationRegistry.NOOP), convention.getIfAvailable(),
                properties.isLogBodies());
    }

    /** Clients over HTTP, with Spring's {@code RestClient}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(RestClient.class)
    static final class HttpConfiguration {

        @Bean
        JsonRpcHttpTransports simdJsonRpcHttpTransports(ObjectProvider<RestClient.Builder> builders,
                ListableBeanFactory beans, ObjectProvider<SslBundles> sslBundles,
                ObjectProvider<JsonRpcRestClientCustomizer> customizers,
                ObjectProvider<ObservationRegistry> observations) {
            return new JsonRpcHttpTransports(builders, beans, sslBundles, customizers.orderedStream().toList(),
                    observations.getIfAvailable(() -> ObservationRegistry.NOOP));
        }
    }

    /** Clients over TCP and Unix domain sockets, with Spring Integration. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(TcpNetClientConnectionFactory.class)
    static final class SocketConfiguration {

        @Bean
        JsonRpcSocketTransports simdJsonRpcSocketTransports(ObjectProvider<SslBundles> sslBundles,
                ApplicationEventPublisher events) {
            return new JsonRpcSocketTransports(sslBundles, events);
        }
    }
}
