package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over TCP ({@code simdjson.jsonrpc.tcp.*}), on loopback. */
@SpringBootTest(classes = RpcApp.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "simdjson.warm-up.enabled=false", "simdjson.jsonrpc.tcp.enabled=true"})
class JsonRpcTcpTests extends JsonRpcSocketContract {

    @Autowired
    @Qualifier("simdJsonRpcTcpConnectionFactory")
    AbstractServerConnectionFactory factory;

    @Override
    Connection connect() throws Exception {
        SocketTestSupport.awaitListening(factory);
        Socket socket = new Socket("127.0.0.1", ((InetSocketAddress) factory.getServerSocketAddress()).getPort());
        socket.setSoTimeout(10_000);
        return new Connection() {
            @Override
            public OutputStream output() throws RuntimeException {
                try {
                    return socket.getOutputStream();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public InputStream input() {
                try {
                    return socket.getInputStream();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public void close() throws Exception {
                socket.close();
            }
        };
    }

    @Test
    void listensOnLoopbackByDefault() throws Exception {
        SocketTestSupport.awaitListening(factory);
        assertThat(((InetSocketAddress) factory.getServerSocketAddress()).getAddress().isLoopbackAddress()).isTrue();
    }
}
