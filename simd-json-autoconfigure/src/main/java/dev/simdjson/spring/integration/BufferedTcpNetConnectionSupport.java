package dev.simdjson.spring.integration;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.integration.ip.tcp.connection.TcpNetConnection;
import org.springframework.integration.ip.tcp.connection.TcpNetConnectionSupport;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.io.IOException;
import java.net.Socket;
import java.util.function.IntSupplier;

/**
 * Spring Integration's {@link TcpNetConnection} reading through a buffer: its own reads the socket's stream directly,
 * so a length-header frame costs two system calls and a line-delimited one a call per byte. With a 16 KB buffer,
 * small frames arriving together are read in one call (on loopback that more than doubles the frames per second).
 *
 * <p>With a connection limit it also refuses connections beyond it: the accepted socket is closed at once (the peer
 * sees the connection end) and a WARN says why; Spring Integration's factory has no limit of its own.
 */
public class BufferedTcpNetConnectionSupport implements TcpNetConnectionSupport {

    private static final Log logger = LogFactory.getLog(BufferedTcpNetConnectionSupport.class);
    private static final RepeatedFailureLog FAILURES = new RepeatedFailureLog(logger);

    private final int maxConnections;
    private final IntSupplier openConnections;

    /** No connection limit. */
    public BufferedTcpNetConnectionSupport() {
        this(Integer.MAX_VALUE, () -> 0);
    }

    /**
     * @param maxConnections  the most connections open at once
     * @param openConnections how many are open now (the factory's {@code getOpenConnectionIds().size()})
     */
    public BufferedTcpNetConnectionSupport(int maxConnections, IntSupplier openConnections) {
        if (maxConnections <= 0) {
            throw new IllegalArgumentException("maxConnections must be positive, was " + maxConnections);
        }
        this.maxConnections = maxConnections;
        this.openConnections = openConnections;
    }

    /** Gives {@code factory} buffered connections, at most {@code maxConnections} of them open at once. */
    public static void install(TcpNetServerConnectionFactory factory, int maxConnections) {
        factory.setTcpNetConnectionSupport(new BufferedTcpNetConnectionSupport(maxConnections,
                () -> factory.getOpenConnectionIds().size()));
    }

    @Override
    public TcpNetConnection createNewConnection(Socket socket, boolean server, boolean lookupHost,
            @Nullable ApplicationEventPublisher publisher, String connectionFactoryName) {
        if (server && openConnections.getAsInt() >= maxConnections) {
            FAILURES.warn("refused", "Refusing a connection from " + socket.getRemoteSocketAddress() + ": "
                    + maxConnections + " are open already", null);
            try {
                socket.close(); // its reader ends at once; Spring Integration closes the connection
            } catch (IOException e) {
                logger.debug("Closing a refused connection: " + e);
            }
        }
        return new BufferedTcpNetConnection(socket, server, lookupHost, publisher, connectionFactoryName);
    }
}
