package dev.simdjson.demo;

import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's typed JSON-RPC clients calling its own methods over HTTP, TCP and the Unix domain socket, as the README
 * shows with {@code GET /api/rpc-clients}. On fixed free ports, as the clients' URLs name them, and a socket file of
 * the test's own (the test configuration's path is random at each use).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT)
@AutoConfigureRestTestClient
class RpcClientsDemoTests {

    /** A free port, and a socket file of its own whose path the server and its client share. */
    @DynamicPropertySource
    static void freePortAndSocketFile(DynamicPropertyRegistry properties) throws IOException {
        int http = freePort();
        int tcp = freePort();
        properties.add("server.port", () -> http);
        properties.add("simdjson.jsonrpc.tcp.port", () -> tcp);
        Path file = Files.createTempDirectory("sj-demo-clients").resolve("jsonrpc.sock");
        properties.add("simdjson.jsonrpc.uds.path", file::toString);
        properties.add("simdjson.jsonrpc.clients.demo-uds.url", () -> "unix:" + file);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Autowired
    private RestTestClient client;

    @Autowired
    @Qualifier("simdJsonRpcTcpConnectionFactory")
    private TcpNetServerConnectionFactory tcp;

    @Autowired
    @Qualifier("simdJsonRpcUdsConnectionFactory")
    private UnixDomainServerConnectionFactory uds;

    @BeforeEach
    void awaitTheSockets() throws InterruptedException {
        for (int i = 0; i < 200 && !(tcp.isListening() && uds.isListening()); i++) {
            Thread.sleep(25);
        }
        assertThat(tcp.isListening() && uds.isListening()).as("the JSON-RPC sockets listen").isTrue();
    }

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
