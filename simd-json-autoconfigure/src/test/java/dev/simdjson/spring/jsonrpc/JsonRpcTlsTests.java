package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.integration.TestKeystore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import javax.net.ssl.SSLSocket;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

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
}
