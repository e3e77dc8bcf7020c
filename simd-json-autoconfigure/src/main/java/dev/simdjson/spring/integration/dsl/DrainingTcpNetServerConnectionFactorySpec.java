package dev.simdjson.spring.integration.dsl;

import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.DrainingTcpNetServerConnectionFactory;
import dev.simdjson.spring.integration.SocketDefaults;
import org.springframework.integration.ip.dsl.TcpServerConnectionFactorySpec;
import org.springframework.integration.ip.tcp.connection.TcpNetConnectionSupport;
import org.springframework.integration.ip.tcp.connection.TcpSocketFactorySupport;

import java.time.Duration;

/**
 * A {@link DrainingTcpNetServerConnectionFactory} (Spring Integration's TCP server factory with a graceful stop),
 * configured like Spring Integration's {@code Tcp.netServer(...)} spec, with the starter's defaults: on
 * {@code 127.0.0.1}, connections reading through a buffer, at most 256 of them open, a 5-minute idle timeout, on
 * virtual threads. Built by {@link JsonSockets#tcpServer}.
 */
public final class DrainingTcpNetServerConnectionFactorySpec
        extends TcpServerConnectionFactorySpec<DrainingTcpNetServerConnectionFactorySpec,
        DrainingTcpNetServerConnectionFactory> {

    DrainingTcpNetServerConnectionFactorySpec(int port) {
        super(new DrainingTcpNetServerConnectionFactory(port));
        localAddress(SocketDefaults.LOOPBACK);
        BufferedTcpNetConnectionSupport.install(this.target, SocketDefaults.MAX_CONNECTIONS);
        taskExecutor(SocketDefaults.virtualThreads("simdjson-tcp-"));
        soTimeout((int) SocketDefaults.IDLE_TIMEOUT.toMillis()); // idle connections closed, as from properties
    }

    /** The connections' implementation (replaces the buffered one with its connection limit). */
    public DrainingTcpNetServerConnectionFactorySpec connectionSupport(TcpNetConnectionSupport connectionSupport) {
        this.target.setTcpNetConnectionSupport(connectionSupport);
        return this;
    }

    /** The server socket's factory, e.g. for TLS. */
    public DrainingTcpNetServerConnectionFactorySpec socketFactorySupport(TcpSocketFactorySupport support) {
        this.target.setTcpSocketFactorySupport(support);
        return this;
    }

    /**
     * How long a stop waits for the connections to drain (zero: close at once). Unset, a Boot application follows
     * {@code server.shutdown} and {@code spring.lifecycle.timeout-per-shutdown-phase}; elsewhere it closes at once.
     */
    public DrainingTcpNetServerConnectionFactorySpec shutdownTimeout(Duration timeout) {
        this.target.getDrain().setTimeout(timeout);
        return this;
    }
}
