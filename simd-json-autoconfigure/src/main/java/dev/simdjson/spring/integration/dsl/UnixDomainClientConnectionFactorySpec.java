package dev.simdjson.spring.integration.dsl;

import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainClientConnectionFactory;
import org.springframework.integration.ip.dsl.TcpClientConnectionFactorySpec;

import java.nio.file.Path;

/**
 * A {@link UnixDomainClientConnectionFactory} to a socket file, for Spring Integration's outbound adapter and
 * gateway ({@code Tcp.outboundAdapter(...)}, {@code Tcp.outboundGateway(...)}). Built by
 * {@link JsonSockets#udsClient}.
 */
public final class UnixDomainClientConnectionFactorySpec
        extends TcpClientConnectionFactorySpec<UnixDomainClientConnectionFactorySpec,
        UnixDomainClientConnectionFactory> {

    UnixDomainClientConnectionFactorySpec(Path path) {
        super(new UnixDomainClientConnectionFactory(path));
        taskExecutor(SocketDefaults.virtualThreads("simdjson-uds-client-"));
    }
}
