package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.DrainingTcpNetServerConnectionFactory;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.SocketDrain;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.nio.file.Path;
import java.time.Duration;
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

    static TcpNetServerConnectionFactory tcp(String host, int port, int maxConnections, Duration drain) {
        DrainingTcpNetServerConnectionFactory factory = new DrainingTcpNetServerConnectionFactory(port);
        factory.getDrain().setTimeout(drain);
        factory.setLocalAddress(host);
        BufferedTcpNetConnectionSupport.install(factory, maxConnections);
        return factory;
    }

    /** @param prefix the properties' prefix, e.g. {@code simdjson.integration.uds}, for the error without a path */
    static UnixDomainServerConnectionFactory uds(String prefix, @Nullable Path path, String permissions,
            int maxConnections, boolean allowSharedDirectory, Duration drain) {
        if (path == null) {
            throw new IllegalStateException(prefix + ".enabled=true needs " + prefix
                    + ".path (the socket file to listen on)");
        }
        UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(path);
        factory.setPermissions(PosixFilePermissions.fromString(permissions));
        factory.setMaxConnections(maxConnections);
        factory.setAllowSharedDirectory(allowSharedDirectory);
        factory.getDrain().setTimeout(drain);
        return factory;
    }

    /**
     * How long a socket endpoint drains at shutdown: Boot's {@code spring.lifecycle.timeout-per-shutdown-phase}
     * (30 s) when {@code server.shutdown} is {@code graceful} (Boot's default), zero when it is {@code immediate}.
     */
    static Duration drainTimeout(Environment environment) {
        Binder binder = Binder.get(environment);
        String shutdown = binder.bind("server.shutdown", String.class).orElse("graceful");
        if ("immediate".equalsIgnoreCase(shutdown)) {
            return Duration.ZERO;
        }
        return binder.bind("spring.lifecycle.timeout-per-shutdown-phase", Duration.class)
                .orElse(Duration.ofSeconds(30));
    }

    /** The graceful stop of a factory built here, or {@code null} for one the application gave. */
    static @Nullable SocketDrain drainOf(AbstractServerConnectionFactory factory) {
        if (factory instanceof DrainingTcpNetServerConnectionFactory tcp) {
            return tcp.getDrain();
        }
        return factory instanceof UnixDomainServerConnectionFactory uds ? uds.getDrain() : null;
    }

    /** {@code factory} with the framing and a virtual thread per connection (blocking reads cost no platform one). */
    static <F extends AbstractServerConnectionFactory> F framed(F factory, Framing framing, int maxFrameSize,
            String threadPrefix) {
        FramingSerializers.install(factory, framing, maxFrameSize);
        factory.setTaskExecutor(SocketDefaults.virtualThreads(threadPrefix));
        return factory;
    }
}
