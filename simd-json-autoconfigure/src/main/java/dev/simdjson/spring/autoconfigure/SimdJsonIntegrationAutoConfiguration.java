package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.integration.JsonFrameMessageMapper;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.ip.tcp.connection.TcpConnectionCloseEvent;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;

/**
 * Socket inbound adapters on Spring Integration whose frames simd-json binds. With
 * {@code simdjson.integration.tcp.enabled=true}: Spring Integration's own {@link TcpNetServerConnectionFactory}
 * (loopback unless {@code host} says otherwise) with the framing's serializer, a {@link JsonFrameMessageMapper} that
 * binds each frame to {@code payload-type}, and a {@link JsonFrameReceivingChannelAdapter} that sends the messages to
 * {@code channel} and malformed frames to {@code error-channel}. Each bean backs off to the application's.
 */
@AutoConfiguration(after = SimdJsonAutoConfiguration.class,
        afterName = "org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration")
@ConditionalOnBooleanProperty(name = "simdjson.enabled", matchIfMissing = true)
@ConditionalOnClass(TcpReceivingChannelAdapter.class)
public final class SimdJsonIntegrationAutoConfiguration {

    /** TCP: {@code simdjson.integration.tcp.*}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "simdjson.integration.tcp.enabled")
    static final class TcpInboundConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpMessageMapper")
        JsonFrameMessageMapper simdJsonTcpMessageMapper(SimdJsonMapper mapper, SimdJsonProperties properties,
                ObjectProvider<ParseMetrics> metrics) {
            return new JsonFrameMessageMapper(mapper, properties.getIntegration().getTcp().getPayloadType(),
                    Transport.TCP, metrics.getIfAvailable(() -> ParseMetrics.NONE));
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpConnectionFactory")
        TcpNetServerConnectionFactory simdJsonTcpConnectionFactory(SimdJsonProperties properties,
                JsonFrameMessageMapper simdJsonTcpMessageMapper) {
            SimdJsonProperties.Tcp tcp = properties.getIntegration().getTcp();
            TcpNetServerConnectionFactory factory = new TcpNetServerConnectionFactory(tcp.getPort());
            factory.setLocalAddress(tcp.getHost());
            AbstractByteArraySerializer framing = tcp.getFraming().serializer(tcp.maxFrameBytes());
            factory.setSerializer(framing);
            factory.setDeserializer(framing);
            factory.setMapper(simdJsonTcpMessageMapper);
            return factory;
        }

        @Bean
        @ConditionalOnMissingBean(name = "simdJsonTcpInboundAdapter")
        JsonFrameReceivingChannelAdapter simdJsonTcpInboundAdapter(SimdJsonProperties properties,
                TcpNetServerConnectionFactory simdJsonTcpConnectionFactory) {
            SimdJsonProperties.Tcp tcp = properties.getIntegration().getTcp();
            JsonFrameReceivingChannelAdapter adapter = new JsonFrameReceivingChannelAdapter();
            adapter.setConnectionFactory(simdJsonTcpConnectionFactory);
            adapter.setOutputChannelName(tcp.getChannel());
            if (tcp.getErrorChannel() != null) {
                adapter.setErrorChannelName(tcp.getErrorChannel());
            }
            return adapter;
        }

        /** A closed connection's frame count is forgotten. */
        @Bean
        ApplicationListener<TcpConnectionCloseEvent> simdJsonTcpFrameCountCleanup(
                JsonFrameMessageMapper simdJsonTcpMessageMapper) {
            return event -> simdJsonTcpMessageMapper.connectionClosed(event.getConnectionId());
        }
    }
}
