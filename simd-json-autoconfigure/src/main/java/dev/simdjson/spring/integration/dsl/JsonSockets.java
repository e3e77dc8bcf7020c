package dev.simdjson.spring.integration.dsl;

import org.springframework.integration.ip.dsl.AbstractConnectionFactorySpec;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;

import java.nio.file.Path;

/**
 * The Java DSL for socket endpoints whose frames simd-json binds, used like Spring Integration's {@code Tcp}:
 *
 * <pre>{@code
 * @Bean
 * IntegrationFlow envelopes() {
 *     return IntegrationFlow.from(JsonSockets.inboundAdapter(JsonSockets.udsServer(Path.of("/run/app/in.sock")))
 *                     .framing(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN)
 *                     .payloadType(Envelope.class)
 *                     .errorChannel("frameErrors"))
 *             .handle(Envelope.class, (envelope, headers) -> ...)
 *             .get();
 * }
 * }</pre>
 *
 * The factories come with the starter's secure defaults ({@code rw-------} socket files, TCP on loopback, a
 * connection limit, connections on virtual threads); Spring Integration's own factories ({@code Tcp.netServer(...)})
 * work too. In a Boot application the factories built here stop gracefully as the ones the properties configure do
 * ({@code server.shutdown}, {@code spring.lifecycle.timeout-per-shutdown-phase}) unless their
 * {@code shutdownTimeout(...)} says otherwise. The adapters and gateways use the application's {@code SimdJsonMapper} and appear in
 * {@code /actuator/simdjson}. Spring Integration's outbound endpoints take {@link #udsClient} as they take a TCP
 * client factory: {@code Tcp.outboundGateway(JsonSockets.udsClient(path))}.
 */
public final class JsonSockets {

    private JsonSockets() {
    }

    /** A server connection factory on a Unix domain socket file. */
    public static UnixDomainServerConnectionFactorySpec udsServer(Path path) {
        return new UnixDomainServerConnectionFactorySpec(path);
    }

    /** A client connection factory to a Unix domain socket file. */
    public static UnixDomainClientConnectionFactorySpec udsClient(Path path) {
        return new UnixDomainClientConnectionFactorySpec(path);
    }

    /**
     * Spring Integration's TCP server factory, with a graceful stop, on {@code 127.0.0.1:port} (0: any free port), its
     * connections reading through a buffer, at most 256 of them open, on virtual threads. {@code localAddress(...)}
     * binds elsewhere.
     */
    public static DrainingTcpNetServerConnectionFactorySpec tcpServer(int port) {
        return new DrainingTcpNetServerConnectionFactorySpec(port);
    }

    /** An inbound adapter on a connection factory built by a spec. */
    public static JsonFrameInboundAdapterSpec inboundAdapter(AbstractConnectionFactorySpec<?, ?> connectionFactory) {
        return new JsonFrameInboundAdapterSpec(connectionFactory);
    }

    /** An inbound adapter on a connection factory (a bean of its own, for instance). */
    public static JsonFrameInboundAdapterSpec inboundAdapter(AbstractConnectionFactory connectionFactory) {
        return new JsonFrameInboundAdapterSpec(connectionFactory);
    }

    /** An inbound gateway on a connection factory built by a spec. */
    public static JsonFrameInboundGatewaySpec inboundGateway(AbstractConnectionFactorySpec<?, ?> connectionFactory) {
        return new JsonFrameInboundGatewaySpec(connectionFactory);
    }

    /** An inbound gateway on a connection factory (a bean of its own, for instance). */
    public static JsonFrameInboundGatewaySpec inboundGateway(AbstractConnectionFactory connectionFactory) {
        return new JsonFrameInboundGatewaySpec(connectionFactory);
    }
}
