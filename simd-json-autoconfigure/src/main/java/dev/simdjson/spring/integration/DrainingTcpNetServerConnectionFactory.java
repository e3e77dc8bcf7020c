package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;


/**
 * Spring Integration's {@link TcpNetServerConnectionFactory} with a graceful stop: it first stops taking connections
 * (Spring Integration's orderly shutdown: new ones are closed at once), drains the open ones as {@link SocketDrain}
 * says, then stops as Spring Integration's does.
 */
public class DrainingTcpNetServerConnectionFactory extends TcpNetServerConnectionFactory {

    private final SocketDrain drain = new SocketDrain();

    public DrainingTcpNetServerConnectionFactory(int port) {
        super(port);
    }

    /** The graceful stop: its timeout (zero by default: connections close at once) and the work it waits for. */
    public SocketDrain getDrain() {
        return drain;
    }

    @Override
    public void stop() {
        if (isActive() && !drain.getTimeout().isZero()) {
            beforeShutdown();
            drain.drain(String.valueOf(getComponentName()), connectionsMonitor, connections);
        }
        super.stop();
    }
}
