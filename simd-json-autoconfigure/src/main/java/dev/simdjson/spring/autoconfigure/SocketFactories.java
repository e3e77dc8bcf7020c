package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The server connection factories the socket auto-configurations build from their properties (socket adapters and
 * JSON-RPC alike): TCP on {@code host} with buffered, limited connections; a Unix domain socket file with its
 * permissions and limit; either with its framing and a virtual thread per connection. Loaded only by configurations
 * that require Spring Integration.
 */
final class SocketFactories {

    private SocketFactories() {
    }

    static TcpNetServerConnectionFactory tcp(String host, int port, int maxConnections) {
        TcpNetServerConnectionFactory factory = new TcpNetServerConnectionFactory(port);
        factory.setLocalAddress(host);
        BufferedTcpNetConnectionSupport.install(factory, maxConnections);
        return factory;
    }

    /** @param prefix the properties' prefix, e.g. {@code simdjson.integration.uds}, for the error without a path */
    static UnixDomainServerConnectionFactory uds(String prefix, @Nullable Path path, String permissions,
            int maxConnections, boolean allowSharedDirectory) {
        if (path == null) {
            throw new IllegalStateException(prefix + ".enabled=true needs " + prefix
                    + ".path (the socket file to listen on)");
        }
        UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(path);
        factory.setPermissions(PosixFilePermissions.fromString(permissions));
        factory.setMaxConnections(maxConnections);
        factory.setAllowSharedDirectory(allowSharedDirectory);
        return factory;
    }

    /** {@code factory} with the framing and a virtual thread per connection (blocking reads cost no platform one). */
    static <F extends AbstractServerConnectionFactory> F framed(F factory, Framing framing, int maxFrameSize,
            String threadPrefix) {
        FramingSerializers.install(factory, framing, maxFrameSize);
        factory.setTaskExecutor(SocketDefaults.virtualThreads(threadPrefix));
        return factory;
    }
}
