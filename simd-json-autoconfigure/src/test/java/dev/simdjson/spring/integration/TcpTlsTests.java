package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.messaging.Message;

import javax.net.ssl.SSLSocket;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The TCP inbound adapter with TLS from one of Boot's SSL bundles ({@code simdjson.integration.tcp.ssl.bundle}):
 * a real TLS client's frames arrive, a plaintext client's never do, an unknown bundle fails the start, and a
 * plaintext endpoint off loopback is warned about.
 */
@ExtendWith(OutputCaptureExtension.class)
class TcpTlsTests {

    private static Path directory;
    private static TestKeystore keystore;

    @BeforeAll
    static void keystore() throws Exception {
        directory = SocketTestSupport.socketDirectory("sj-tls");
        keystore = TestKeystore.create(directory);
    }

    @AfterAll
    static void remove() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    private ApplicationContextRunner runner() {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class, SslAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withUserConfiguration(Frames.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", "simdjson.integration.tcp.enabled=true",
                        "simdjson.integration.tcp.port=0", "simdjson.integration.tcp.channel=frames",
                        "simdjson.integration.tcp.framing=ndjson")
                .withPropertyValues(keystore.bundleProperties("frames"));
    }

    private static int port(TcpNetServerConnectionFactory factory) throws InterruptedException {
        SocketTestSupport.awaitListening(factory);
        return ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
    }

    @Test
    void aTlsClientsFramesArrive() {
        runner().withPropertyValues("simdjson.integration.tcp.ssl.bundle=frames").run(context -> {
            int port = port(context.getBean(TcpNetServerConnectionFactory.class));
            try (SSLSocket socket = keystore.connect(port)) {
                assertThat(socket.getSession().getProtocol()).startsWith("TLSv1.");
                socket.getOutputStream().write("{\"a\":1}\n".getBytes());
                socket.getOutputStream().flush();
                Message<?> frame = context.getBean("frames", QueueChannel.class).receive(10_000);
                assertThat(frame).isNotNull();
                assertThat(frame.getPayload()).isEqualTo(java.util.Map.of("a", 1));
            }
        });
    }

    @Test
    void aPlaintextClientIsRefusedAndItsFramesNeverArrive() {
        runner().withPropertyValues("simdjson.integration.tcp.ssl.bundle=frames").run(context -> {
            int port = port(context.getBean(TcpNetServerConnectionFactory.class));
            try (Socket plain = new Socket("127.0.0.1", port)) {
                plain.setSoTimeout(10_000);
                plain.getOutputStream().write("{\"a\":1}\n{\"a\":2}\n".getBytes());
                plain.getOutputStream().flush();
                int answer;
                try {
                    while ((answer = plain.getInputStream().read()) >= 0 && answer != -1) {
                        // whatever the TLS server says (an alert) until it closes
                    }
                } catch (java.net.SocketException reset) {
                    answer = -1;
                }
                assertThat(answer).as("the server closed the connection").isEqualTo(-1);
            }
            assertThat(context.getBean("frames", QueueChannel.class).receive(300)).isNull();
        });
    }

    @Test
    void withoutTheBundleThePlaintextClientsFramesArrive() {
        // The same client as above, against the same endpoint without TLS: what the refusal above is measured by.
        runner().run(context -> {
            int port = port(context.getBean(TcpNetServerConnectionFactory.class));
            try (Socket plain = new Socket("127.0.0.1", port)) {
                plain.getOutputStream().write("{\"a\":1}\n".getBytes());
                plain.getOutputStream().flush();
                assertThat(context.getBean("frames", QueueChannel.class).receive(10_000)).isNotNull();
            }
        });
    }

    @Test
    void anUnknownBundleFailsTheStart() {
        runner().withPropertyValues("simdjson.integration.tcp.ssl.bundle=nope").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).hasStackTraceContaining(
                    "simdjson.integration.tcp.ssl.bundle=nope: no such SSL bundle");
        });
    }

    @Test
    void aPlaintextEndpointOffLoopbackIsWarnedAbout(CapturedOutput output) {
        runner().withPropertyValues("simdjson.integration.tcp.host=0.0.0.0").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(output).contains("simdjson.integration.tcp listens on 0.0.0.0 without TLS");
        });
        runner().withPropertyValues("simdjson.integration.tcp.host=0.0.0.0",
                "simdjson.integration.tcp.ssl.bundle=frames").run(context -> assertThat(context).hasNotFailed());
        assertThat(output.toString().split("listens on 0.0.0.0 without TLS", -1)).as("once: not with TLS").hasSize(2);
    }

    @Configuration(proxyBeanMethods = false)
    static class Frames {

        @Bean
        QueueChannel frames() {
            return new QueueChannel();
        }
    }
}
