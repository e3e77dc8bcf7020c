package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractClientConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnectionSupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A Spring Integration client connection factory that connects to a Unix domain socket file: Spring Integration's
 * {@code TcpSendingMessageHandler} and {@code TcpOutboundGateway} take it as they take a TCP client factory (shared or
 * single-use connections, interceptors, events). Each connection reads on the factory's task executor.
 */
public class UnixDomainClientConnectionFactory extends AbstractClientConnectionFactory {

    private final Path path;

    public UnixDomainClientConnectionFactory(Path path) {
        // Spring Integration wants a host: the path stands in for it (logs, toString).
        super(Objects.requireNonNull(path, "path").toAbsolutePath().toString(), 0);
        this.path = path.toAbsolutePath();
        UnixDomainSocketFile.checkLength(this.path);
        // Spring Integration publishes connection events (a failed connect too) without checking for a publisher;
        // outside an application context they go nowhere. As a bean, the context's publisher replaces this one.
        setApplicationEventPublisher(event -> {
        });
    }

    public Path getPath() {
        return path;
    }

    @Override
    public String getComponentType() {
        return "uds:client-connection-factory";
    }

    @Override
    public void start() {
        setActive(true);
        super.start();
    }

    @Override
    protected TcpConnectionSupport buildNewConnection() {
        SocketChannel channel = null;
        try {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
            channel.connect(UnixDomainSocketAddress.of(path));
            TcpConnectionSupport connection = wrapConnection(UnixDomainConnection.of(channel, false, this, path));
            initializeConnection(connection, null); // the socket is not used for client connections
            getTaskExecutor().execute(connection);
            harvestClosedConnections();
            return connection;
        } catch (IOException e) {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // the connect failed; nothing more to release
                }
            }
            throw new UncheckedIOException("Cannot connect to " + path + ": " + e.getMessage(), e);
        }
    }
}
