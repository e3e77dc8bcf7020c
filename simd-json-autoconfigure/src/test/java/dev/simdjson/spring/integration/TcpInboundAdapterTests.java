package dev.simdjson.spring.integration;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

import static org.assertj.core.api.Assertions.assertThat;

/** The TCP inbound adapter ({@code simdjson.integration.tcp.*}) on a real loopback socket. */
class TcpInboundAdapterTests extends InboundAdapterContract {

    @Override
    String transport() {
        return "tcp";
    }

    @Override
    String[] transportProperties() {
        return new String[] {"simdjson.integration.tcp.port=0"};
    }

    @Override
    Connection connect(AssertableApplicationContext context) throws Exception {
        TcpNetServerConnectionFactory factory = context.getBean(TcpNetServerConnectionFactory.class);
        awaitListening(factory);
        Socket socket = new Socket("127.0.0.1", ((InetSocketAddress) factory.getServerSocketAddress()).getPort());
        return new Connection() {
            @Override
            public OutputStream output() {
                try {
                    return socket.getOutputStream();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public java.io.InputStream input() {
                try {
                    return socket.getInputStream();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public boolean closedByPeer() throws java.io.IOException {
                socket.setSoTimeout(10_000);
                try {
                    while (socket.getInputStream().read() >= 0) {
                        // nothing is sent back by an inbound adapter
                    }
                    return true;
                } catch (java.net.SocketTimeoutException e) {
                    return false;
                } catch (java.net.SocketException reset) {
                    return true;
                }
            }

            @Override
            public void close() throws Exception {
                socket.close();
            }
        };
    }

    @Override
    String expectedAddress(AssertableApplicationContext context) {
        return "127.0.0.1:" + ((InetSocketAddress) context.getBean(TcpNetServerConnectionFactory.class)
                .getServerSocketAddress()).getPort();
    }

    @Test
    void listensOnLoopbackByDefault() {
        runner().run(context -> {
            TcpNetServerConnectionFactory factory = context.getBean(TcpNetServerConnectionFactory.class);
            awaitListening(factory);
            assertThat(factory.getLocalAddress()).isEqualTo("127.0.0.1");
            assertThat(((InetSocketAddress) factory.getServerSocketAddress()).getAddress().isLoopbackAddress())
                    .isTrue();
        });
    }
}
