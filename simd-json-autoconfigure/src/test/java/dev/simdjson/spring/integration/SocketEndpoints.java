package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonRpcAutoConfiguration;
import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One auto-configured socket endpoint at a time for the hardening tests: {@code integration.tcp},
 * {@code integration.uds}, {@code jsonrpc.tcp} or {@code jsonrpc.uds}, with the frame adapters sending to the
 * {@code frames} queue (a {@code frameErrors} queue is there for an {@code error-channel}), and a {@link Recorder} serving JSON-RPC.
 */
final class SocketEndpoints {

    private SocketEndpoints() {
    }

    @Configuration(proxyBeanMethods = false)
    static class App {

        @Bean
        QueueChannel frames() {
            return new QueueChannel();
        }

        @Bean
        QueueChannel frameErrors() {
            return new QueueChannel();
        }

        @Bean
        Recorder recorder() {
            return new Recorder();
        }
    }

    /** JSON-RPC methods that count their calls. */
    public static class Recorder {

        final AtomicInteger calls = new AtomicInteger();

        @JsonRpcMethod
        public String record(String text) {
            calls.incrementAndGet();
            return text;
        }

        @JsonRpcMethod
        public String echo(String text) {
            return text;
        }
    }

    /** {@code endpoint} on, in {@code framing}, a UDS endpoint on {@code socket}. */
    static ApplicationContextRunner runner(String endpoint, Framing framing, Path socket) {
        String prefix = "simdjson." + endpoint + ".";
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class,
                        SimdJsonRpcAutoConfiguration.class))
                .withUserConfiguration(App.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", prefix + "enabled=true",
                        prefix + "framing=" + framing.name().toLowerCase().replace('_', '-'),
                        prefix + "path=" + socket,
                        "simdjson.integration.tcp.channel=frames", "simdjson.integration.uds.channel=frames");
    }

    /** The endpoint's server connection factory. */
    static AbstractServerConnectionFactory factory(ApplicationContext context, String endpoint) {
        String name = switch (endpoint) {
            case "integration.tcp" -> "simdJsonTcpConnectionFactory";
            case "integration.uds" -> "simdJsonUdsConnectionFactory";
            case "jsonrpc.tcp" -> "simdJsonRpcTcpConnectionFactory";
            case "jsonrpc.uds" -> "simdJsonRpcUdsConnectionFactory";
            default -> throw new IllegalArgumentException(endpoint);
        };
        return context.getBean(name, AbstractServerConnectionFactory.class);
    }
}
