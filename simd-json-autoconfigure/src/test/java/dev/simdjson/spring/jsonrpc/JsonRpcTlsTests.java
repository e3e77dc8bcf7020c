package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.integration.TestKeystore;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClientException;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import javax.net.ssl.SSLSocket;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** JSON-RPC over TCP with TLS from an SSL bundle ({@code simdjson.jsonrpc.tcp.ssl.bundle}). */
class JsonRpcTlsTests {

    private final RunningRpcApp app = new RunningRpcApp("sj-rtls");

    @AfterEach
    void stop() throws IOException {
        app.close();
    }

    @Test
    void aTlsClientIsAnsweredAndAPlaintextOneIsNot() throws Exception {
        TestKeystore keystore = TestKeystore.create(app.directory);
        String[] bundle = keystore.bundleProperties("rpc");
        String[] properties = java.util.Arrays.copyOf(bundle, bundle.length + 2);
        properties[bundle.length] = "simdjson.jsonrpc.tcp.enabled=true";
        properties[bundle.length + 1] = "simdjson.jsonrpc.tcp.ssl.bundle=rpc";
        ConfigurableApplicationContext context = app.start(RpcApp.class, properties);
        AbstractServerConnectionFactory factory = context.getBean("simdJsonRpcTcpConnectionFactory",
                AbstractServerConnectionFactory.class);
        SocketTestSupport.awaitListening(factory);
        int port = ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
        String call = "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"hi\"],\"id\":1}\n";
        try (SSLSocket socket = keystore.connect(port)) {
            socket.getOutputStream().write(call.getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.UTF_8));
            assertThat(in.readLine()).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"hi\",\"id\":1}");
        }
        try (Socket plain = new Socket("127.0.0.1", port)) {
            plain.setSoTimeout(10_000);
            plain.getOutputStream().write(call.getBytes(StandardCharsets.UTF_8));
            plain.getOutputStream().flush();
            byte[] answer;
            try {
                answer = plain.getInputStream().readAllBytes();
            } catch (java.net.SocketException reset) {
                answer = new byte[0];
            }
            assertThat(new String(answer, StandardCharsets.ISO_8859_1)).doesNotContain("\"result\"");
        }
    }

    /** The starter's clients, over https:// and tcp:// with TLS, trusting the server through an SSL bundle. */
    @Test
    void clientsConnectWithTheirSslBundle() throws Exception {
        TestKeystore keystore = TestKeystore.create(app.directory);
        List<String> server = new ArrayList<>(List.of(keystore.bundleProperties("rpc")));
        server.addAll(List.of("simdjson.jsonrpc.tcp.enabled=true", "simdjson.jsonrpc.tcp.ssl.bundle=rpc",
                "server.port=0", "server.ssl.bundle=rpc"));
        ConfigurableApplicationContext context = new SpringApplicationBuilder(RpcApp.class)
                .web(WebApplicationType.SERVLET).properties("simdjson.warm-up.enabled=false")
                .properties(server.toArray(String[]::new)).run();
        try (context) {
            AbstractServerConnectionFactory factory = context.getBean("simdJsonRpcTcpConnectionFactory",
                    AbstractServerConnectionFactory.class);
            SocketTestSupport.awaitListening(factory);
            int tcpPort = ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
            int httpsPort = ((WebServerApplicationContext) context).getWebServer().getPort();
            String trust = "spring.ssl.bundle.jks.trusted.truststore.";
            try (ConfigurableApplicationContext client = new SpringApplicationBuilder(ClientApp.class)
                    .web(WebApplicationType.NONE).properties("simdjson.warm-up.enabled=false",
                            trust + "location=file:" + keystore.file(), trust + "password=" + TestKeystore.PASSWORD,
                            trust + "type=PKCS12",
                            "simdjson.jsonrpc.clients.https.url=https://localhost:" + httpsPort + "/jsonrpc",
                            "simdjson.jsonrpc.clients.https.ssl.bundle=trusted",
                            "simdjson.jsonrpc.clients.tls.url=tcp://127.0.0.1:" + tcpPort,
                            "simdjson.jsonrpc.clients.tls.ssl.bundle=trusted",
                            "simdjson.jsonrpc.clients.untrusting.url=tcp://127.0.0.1:" + tcpPort).run()) {
                JsonRpcTemplates templates = client.getBean(JsonRpcTemplates.class);
                assertThat(templates.template("https").call("echo", List.of("over https"), String.class))
                        .isEqualTo("over https");
                assertThat(templates.template("tls").call("echo", List.of("over tls"), String.class))
                        .isEqualTo("over tls");
                // Without the bundle the client speaks plaintext, which the TLS server does not answer.
                assertThatThrownBy(() -> templates.template("untrusting").call("echo", List.of("x"), String.class))
                        .isInstanceOf(JsonRpcClientException.class);
            }
        }
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class ClientApp {
    }
}
