package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.integration.UnixDomainPeerHeaders;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import dev.simdjson.spring.jsonrpc.DefaultJsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcBeanMethods;
import dev.simdjson.spring.jsonrpc.JsonRpcDispatcher;
import dev.simdjson.spring.jsonrpc.JsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcLatencies;
import dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry;
import dev.simdjson.spring.jsonrpc.JsonRpcMvcEndpoint;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import dev.simdjson.spring.jsonrpc.JsonRpcWebFluxEndpoint;
import dev.simdjson.spring.jsonrpc.OpenRpcDiscovery;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcServerObservationConvention;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.info.BuildProperties;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;


/**
 * JSON-RPC 2.0 on the application's {@code @JsonRpcMethod} bean methods ({@code simdjson.jsonrpc.*}): the registry
 * (filled from the beans at startup), the error mapping, the OpenRPC document of {@code rpc.discover}
 * ({@code discovery.enabled=false} turns it off) and the dispatcher, each backing off to the application's bean; then
 * the transports, each only moving bytes to the dispatcher:
 * <ul>
 *   <li>HTTP on Spring MVC or WebFlux at {@code path} (a router function, served only when methods exist);</li>
 *   <li>{@code tcp.enabled=true}: Spring Integration's TCP factory on loopback unless {@code host} says otherwise;</li>
 *   <li>{@code uds.enabled=true}: a Unix domain socket file ({@code rw-------} unless {@code permissions} say
 *       otherwise);</li>
 * </ul>
 * both sockets framing one request per frame ({@code ndjson} by default), with a receiving adapter and a sending
 * handler on the same factory so that asynchronous answers need not wait for the ones before them: the adapter sends
 * each request to {@code simdJsonRpcTcpRequestChannel} (or {@code ...Uds...}), the dispatcher's endpoint answers to
 * {@code simdJsonRpcTcpReplyChannel}, which the sending handler writes from; all are beans
 * ({@code JsonRpcSocketBeans}), so the integration graph shows them.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class,
        afterName = "org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration")
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.enabled", matchIfMissing = true)
@EnableConfigurationProperties(SimdJsonRpcProperties.class)
public final class SimdJsonRpcAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    JsonRpcMethodRegistry simdJsonRpcMethodRegistry() {
        return new JsonRpcMethodRegistry();
    }

    @Bean
    static JsonRpcBeanMethods simdJsonRpcBeanMethods(ConfigurableListableBeanFactory beans,
            ObjectProvider<JsonRpcMethodRegistry> registry) {
        return new JsonRpcBeanMethods(beans, registry::getObject);
    }

    @Bean
    @ConditionalOnMissingBean
    JsonRpcErrorHandler simdJsonRpcErrorHandler(SimdJsonRpcProperties properties) {
        return new DefaultJsonRpcErrorHandler(properties.getAccessDeniedCode());
    }

    /** The OpenRPC document of {@code rpc.discover} and {@code GET <path>/openrpc.json}. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.discovery.enabled", matchIfMissing = true)
    OpenRpcDiscovery simdJsonRpcDiscovery(JsonRpcMethodRegistry registry, SimdJsonMapper mapper,
            SimdJsonRpcProperties properties, Environment environment, ObjectProvider<BuildProperties> build) {
        SimdJsonRpcProperties.Discovery discovery = properties.getDiscovery();
        String title = discovery.getTitle() != null ? discovery.getTitle()
                : environment.getProperty("spring.application.name", "JSON-RPC API");
        String version = discovery.getVersion();
        if (version == null) {
            BuildProperties info = build.getIfAvailable();
            version = info != null && info.getVersion() != null ? info.getVersion() : "unspecified";
        }
        return new OpenRpcDiscovery(registry, mapper, title, version);
    }

    @Bean
    @ConditionalOnMissingBean
    JsonRpcDispatcher simdJsonRpcDispatcher(JsonRpcMethodRegistry registry, SimdJsonMapper mapper,
            SimdJsonRpcProperties properties, JsonRpcErrorHandler errorHandler,
            ObjectProvider<JsonRpcObserver> observer, ObjectProvider<OpenRpcDiscovery> discovery,
            ObjectProvider<ObservationRegistry> observations,
            ObjectProvider<JsonRpcServerObservationConvention> convention) {
        JsonRpcDispatcher dispatcher = new JsonRpcDispatcher(registry, mapper, properties.limits(), errorHandler,
                observer.getIfAvailable(() -> JsonRpcObserver.NONE), discovery.getIfAvailable(),
                observations.getIfAvailable(() -> ObservationRegistry.NOOP), convention.getIfAvailable());
        dispatcher.setLogBodies(properties.isLogBodies());
        return dispatcher;
    }

    /** The methods as {@code /actuator/simdjson} lists them. */
    @Bean
    @ConditionalOnMissingBean
    JsonRpcMethods simdJsonRpcMethods(JsonRpcMethodRegistry registry, ObjectProvider<JsonRpcLatencies> latencies) {
        return () -> registry.describe(latencies.getIfAvailable(() -> JsonRpcLatencies.NONE));
    }

    /** {@code POST path} on Spring MVC. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(org.springframework.web.servlet.function.RouterFunction.class)
    @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.http.enabled", matchIfMissing = true)
    static final class MvcConfiguration {

        @Bean
        org.springframework.web.servlet.function.RouterFunction<org.springframework.web.servlet.function.ServerResponse>
                simdJsonRpcRouter(JsonRpcDispatcher dispatcher, JsonRpcMethodRegistry registry,
                SimdJsonRpcProperties properties, ObjectProvider<OpenRpcDiscovery> discovery) {
            return new JsonRpcMvcEndpoint(dispatcher).router(properties.getPath(), registry,
                    discovery.getIfAvailable());
        }
    }

    /** {@code POST path} on WebFlux. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
    @ConditionalOnClass(org.springframework.web.reactive.function.server.RouterFunction.class)
    @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.http.enabled", matchIfMissing = true)
    static final class WebFluxConfiguration {

        @Bean
        org.springframework.web.reactive.function.server.RouterFunction<
                org.springframework.web.reactive.function.server.ServerResponse> simdJsonRpcReactiveRouter(
                JsonRpcDispatcher dispatcher, JsonRpcMethodRegistry registry, SimdJsonRpcProperties properties,
                ObjectProvider<OpenRpcDiscovery> discovery) {
            return new JsonRpcWebFluxEndpoint(dispatcher).router(properties.getPath(), registry,
                    discovery.getIfAvailable());
        }
    }

    /** {@code simdjson.jsonrpc.tcp.*}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(TcpReceivingChannelAdapter.class)
    @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.tcp.enabled")
    @Import(JsonRpcSocketBeans.Tcp.class)
    static final class TcpConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonRpcTcpConnectionFactory")
        TcpNetServerConnectionFactory simdJsonRpcTcpConnectionFactory(SimdJsonRpcProperties properties,
                Environment environment, ObjectProvider<SslBundles> sslBundles) {
            SimdJsonRpcProperties.Tcp tcp = properties.getTcp();
            return SocketFactories.framed(SocketFactories.tcp("simdjson.jsonrpc.tcp", tcp, environment, sslBundles),
                    tcp.getFraming(), properties.limits().maxRequestSize(), tcp, "simdjson-rpc-tcp-");
        }
    }

    /** {@code simdjson.jsonrpc.uds.*}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(TcpReceivingChannelAdapter.class)
    @ConditionalOnBooleanProperty(name = "simdjson.jsonrpc.uds.enabled")
    @Import(JsonRpcSocketBeans.Uds.class)
    static final class UdsConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonRpcUdsConnectionFactory")
        UnixDomainServerConnectionFactory simdJsonRpcUdsConnectionFactory(SimdJsonRpcProperties properties,
                Environment environment) {
            SimdJsonRpcProperties.Uds uds = properties.getUds();
            UnixDomainServerConnectionFactory factory = SocketFactories.framed(
                    SocketFactories.uds("simdjson.jsonrpc.uds", uds, environment), uds.getFraming(),
                    properties.limits().maxRequestSize(), uds, "simdjson-rpc-uds-");
            try {
                factory.setAllowedPeers(uds.getAllowedUsers(), uds.getAllowedGroups());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("simdjson.jsonrpc.uds.allowed-users / allowed-groups: "
                        + e.getMessage(), e);
            }
            factory.setMapper(new UnixDomainPeerHeaders()); // the peer's credentials go with each call
            return factory;
        }
    }
}
