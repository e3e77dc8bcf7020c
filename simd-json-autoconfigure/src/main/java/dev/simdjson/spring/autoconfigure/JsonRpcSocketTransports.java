package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.SslBundleTcp;
import dev.simdjson.spring.integration.UnixDomainClientConnectionFactory;
import dev.simdjson.spring.jsonrpc.client.SocketJsonRpcTransport;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.integration.ip.tcp.connection.AbstractClientConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetClientConnectionFactory;
import org.springframework.util.backoff.ExponentialBackOff;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Socket transports of JSON-RPC clients: {@code connections} Spring Integration client connection factories (TCP,
 * with TLS from an SSL bundle when set, or a Unix domain socket), each one shared connection, framed as configured,
 * reading on virtual threads; reconnection backs off exponentially.
 */
final class JsonRpcSocketTransports implements JsonRpcTransportFactory {

    private final ObjectProvider<SslBundles> sslBundles;
    private final ApplicationEventPublisher events;

    /** @param events where the connections' events go (opened, closed, failed), as for the application's own */
    JsonRpcSocketTransports(ObjectProvider<SslBundles> sslBundles, ApplicationEventPublisher events) {
        this.sslBundles = sslBundles;
        this.events = events;
    }

    @Override
    public boolean supports(String url) {
        return url.startsWith("tcp://") || url.startsWith("unix:");
    }

    @Override
    public SocketJsonRpcTransport transport(String name, String prefix, String url, JsonRpcClientProperties client,
            SimdJsonMapper mapper) {
        if (client.getConnections() < 1) {
            throw new IllegalStateException(prefix + ".connections must be at least 1, was "
                    + client.getConnections());
        }
        int maxFrame = (int) Math.min(Integer.MAX_VALUE - 8, client.getMaxResponseSize().toBytes());
        List<AbstractClientConnectionFactory> factories = new ArrayList<>();
        for (int i = 0; i < client.getConnections(); i++) {
            AbstractClientConnectionFactory factory;
            if (url.startsWith("tcp://")) {
                factory = tcp(prefix, url, client);
            } else {
                String path = url.substring("unix:".length());
                factory = new UnixDomainClientConnectionFactory(Path.of(path.startsWith("//") ? path.substring(2)
                        : path));
            }
            FramingSerializers.install(factory, client.getFraming(), maxFrame);
            factory.setSingleUse(false);
            factory.setApplicationEventPublisher(events);
            factory.setTaskExecutor(SocketDefaults.virtualThreads("simdjson-rpc-client-"));
            factories.add(factory);
        }
        JsonRpcClientProperties.Reconnect reconnect = client.getReconnect();
        ExponentialBackOff backOff = new ExponentialBackOff(reconnect.getInitialInterval().toMillis(),
                reconnect.getMultiplier());
        backOff.setMaxInterval(reconnect.getMaxInterval().toMillis());
        return new SocketJsonRpcTransport(url, factories, backOff, mapper);
    }

    private TcpNetClientConnectionFactory tcp(String prefix, String url, JsonRpcClientProperties client) {
        URI uri = URI.create(url);
        if (uri.getHost() == null || uri.getPort() < 0) {
            throw new IllegalStateException(prefix + ".url must be tcp://host:port, was " + url);
        }
        TcpNetClientConnectionFactory factory = new TcpNetClientConnectionFactory(uri.getHost(), uri.getPort());
        factory.setConnectTimeout((int) Math.max(1, (client.getConnectTimeout().toMillis() + 999) / 1000));
        String bundle = client.getSsl().getBundle();
        if (bundle != null) {
            SslBundleTcp.installClient(factory, sslBundles.getObject().getBundle(bundle));
        }
        return factory;
    }
}
