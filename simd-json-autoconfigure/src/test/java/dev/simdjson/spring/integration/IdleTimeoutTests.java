package dev.simdjson.spring.integration;

import dev.simdjson.spring.integration.dsl.JsonSockets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
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

    private ApplicationContextRunner runner(String endpoint, Duration idleTimeout) {
        return SocketEndpoints.runner(endpoint, Framing.NDJSON, directory.resolve("idle.sock"))
                .withPropertyValues("simdjson." + endpoint + ".idle-timeout=" + idleTimeout.toMillis() + "ms");
    }

    private static AbstractServerConnectionFactory factory(ApplicationContext context, String endpoint) {
        return SocketEndpoints.factory(context, endpoint);
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds", "jsonrpc.tcp", "jsonrpc.uds"})
    void anIdleConnectionIsClosedAfterTheTimeoutAndNewOnesAreServed(String endpoint) {
        runner(endpoint, TIMEOUT).run(context -> {
            AbstractServerConnectionFactory factory = factory(context, endpoint);
            try (RawClient idle = RawClient.connect(factory)) {
                long began = System.nanoTime();
                assertThat(idle.closedWithin(Duration.ofSeconds(10))).as("closed by the server").isTrue();
                assertThat(Duration.ofNanos(System.nanoTime() - began)).isGreaterThanOrEqualTo(
                        TIMEOUT.minusMillis(100));
            }
            try (RawClient next = RawClient.connect(factory)) {
                assertServed(context.getBean("frames", QueueChannel.class), endpoint, next);
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds", "jsonrpc.tcp", "jsonrpc.uds"})
    void aConnectionThatKeepsSendingStaysOpen(String endpoint) {
        runner(endpoint, TIMEOUT).run(context -> {
            AbstractServerConnectionFactory factory = factory(context, endpoint);
            try (RawClient busy = RawClient.connect(factory)) {
                for (int i = 0; i < 6; i++) { // 1.2 s in all, three times the timeout
                    assertServed(context.getBean("frames", QueueChannel.class), endpoint, busy);
                    Thread.sleep(TIMEOUT.toMillis() / 2);
                }
                assertServed(context.getBean("frames", QueueChannel.class), endpoint, busy);
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.uds", "jsonrpc.tcp"})
    void zeroNeverClosesAnIdleConnection(String endpoint) {
        runner(endpoint, Duration.ZERO).run(context -> {
            AbstractServerConnectionFactory factory = factory(context, endpoint);
            try (RawClient idle = RawClient.connect(factory)) {
                assertThat(idle.closedWithin(TIMEOUT.multipliedBy(3))).isFalse();
                assertServed(context.getBean("frames", QueueChannel.class), endpoint, idle);
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
