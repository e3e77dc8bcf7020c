package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.SocketTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.net.InetSocketAddress;
import java.net.Socket;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSON-RPC over TCP in another framing of the socket adapters ({@code simdjson.jsonrpc.tcp.framing}): a 4-byte
 * length header, in which a request may span lines and a response is one frame.
 */
@SpringBootTest(classes = RpcApp.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "simdjson.warm-up.enabled=false", "simdjson.jsonrpc.tcp.enabled=true",
        "simdjson.jsonrpc.tcp.framing=length-header-4-big-endian"})
class JsonRpcOtherFramingTests {

    @Autowired
    @Qualifier("simdJsonRpcTcpConnectionFactory")
    AbstractServerConnectionFactory factory;

    @Test
    void requestsAndResponsesAreLengthPrefixedFrames() throws Exception {
        SocketTestSupport.awaitListening(factory);
        try (Socket socket = new Socket("127.0.0.1", ((InetSocketAddress) factory.getServerSocketAddress()).getPort())) {
            socket.setSoTimeout(10_000);
            Framing framing = Framing.LENGTH_HEADER_4_BIG_ENDIAN;
            SocketTestSupport.send(framing, socket.getOutputStream(),
                    "{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"subtract\",\n  \"params\": [42, 23],\n  \"id\": 1\n}");
            assertThat(SocketTestSupport.receive(framing, socket.getInputStream()))
                    .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");
            SocketTestSupport.send(framing, socket.getOutputStream(),
                    "[{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2,4],\"id\":\"1\"},"
                            + "{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[7]}]");
            assertThat(SocketTestSupport.receive(framing, socket.getInputStream()))
                    .isEqualTo("[{\"jsonrpc\":\"2.0\",\"result\":7,\"id\":\"1\"}]");
        }
    }
}
