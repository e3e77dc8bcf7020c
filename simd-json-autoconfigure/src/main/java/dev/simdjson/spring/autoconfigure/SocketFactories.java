package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.DrainingTcpNetServerConnectionFactory;
import dev.simdjson.spring.integration.FrameGuard;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.SocketDrain;
import dev.simdjson.spring.integration.SslBundleTcp;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ssl.NoSuchSslBundleException;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.net.InetAddress;
import java.net.UnknownHostException;
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

    private static final Log logger = LogFactory.getLog(SocketFactories.class);

    private SocketFactories() {
    }

    /**
     * A TCP server on {@code tcp}'s host and port, with its connection limit, its idle timeout as each accepted
     * socket's read timeout ({@code soTimeout}; zero: none), and its SSL bundle (none: plaintext, with a WARN when the
     * host is not loopback).
     *
     * @param prefix the properties' prefix, e.g. {@code simdjson.integration.tcp}, for the log and the errors
     */
    static <P extends SocketEndpointProperties & TcpListenProperties> TcpNetServerConnectionFactory tcp(String prefix,
            P tcp, Environment environment, ObjectProvider<SslBundles> sslBundles) {
        String host = tcp.getHost();
        Duration drain = drainTimeout(environment);
        SslBundle ssl = sslBundle(prefix, tcp.getSsl().getBundle(), sslBundles);
        DrainingTcpNetServerConnectionFactory factory = new DrainingTcpNetServerConnectionFactory(tcp.getPort());
        factory.getDrain().setTimeout(drain);
        factory.setLocalAddress(host);
        factory.setSoTimeout(Math.toIntExact(checked(tcp.getIdleTimeout()).toMillis()));
        if (ssl != null) {
            SslBundleTcp.install(factory, ssl);
        } else if (!isLoopback(host)) {
            logger.warn(prefix + " listens on " + host + " without TLS: anyone who can reach it sends and reads"
                    + " unauthenticated plaintext. Set " + prefix + ".ssl.bundle to a spring.ssl.bundle.* name, or"
                    + " listen on 127.0.0.1");
        }
        BufferedTcpNetConnectionSupport.install(factory, tcp.getMaxConnections());
        return factory;
    }

    /** The SSL bundle {@code name} names, {@code null} for none; an unknown name is a startup error. */
    private static @Nullable SslBundle sslBundle(String prefix, @Nullable String name, ObjectProvider<SslBundles> bundles) {
        if (name == null || name.isBlank()) {
            return null;
        }
        SslBundles registry = bundles.getIfAvailable();
        if (registry == null) {
            throw new IllegalStateException(prefix + ".ssl.bundle=" + name + " needs Boot's SSL bundles"
                    + " (spring.ssl.bundle.*), and there are none");
        }
        try {
            return registry.getBundle(name);
        } catch (NoSuchSslBundleException e) {
            throw new IllegalStateException(prefix + ".ssl.bundle=" + name + ": no such SSL bundle; define it under"
                    + " spring.ssl.bundle.jks." + name + " or spring.ssl.bundle.pem." + name, e);
        }
    }

    private static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /**
     * A Unix domain socket server on {@code uds}'s path, with its permissions, connection limit, idle timeout and
     * directory check.
     *
     * @param prefix the properties' prefix, e.g. {@code simdjson.integration.uds}, for the error without a path
     */
    static <P extends SocketEndpointProperties & UdsListenProperties> UnixDomainServerConnectionFactory uds(
            String prefix, P uds, Environment environment) {
        Path path = uds.getPath();
        if (path == null) {
            throw new IllegalStateException(prefix + ".enabled=true needs " + prefix
                    + ".path (the socket file to listen on)");
        }
        UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(path);
        factory.setPermissions(PosixFilePermissions.fromString(uds.getPermissions()));
        factory.setMaxConnections(uds.getMaxConnections());
        factory.setIdleTimeout(checked(uds.getIdleTimeout()));
        factory.setAllowSharedDirectory(uds.isAllowSharedDirectory());
        factory.getDrain().setTimeout(drainTimeout(environment));
        return factory;
    }

    private static Duration checked(Duration idleTimeout) {
        if (idleTimeout.isNegative() || idleTimeout.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("idle-timeout must be between 0 and 24 days, was " + idleTimeout);
        }
        return idleTimeout;
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

    /** The graceful stop of a draining factory (built here or by the application), {@code null} for another. */
    static @Nullable SocketDrain drainOf(AbstractServerConnectionFactory factory) {
        if (factory instanceof DrainingTcpNetServerConnectionFactory tcp) {
            return tcp.getDrain();
        }
        return factory instanceof UnixDomainServerConnectionFactory uds ? uds.getDrain() : null;
    }

    /**
     * {@code factory} with the framing, a {@link FrameGuard} on each connection (closing it after the endpoint's
     * {@code max-consecutive-parse-errors}), and a virtual thread per connection (blocking reads cost no platform one).
     */
    static <F extends AbstractServerConnectionFactory> F framed(F factory, Framing framing, int maxFrameSize,
            SocketEndpointProperties endpoint, String threadPrefix) {
        FramingSerializers.install(factory, framing, maxFrameSize);
        FrameGuard.install(factory, endpoint.getMaxConsecutiveParseErrors());
        factory.setTaskExecutor(SocketDefaults.virtualThreads(threadPrefix));
        return factory;
    }
}
