package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.connection.TcpConnectionInterceptorSupport;
import org.springframework.integration.ip.tcp.connection.TcpMessageMapper;

import java.util.Map;
import jdk.net.UnixDomainPrincipal;

/**
 * Spring Integration's message mapper (raw frame payloads), adding to each message from a Unix domain socket the
 * peer's credentials as the {@link JsonFrameHeaders#PEER} header: the user and group of the process that connected.
 */
public class UnixDomainPeerHeaders extends TcpMessageMapper {

    @Override
    protected Map<String, ?> supplyCustomHeaders(TcpConnection connection) {
        UnixDomainPrincipal peer = peerOf(connection);
        return peer == null ? Map.of() : Map.of(JsonFrameHeaders.PEER, peer);
    }

    /** The peer of a Unix domain connection (behind interceptors too), or null. */
    static UnixDomainPrincipal peerOf(TcpConnection connection) {
        TcpConnection c = connection;
        while (c instanceof TcpConnectionInterceptorSupport interceptor) {
            c = interceptor.getTheConnection();
        }
        return c instanceof UnixDomainConnection uds ? uds.peer() : null;
    }
}
