package dev.simdjson.spring.integration;

import dev.simdjson.spring.PropertyValues;
import dev.simdjson.spring.SocketAdapters;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The socket endpoints the starter configured, described for {@code /actuator/simdjson}. */
public final class SocketAdapterRegistry implements SocketAdapters {

    private final List<Registered> registered = new CopyOnWriteArrayList<>();

    private record Registered(String transport, AbstractServerConnectionFactory factory, Framing framing,
                              SocketAdapterMode mode, Class<?> payloadType, String channel) {
    }

    /** Adds an endpoint. */
    public void register(String transport, AbstractServerConnectionFactory factory, Framing framing,
            SocketAdapterMode mode, Class<?> payloadType, String channel) {
        registered.add(new Registered(transport, factory, framing, mode, payloadType, channel));
    }

    @Override
    public List<Description> adapters() {
        return registered.stream().map(r -> new Description(r.transport(), address(r.factory()),
                PropertyValues.of(r.framing()), PropertyValues.of(r.mode()), r.payloadType().getName(), r.channel(),
                r.factory().isListening(), r.factory().getOpenConnectionIds().size())).toList();
    }

    private static String address(AbstractServerConnectionFactory factory) {
        if (factory instanceof UnixDomainServerConnectionFactory uds) {
            return uds.getPath().toString();
        }
        if (factory.getServerSocketAddress() instanceof InetSocketAddress address) {
            return address.getHostString() + ":" + address.getPort();
        }
        return (factory.getLocalAddress() == null ? "*" : factory.getLocalAddress()) + ":" + factory.getPort();
    }
}
