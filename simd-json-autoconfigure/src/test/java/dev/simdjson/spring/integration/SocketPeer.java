package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;

/** A client connection to a started server factory, TCP or Unix domain, as two streams. */
public record SocketPeer(InputStream input, OutputStream output, AutoCloseable closer) implements AutoCloseable {

    /** Connects to {@code factory} (waiting for it to listen). */
    public static SocketPeer connect(AbstractServerConnectionFactory factory) throws Exception {
        SocketTestSupport.awaitListening(factory);
        if (factory instanceof UnixDomainServerConnectionFactory uds) {
            SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(uds.getPath()));
            return new SocketPeer(Channels.newInputStream(channel), Channels.newOutputStream(channel), channel);
        }
        Socket socket = new Socket("127.0.0.1", ((InetSocketAddress) factory.getServerSocketAddress()).getPort());
        return new SocketPeer(socket.getInputStream(), socket.getOutputStream(), socket);
    }

    @Override
    public void close() throws IOException {
        try {
            closer.close();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }
}
