package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.FrameGuard;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;

/**
 * The server connection factories the socket auto-configurations build from their properties (socket adapters and
 * JSON-RPC alike): TCP on {@code host} with buffered, limited connections; a Unix domain socket file with its
 * permissions and limit; either with its framing and a virtual thread per connection. Loaded only by configurations
 * that require Spring Integration.
 */
final class SocketFactories {

    private SocketFactories() {
    }

    /** @param idleTimeout the read timeout of each accepted socket ({@code soTimeout}); zero: none */
    static TcpNetServerConnectionFactory tcp(String host, int port, int maxConnections, Duration idleTimeout) {
        TcpNetServerConnectionFactory factory = new TcpNetServerConnectionFactory(port);
        factory.setLocalAddress(host);
        factory.setSoTimeout(Math.toIntExact(checked(idleTimeout).toMillis()));
        BufferedTcpNetConnectionSupport.install(factory, maxConnections);
        return factory;
    }

    /** @param prefix the properties' prefix, e.g. {@code simdjson.integration.uds}, for the error without a path */
    static UnixDomainServerConnectionFactory uds(String prefix, @Nullable Path path, String permissions,
            int maxConnections, Duration idleTimeout) {
        if (path == null) {
            throw new IllegalStateException(prefix + ".enabled=true needs " + prefix
                    + ".path (the socket file to listen on)");
        }
        UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(path);
        factory.setPermissions(PosixFilePermissions.fromString(permissions));
        factory.setMaxConnections(maxConnections);
        factory.setIdleTimeout(checked(idleTimeout));
        return factory;
    }

    private static Duration checked(Duration idleTimeout) {
        if (idleTimeout.isNegative() || idleTimeout.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("idle-timeout must be between 0 and 24 days, was " + idleTimeout);
        }
        return idleTimeout;
    }

    /**
     * {@code factory} with the framing, a {@link FrameGuard} on each connection, and a virtual thread per connection
     * (blocking reads cost no platform one).
     */
    static <F extends AbstractServerConnectionFactory> F framed(F factory, Framing framing, int maxFrameSize,
            int maxConsecutiveParseErrors, String threadPrefix) {
        FramingSerializers.install(factory, framing, maxFrameSize);
        FrameGuard.install(factory, maxConsecutiveParseErrors);
        factory.setTaskExecutor(SocketDefaults.virtualThreads(threadPrefix));
        return factory;
    }
}
