package dev.simdjson.demo;

import dev.simdjson.demo.client.RpcClient;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.net.InetSocketAddress;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's JSON-RPC methods on all three transports, as the README shows them: over HTTP with a POST, and over TCP
 * and the Unix domain socket with the bundled client (one request per line).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class JsonRpcDemoTests {

    @Autowired
    private RestTestClient client;

    @Autowired
    @Qualifier("simdJsonRpcTcpConnectionFactory")
    private TcpNetServerConnectionFactory tcp;

    @Autowired
    @Qualifier("simdJsonRpcUdsConnectionFactory")
    private UnixDomainServerConnectionFactory uds;

    @Autowired
    private RpcMethods methods;

    @Test
    void theSpecificationsCallsOverHttp() {
        String answer = client.post().uri("/jsonrpc").contentType(MediaType.APPLICATION_JSON)
                .body("[{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"minuend\":42,\"subtrahend\":23},"
                        + "\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2,4],\"id\":2},"
                        + "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":3}]")
                .exchange().expectStatus().isOk().expectBody(String.class).returnResult().getResponseBody();
        assertThat(answer).isEqualTo("[{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1},{\"jsonrpc\":\"2.0\",\"result\":7,"
                + "\"id\":2},{\"jsonrpc\":\"2.0\",\"result\":[\"hello\",5],\"id\":3}]");
        long before = methods.notifications();
        client.post().uri("/jsonrpc").contentType(MediaType.APPLICATION_JSON)
                .body("{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[7]}")
                .exchange().expectStatus().isNoContent();
        assertThat(methods.notifications()).isEqualTo(before + 1);
    }

    @Test
    void namespacedMethodsAnswerUnderTheirPrefixOnly() {
        String answer = client.post().uri("/jsonrpc").contentType(MediaType.APPLICATION_JSON)
                .body("[{\"jsonrpc\":\"2.0\",\"method\":\"math.subtract\",\"params\":{\"minuend\":42,"
                        + "\"subtrahend\":23},\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":\"math.sum\","
                        + "\"params\":[1,2,4],\"id\":2},{\"jsonrpc\":\"2.0\",\"method\":\"math.get_data\",\"id\":3}]")
                .exchange().expectStatus().isOk().expectBody(String.class).returnResult().getResponseBody();
        assertThat(answer).startsWith("[{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1},{\"jsonrpc\":\"2.0\","
                + "\"result\":7,\"id\":2},{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32601");
    }

    @Test
    void theBundledClientOverTcpAndTheUnixDomainSocket() throws Exception {
        for (int i = 0; i < 200 && !(tcp.isListening() && uds.isListening()); i++) {
            Thread.sleep(25);
        }
        String address = "127.0.0.1:" + ((InetSocketAddress) tcp.getServerSocketAddress()).getPort();
        assertThat(RpcClient.call(false, address, "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[42,23],"
                + "\"id\":1}", 10_000)).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");
        assertThat(RpcClient.call(true, uds.getPath().toString(), "{\"jsonrpc\":\"2.0\",\"method\":\"foobar\","
                + "\"id\":\"1\"}", 10_000)).contains("-32601").contains("\"id\":\"1\"");
        assertThat(RpcClient.call(true, uds.getPath().toString(),
                "{\"jsonrpc\":\"2.0\",\"method\":\"update\",\"params\":[1,2,3,4,5]}", 500)).startsWith("(no response");
    }
}
