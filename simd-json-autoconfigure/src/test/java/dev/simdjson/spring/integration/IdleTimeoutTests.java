package dev.simdjson.spring.integration;

import dev.simdjson.spring.integration.dsl.JsonSockets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.messaging.Message;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code idle-timeout} on every socket endpoint (frame adapters and JSON-RPC, TCP and Unix domain sockets): a
 * connection that sends nothing is closed after it, one that keeps sending is not, and the endpoint accepts new
 * connections afterwards.
 */
class IdleTimeoutTests {

    private static final Duration TIMEOUT = Duration.ofMillis(400);
    private static final String READING = "{\"sensor\":\"t1\"}";
    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"hi\"],\"id\":1}";

    private final Path directory = SocketTestSupport.socketDirectory("sj-idle");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    /** A test run against one endpoint, its connection factory and the channel the frames arrive on. */
    @FunctionalInterface
    private interface EndpointTest {
        void run(AbstractServerConnectionFactory factory, QueueChannel frames) throws Exception;
    }

    /** Runs {@code test} with {@code endpoint} (e.g. {@code jsonrpc.uds}) up and its idle-timeout set. */
    private void withEndpoint(String endpoint, Duration idleTimeout, EndpointTest test) {
        SocketEndpoints.runner(endpoint, Framing.NDJSON, directory.resolve("idle.sock"))
                .withPropertyValues("simdjson." + endpoint + ".idle-timeout=" + idleTimeout.toMillis() + "ms")
                .run(context -> test.run(SocketEndpoints.factory(context, endpoint),
                        context.getBean("frames", QueueChannel.class)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds", "jsonrpc.tcp", "jsonrpc.uds"})
    void anIdleConnectionIsClosedAfterTheTimeoutAndNewOnesAreServed(String endpoint) {
        withEndpoint(endpoint, TIMEOUT, (factory, frames) -> {
            try (RawClient idle = RawClient.connect(factory)) {
                long began = System.nanoTime();
                assertThat(idle.closedWithin(Duration.ofSeconds(10))).as("closed by the server").isTrue();
                assertThat(Duration.ofNanos(System.nanoTime() - began)).isGreaterThanOrEqualTo(
                        TIMEOUT.minusMillis(100));
            }
            try (RawClient next = RawClient.connect(factory)) {
                assertServed(frames, endpoint, next);
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds", "jsonrpc.tcp", "jsonrpc.uds"})
    void aConnectionThatKeepsSendingStaysOpen(String endpoint) {
        withEndpoint(endpoint, TIMEOUT, (factory, frames) -> {
            try (RawClient busy = RawClient.connect(factory)) {
                for (int i = 0; i < 6; i++) { // 1.2 s in all, three times the timeout
                    assertServed(frames, endpoint, busy);
                    Thread.sleep(TIMEOUT.toMillis() / 2);
                }
                assertServed(frames, endpoint, busy);
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.uds", "jsonrpc.tcp"})
    void zeroNeverClosesAnIdleConnection(String endpoint) {
        withEndpoint(endpoint, Duration.ZERO, (factory, frames) -> {
            try (RawClient idle = RawClient.connect(factory)) {
                assertThat(idle.closedWithin(TIMEOUT.multipliedBy(3))).isFalse();
                assertServed(frames, endpoint, idle);
            }
        });
    }

    @Test
    void theJavaDslsServersHaveTheSameIdleTimeout() {
        assertThat(JsonSockets.tcpServer(0).getObject().getSoTimeout())
                .isEqualTo(SocketDefaults.IDLE_TIMEOUT.toMillis());
    }

    /** One frame in and, for JSON-RPC, its answer out. */
    private static void assertServed(QueueChannel frames, String endpoint, RawClient client) throws IOException {
        if (endpoint.startsWith("jsonrpc")) {
            client.send(Framing.NDJSON, CALL);
            assertThat(client.receive(Framing.NDJSON)).contains("\"result\":\"hi\"");
        } else {
            client.send(Framing.NDJSON, READING);
            Message<?> message = frames.receive(10_000);
            assertThat(message).isNotNull();
        }
    }
}
