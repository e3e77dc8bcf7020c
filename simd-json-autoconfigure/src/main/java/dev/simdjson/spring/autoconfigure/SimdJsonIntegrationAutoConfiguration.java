package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.integration.JsonFrameInboundGateway;
import dev.simdjson.spring.integration.JsonFrameMessageMapper;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import dev.simdjson.spring.integration.SocketAdapterRegistry;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;


/**
 * Socket inbound adapters on Spring Integration whose frames simd-json binds, one per transport:
 * <ul>
 *   <li>{@code simdjson.integration.tcp.enabled=true}: Spring Integration's own {@link TcpNetServerConnectionFactory}
 *       (loopback unless {@code host} says otherwise), its connections reading through a buffer
 *       ({@link BufferedTcpNetConnectionSupport});</li>
 *   <li>{@code simdjson.integration.uds.enabled=true}: a {@link UnixDomainServerConnectionFactory} on {@code path}
 *       ({@code rw-------} unless {@code permissions} say otherwise).</li>
 * </ul>
 * Each with the framing's serializer, a {@link JsonFrameMessageMapper} that binds every frame to
 * {@code payload-type}, connections on virtual threads, and, by {@code mode}, a
 * {@link JsonFrameReceivingChannelAdapter} (Spring Integration's receiving adapter) that sends the messages to
 * {@code channel} and malformed frames to {@code error-channel}, or a {@link JsonFrameInboundGateway} that sends each
 * request to {@code channel} and writes the reply back as a frame (malformed frames get an error reply). Each bean
 * backs off to the application's of the same name.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class,
        afterName = {"org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration",
                "org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration"})
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(TcpReceivingChannelAdapter.class)
public final class SimdJsonIntegrationAutoConfiguration {

    /** The endpoints below, as {@code /actuator/simdjson} lists them. */
    @Bean
    @ConditionalOnMissingBean
    SocketAdapterRegistry simdJsonSocketAdapters() {
        return new SocketAdapterRegistry();
    }

    /** Boot's shutdown settings for the socket factories built with the Java DSL or by hand, too. */
    @Bean
    static SocketDrainTimeouts simdJsonSocketDrainTimeouts(Environment environment) {
        return new SocketDrainTimeouts(environment);
    }

    /** TCP: {@code simdjson.integration.tcp.*}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "simdjson.integration.tcp.enabled")
    static final class TcpInboundConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpMessageMapper")
        JsonFrameMessageMapper simdJsonTcpMessageMapper(SimdJsonMapper mapper, SimdJsonProperties properties,
                ObjectProvider<ParseMetrics> metrics) {
            return messageMapper(mapper, properties.getIntegration().getTcp(), Transport.TCP, metrics);
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpConnectionFactory")
        TcpNetServerConnectionFactory simdJsonTcpConnectionFactory(SimdJsonProperties properties,
                JsonFrameMessageMapper simdJsonTcpMessageMapper, SocketAdapterRegistry registry,
                Environment environment, ObjectProvider<SslBundles> sslBundles) {
            SimdJsonProperties.Tcp tcp = properties.getIntegration().getTcp();
            TcpNetServerConnectionFactory factory = SocketFactories.tcp("simdjson.integration.tcp", tcp, environment,
                    sslBundles);
            register(registry, "tcp", factory, tcp);
            return configure(factory, tcp, simdJsonTcpMessageMapper, "simdjson-tcp-");
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpInboundAdapter")
        @ConditionalOnProperty(name = "simdjson.integration.tcp.mode", havingValue = "adapter", matchIfMissing = true)
        JsonFrameReceivingChannelAdapter simdJsonTcpInboundAdapter(SimdJsonProperties properties,
                AbstractServerConnectionFactory simdJsonTcpConnectionFactory) {
            return adapter(simdJsonTcpConnectionFactory, properties.getIntegration().getTcp());
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpInboundGateway")
        @ConditionalOnProperty(name = "simdjson.integration.tcp.mode", havingValue = "gateway")
        JsonFrameInboundGateway simdJsonTcpInboundGateway(SimdJsonProperties properties,
                AbstractServerConnectionFactory simdJsonTcpConnectionFactory) {
            return gateway(simdJsonTcpConnectionFactory, properties.getIntegration().getTcp());
        }
    }

    /** Unix domain sockets: {@code simdjson.integration.uds.*}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "simdjson.integration.uds.enabled")
    static final class UdsInboundConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonUdsMessageMapper")
        JsonFrameMessageMapper simdJsonUdsMessageMapper(SimdJsonMapper mapper, SimdJsonProperties properties,
                ObjectProvider<ParseMetrics> metrics) {
            return messageMapper(mapper, properties.getIntegration().getUds(), Transport.UDS, metrics);
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonUdsConnectionFactory")
        UnixDomainServerConnectionFactory simdJsonUdsConnectionFactory(SimdJsonProperties properties,
                JsonFrameMessageMapper simdJsonUdsMessageMapper, SocketAdapterRegistry registry,
                Environment environment) {
            SimdJsonProperties.Uds uds = properties.getIntegration().getUds();
            UnixDomainServerConnectionFactory factory = SocketFactories.uds("simdjson.integration.uds", uds,
                    environment);
            register(registry, "uds", factory, uds);
            return configure(factory, uds, simdJsonUdsMessageMapper, "simdjson-uds-");
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonUdsInboundAdapter")
        @ConditionalOnProperty(name = "simdjson.integration.uds.mode", havingValue = "adapter", matchIfMissing = true)
        JsonFrameReceivingChannelAdapter simdJsonUdsInboundAdapter(SimdJsonProperties properties,
                AbstractServerConnectionFactory simdJsonUdsConnectionFactory) {
            return adapter(simdJsonUdsConnectionFactory, properties.getIntegration().getUds());
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonUdsInboundGateway")
        @ConditionalOnProperty(name = "simdjson.integration.uds.mode", havingValue = "gateway")
        JsonFrameInboundGateway simdJsonUdsInboundGateway(SimdJsonProperties properties,
                AbstractServerConnectionFactory simdJsonUdsConnectionFactory) {
            return gateway(simdJsonUdsConnectionFactory, properties.getIntegration().getUds());
        }
    }

    static void register(SocketAdapterRegistry registry, String transport, AbstractServerConnectionFactory factory,
            SimdJsonProperties.SocketAdapter adapter) {
        registry.register(transport, factory, adapter.getFraming(), adapter.getMode(), adapter.getPayloadType(),
                adapter.getChannel());
    }

    static JsonFrameMessageMapper messageMapper(SimdJsonMapper mapper, SimdJsonProperties.SocketAdapter adapter,
            Transport transport, ObjectProvider<ParseMetrics> metrics) {
        return new JsonFrameMessageMapper(mapper, adapter.getPayloadType(), transport,
                metrics.getIfAvailable(() -> ParseMetrics.NONE));
    }

    /** The framing, the mapper, and a virtual thread per connection. */
    static <F extends AbstractServerConnectionFactory> F configure(F factory, SimdJsonProperties.SocketAdapter adapter,
            JsonFrameMessageMapper mapper, String threadPrefix) {
        factory.setMapper(mapper);
        return SocketFactories.framed(factory, adapter.getFraming(), adapter.maxFrameBytes(), adapter, threadPrefix);
    }

    static JsonFrameInboundGateway gateway(AbstractServerConnectionFactory factory,
            SimdJsonProperties.SocketAdapter properties) {
        JsonFrameInboundGateway gateway = new JsonFrameInboundGateway();
        gateway.setConnectionFactory(factory);
        gateway.setRequestChannelName(properties.getChannel());
        if (properties.getErrorChannel() != null) {
            gateway.setErrorChannelName(properties.getErrorChannel());
        }
        return gateway;
    }

    static JsonFrameReceivingChannelAdapter adapter(AbstractServerConnectionFactory factory,
            SimdJsonProperties.SocketAdapter properties) {
        JsonFrameReceivingChannelAdapter adapter = new JsonFrameReceivingChannelAdapter();
        adapter.setConnectionFactory(factory);
        adapter.setOutputChannelName(properties.getChannel());
        if (properties.getErrorChannel() != null) {
            adapter.setErrorChannelName(properties.getErrorChannel());
        }
        return adapter;
    }
}
