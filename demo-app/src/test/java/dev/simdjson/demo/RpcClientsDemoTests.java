package dev.simdjson.demo;

import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's typed JSON-RPC clients calling its own methods over HTTP, TCP and the Unix domain socket, as the README
 * shows with {@code GET /api/rpc-clients}. On a fixed free port: the HTTP client's URL names the server's port.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT)
@AutoConfigureRestTestClient
class RpcClientsDemoTests {

    @DynamicPropertySource
    static void freePort(DynamicPropertyRegistry properties) throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = socket.getLocalPort();
            properties.add("server.port", () -> port);
        }
    }

    @Autowired
    private RestTestClient client;

    @Autowired
    private DemoRpc demoRpc;

    @Autowired
    private RpcMethods methods;

    @Test
    void theTypedClientsCallTheDemosMethodsOverEachTransport() {
        long notifications = methods.notifications();

        String answer = client.get().uri("/api/rpc-clients").exchange().expectStatus().isOk()
                .expectBody(String.class).returnResult().getResponseBody();

        assertThat(answer).isEqualTo("{\"http\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]},"
                + "\"tcp\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]},"
                + "\"uds\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]}}");
        assertThat(methods.notifications()).isGreaterThanOrEqualTo(notifications + 3);
    }

    @Test
    void theInterfaceIsAlsoABeanForTheUnixDomainSocketClient() {
        assertThat(JsonRpcClientProxies.isClient(demoRpc)).isTrue();
        assertThat(demoRpc.toString()).contains("unix:");
        assertThat(demoRpc.subtract(5, 8)).isEqualTo(-3);
    }
}
