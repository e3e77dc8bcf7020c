package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonRpcAutoConfiguration;
import dev.simdjson.spring.jsonrpc.RpcApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
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

    @Configuration(proxyBeanMethods = false)
    static class App {

        @Bean
        QueueChannel frames() {
            return new QueueChannel();
        }

        @Bean
        RpcApp.Timing methods() {
            return new RpcApp.Timing(); // echo(text)
        }
    }

    /** @param endpoint {@code integration.tcp}, {@code integration.uds}, {@code jsonrpc.tcp} or {@code jsonrpc.uds} */
    private ApplicationContextRunner runner(String endpoint, Duration idleTimeout) {
        String prefix = "simdjson." + endpoint + ".";
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class,
                        SimdJsonRpcAutoConfiguration.class))
                .withUserConfiguration(App.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", prefix + "enabled=true",
                        prefix + "idle-timeout=" + idleTimeout.toMillis() + "ms",
                        "simdjson.integration.tcp.channel=frames", "simdjson.integration.uds.channel=frames",
                        "simdjson.integration.tcp.framing=ndjson", "simdjson.integration.uds.framing=ndjson",
                        prefix + "path=" + directory.resolve("idle.sock"));
    }

    private static String factoryBean(String endpoint) {
        return switch (endpoint) {
            case "integration.tcp" -> "simdJsonTcpConnectionFactory";
            case "integration.uds" -> "simdJsonUdsConnectionFactory";
            case "jsonrpc.tcp" -> "simdJsonRpcTcpConnectionFactory";
            default -> "simdJsonRpcUdsConnectionFactory";
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds", "jsonrpc.tcp", "jsonrpc.uds"})
    void anIdleConnectionIsClosedAfterTheTimeoutAndNewOnesAreServed(String endpoint) {
        runner(endpoint, TIMEOUT).run(context -> {
            AbstractServerConnectionFactory factory = context.getBean(factoryBean(endpoint),
                    AbstractServerConnectionFactory.class);
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
            AbstractServerConnectionFactory factory = context.getBean(factoryBean(endpoint),
                    AbstractServerConnectionFactory.class);
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
            AbstractServerConnectionFactory factory = context.getBean(factoryBean(endpoint),
                    AbstractServerConnectionFactory.class);
            try (RawClient idle = RawClient.connect(factory)) {
                assertThat(idle.closedWithin(TIMEOUT.multipliedBy(3))).isFalse();
                assertServed(context.getBean("frames", QueueChannel.class), endpoint, idle);
            }
        });
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
