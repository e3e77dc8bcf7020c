package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import javax.net.ssl.SSLSocket;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A graceful stop with TLS clients (TLS has no half-close): an idle client does not hold the stop, a busy one still
 * gets its answer, and then neither waits for the timeout (10 s here).
 */
class TlsGracefulShutdownTests {

    private final Path directory = SocketTestSupport.socketDirectory("sj-tls-stop");

    @AfterEach
    void remove() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    private static ApplicationContextRunner runner(TestKeystore keystore) {
        String prefix = "simdjson.integration.tcp.";
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class, SslAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withUserConfiguration(SocketGracefulShutdownTests.HeldFlow.class)
                .withPropertyValues(keystore.bundleProperties("sockets"))
                .withPropertyValues("simdjson.warm-up.enabled=false", prefix + "enabled=true", prefix + "port=0",
                        prefix + "ssl.bundle=sockets", prefix + "mode=gateway", prefix + "channel=requests",
                        prefix + "framing=ndjson",
                        prefix + "payload-type=" + InboundAdapterContract.Reading.class.getName(),
                        "spring.lifecycle.timeout-per-shutdown-phase=10s");
    }

    @Test
    void anIdleTlsClientDoesNotHoldTheStop() throws Exception {
        TestKeystore keystore = TestKeystore.create(directory);
        runner(keystore).run(context -> {
            context.getBean(SocketGracefulShutdownTests.HeldFlow.class).release.countDown();
            AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
            try (SSLSocket idle = keystore.connect(port(factory))) {
                BufferedReader in = reader(idle);
                send(idle, 1); // answered: the connection works, and is idle afterwards
                assertThat(in.readLine()).contains("\"seq\":1");
                long start = System.nanoTime();
                context.close();
                assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
                assertThat(endOf(in)).as("the client sees the close").isTrue();
            }
        });
    }

    @Test
    void aBusyTlsClientIsAnsweredAndThenTheStopEnds() throws Exception {
        TestKeystore keystore = TestKeystore.create(directory);
        runner(keystore).run(context -> {
            SocketGracefulShutdownTests.HeldFlow flow = context.getBean(SocketGracefulShutdownTests.HeldFlow.class);
            AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
            try (SSLSocket busy = keystore.connect(port(factory)); SSLSocket idle = keystore.connect(port(factory))) {
                BufferedReader in = reader(busy);
                send(busy, 7);
                assertThat(flow.first.await(10, TimeUnit.SECONDS)).as("the frame is in the flow").isTrue();
                CompletableFuture<Void> stopped = CompletableFuture.runAsync(context::close);
                Thread.sleep(300);
                assertThat(stopped).as("the stop waits for the frame in the flow").isNotDone();
                assertThat(endOf(reader(idle))).as("the idle client is closed meanwhile").isTrue();
                long released = System.nanoTime();
                flow.release.countDown();
                assertThat(in.readLine()).contains("\"seq\":7");
                stopped.get(10, TimeUnit.SECONDS);
                assertThat(Duration.ofNanos(System.nanoTime() - released)).isLessThan(Duration.ofSeconds(3));
                assertThat(endOf(in)).isTrue();
            }
        });
    }

    private static int port(AbstractServerConnectionFactory factory) throws InterruptedException {
        SocketTestSupport.awaitListening(factory);
        return ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
    }

    private static void send(SSLSocket socket, int seq) throws IOException {
        socket.getOutputStream().write(("{\"sensor\":\"s\",\"seq\":" + seq + ",\"value\":1}\n")
                .getBytes(StandardCharsets.UTF_8));
        socket.getOutputStream().flush();
    }

    private static BufferedReader reader(SSLSocket socket) throws IOException {
        return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Whether the server closed the connection (the end of the stream, or a reset) before the client's timeout. */
    private static boolean endOf(BufferedReader in) {
        try {
            return in.readLine() == null;
        } catch (java.net.SocketTimeoutException timeout) {
            return false;
        } catch (IOException closed) {
            return true;
        }
    }
}
