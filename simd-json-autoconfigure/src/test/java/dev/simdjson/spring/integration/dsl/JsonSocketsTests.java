package dev.simdjson.spring.integration.dsl;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.SocketAdapters;
import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.JsonFrameException;
import dev.simdjson.spring.integration.JsonFrameHeaders;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import dev.simdjson.spring.integration.SocketAdapterRegistry;
import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.ip.dsl.Tcp;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.integration.support.context.NamedComponent;
import org.springframework.messaging.Message;
import org.springframework.messaging.support.ErrorMessage;
import org.springframework.util.unit.DataSize;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static dev.simdjson.spring.integration.SocketTestSupport.awaitListening;
import static dev.simdjson.spring.integration.SocketTestSupport.receive;
import static dev.simdjson.spring.integration.SocketTestSupport.send;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Java DSL on real sockets: adapters and gateways built with {@link JsonSockets} in an {@code IntegrationFlow}
 * bind frames with the application's mapper, send malformed frames to the error channel, answer as frames, follow
 * the framing and size options, keep the secure defaults, and appear in the registry behind /actuator/simdjson.
 */
class JsonSocketsTests {

    public record Reading(String sensorId, long seq, double value) {
    }

    private final Path directory = SocketTestSupport.socketDirectory("sj-dsl");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    private ApplicationContextRunner runner() {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.enabled=false", "simdjson.property-naming=snake-case",
                        "dsl.socket=" + directory.resolve("in.sock"));
    }

    @Test
    void aUdsAdapterFlowBindsFramesWithTheApplicationsMapperAndSendsBadFramesToTheErrorChannel() {
        runner().withUserConfiguration(UdsAdapterFlow.class).run(context -> {
            assertThat(context).hasNotFailed();
            Path socket = directory.resolve("in.sock");
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket))).isEqualTo("rw-------");
            try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                OutputStream out = Channels.newOutputStream(channel);
                send(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, out, "{\"sensor_id\":\"t1\",\"seq\":1,\"value\":21.5}");
                send(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, out, "{\"sensor_id\":\"t1\",\"seq\":}");
                send(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, out, "{\"sensor_id\":\"t2\",\"seq\":3,\"value\":-1}");
                QueueChannel readings = context.getBean("readings", QueueChannel.class);
                Message<?> first = readings.receive(10_000);
                Message<?> third = readings.receive(10_000);
                assertThat(first).isNotNull();
                assertThat(third).isNotNull();
                assertThat(first.getPayload()).as("snake_case from simdjson.property-naming: the app's mapper")
                        .isEqualTo(new Reading("t1", 1, 21.5));
                assertThat(third.getPayload()).isEqualTo(new Reading("t2", 3, -1));
                assertThat(first.getHeaders()).containsEntry(JsonFrameHeaders.TRANSPORT, "uds");
                Message<?> error = context.getBean("readingErrors", QueueChannel.class).receive(10_000);
                assertThat(error).isInstanceOf(ErrorMessage.class);
                JsonFrameException bad = (JsonFrameException) ((ErrorMessage) error).getPayload();
                assertThat(bad.frameNumber()).isEqualTo(2);
                assertThat(bad.column()).as("the } where a value should be").isEqualTo(25);
            }
            SocketAdapters.Description listed = context.getBean(SocketAdapterRegistry.class).adapters().getFirst();
            assertThat(listed.transport()).isEqualTo("uds");
            assertThat(listed.address()).isEqualTo(socket.toString());
            assertThat(listed.framing()).isEqualTo("length-header-4-little-endian");
            assertThat(listed.mode()).isEqualTo("adapter");
            assertThat(listed.payloadType()).isEqualTo(Reading.class.getName());
            assertThat(listed.channel()).as("the adapter's output channel, which the flow named")
                    .isEqualTo(((NamedComponent) context.getBean(JsonFrameReceivingChannelAdapter.class)
                            .getOutputChannel()).getComponentName()).startsWith("udsReadings");
            assertThat(listed.listening()).isTrue();
        });
    }

    @Test
    void aTcpGatewayFlowOnLoopbackAnswersEachFrameWithAFrameWrittenBySimdJson() {
        runner().withUserConfiguration(TcpGatewayFlow.class).run(context -> {
            assertThat(context).hasNotFailed();
            TcpNetServerConnectionFactory factory = context.getBean(TcpNetServerConnectionFactory.class);
            awaitListening(factory);
            InetSocketAddress address = (InetSocketAddress) factory.getServerSocketAddress();
            assertThat(address.getAddress().isLoopbackAddress()).as("loopback by default").isTrue();
            try (Socket socket = new Socket("127.0.0.1", address.getPort())) {
                socket.setSoTimeout(10_000);
                OutputStream out = socket.getOutputStream();
                InputStream in = socket.getInputStream();
                send(Framing.NDJSON, out, "{\"sensor_id\":\"t1\",\"seq\":7,\"value\":2}");
                assertThat(receive(Framing.NDJSON, in)).isEqualTo("{\"sensor_id\":\"t1\",\"seq\":8,\"value\":4.0}");
                send(Framing.NDJSON, out, "[1,");
                assertThat(receive(Framing.NDJSON, in)).contains("\"error\"").contains("\"frame\":2");
                send(Framing.NDJSON, out, "{\"sensor_id\":\"t2\",\"seq\":1,\"value\":0.5}");
                assertThat(receive(Framing.NDJSON, in)).isEqualTo("{\"sensor_id\":\"t2\",\"seq\":2,\"value\":1.0}");
            }
            SocketAdapters.Description listed = context.getBean(SocketAdapterRegistry.class).adapters().getFirst();
            assertThat(listed.transport()).isEqualTo("tcp");
            assertThat(listed.mode()).isEqualTo("gateway");
            assertThat(listed.framing()).isEqualTo("ndjson");
        });
    }

    @Test
    void aMapperGivenToTheSpecBindsInsteadOfTheApplicationsOne() {
        runner().withUserConfiguration(UdsAdapterFlow.class).withPropertyValues("dsl.own-mapper=true").run(context -> {
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(directory.resolve("in.sock")))) {
                send(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, Channels.newOutputStream(channel),
                        "{\"sensorId\":\"t1\",\"seq\":1,\"value\":2}");
                Message<?> received = context.getBean("readings", QueueChannel.class).receive(10_000);
                assertThat(received).isNotNull();
                assertThat(received.getPayload()).as("the given mapper's names, not the app's snake_case")
                        .isEqualTo(new Reading("t1", 1, 2));
            }
        });
    }

    @Test
    void theMaximumFrameSizeClosesAConnectionWhoseFrameIsTooLong() {
        runner().withUserConfiguration(UdsAdapterFlow.class).withPropertyValues("dsl.max=64B").run(context -> {
            Path socket = directory.resolve("in.sock");
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                OutputStream out = Channels.newOutputStream(channel);
                boolean closed;
                try {
                    send(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, out,
                            "{\"sensor_id\":\"" + "x".repeat(100) + "\",\"seq\":1,\"value\":1}");
                    closed = Channels.newInputStream(channel).read() == -1;
                } catch (java.io.IOException e) {
                    // The server may close with the rest of the frame unread: the client then sees a reset, not EOF.
                    closed = e.getMessage() != null && (e.getMessage().contains("reset")
                            || e.getMessage().contains("Broken pipe"));
                }
                assertThat(closed).as("closed by the server").isTrue();
            }
            assertThat(context.getBean("readings", QueueChannel.class).receive(200)).isNull();
        });
    }

    @Test
    void springIntegrationsOutboundGatewayTalksToADslGatewayOverAUdsClientFactory() {
        runner().withUserConfiguration(UdsGatewayFlows.class).run(context -> {
            assertThat(context).hasNotFailed();
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            UdsGatewayFlows.Client client = context.getBean(UdsGatewayFlows.Client.class);
            assertThat(client.call("{\"sensor_id\":\"t9\",\"seq\":41,\"value\":1.5}"))
                    .isEqualTo("{\"sensor_id\":\"t9\",\"seq\":42,\"value\":3.0}");
        });
    }

    static Reading doubled(Reading r) {
        return new Reading(r.sensorId(), r.seq() + 1, r.value() * 2);
    }

    @Configuration(proxyBeanMethods = false)
    static class UdsAdapterFlow {

        @Bean
        QueueChannel readings() {
            return new QueueChannel();
        }

        @Bean
        QueueChannel readingErrors() {
            return new QueueChannel();
        }

        @Bean
        IntegrationFlow udsReadings(org.springframework.core.env.Environment env) {
            JsonFrameInboundAdapterSpec adapter = JsonSockets.inboundAdapter(JsonSockets.udsServer(
                            Path.of(env.getRequiredProperty("dsl.socket"))))
                    .framing(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN)
                    .maxFrameSize(DataSize.parse(env.getProperty("dsl.max", "1MB")))
                    .payloadType(Reading.class)
                    .errorChannel("readingErrors");
            if (env.getProperty("dsl.own-mapper", Boolean.class, false)) {
                adapter.mapper(SimdJsonMapper.create());
            }
            return IntegrationFlow.from(adapter).channel("readings").get();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TcpGatewayFlow {

        @Bean
        IntegrationFlow tcpDoubler() {
            return IntegrationFlow.from(JsonSockets.inboundGateway(JsonSockets.tcpServer(0))
                            .framing(Framing.NDJSON)
                            .payloadType(Reading.class))
                    .handle(Reading.class, (reading, headers) -> doubled(reading))
                    .get();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class UdsGatewayFlows {

        /** Sends a frame through Spring Integration's outbound gateway and waits for the reply frame. */
        interface Client {
            String call(String json);
        }

        @Bean
        IntegrationFlow udsDoubler(org.springframework.core.env.Environment env) {
            return IntegrationFlow.from(JsonSockets.inboundGateway(JsonSockets.udsServer(
                                    Path.of(env.getRequiredProperty("dsl.socket"))))
                            .payloadType(Reading.class))
                    .handle(Reading.class, (reading, headers) -> doubled(reading))
                    .get();
        }

        @Bean
        IntegrationFlow udsClientFlow(org.springframework.core.env.Environment env) {
            return IntegrationFlow.from(Client.class)
                    .transform(String.class, s -> s.getBytes(StandardCharsets.UTF_8))
                    .handle(Tcp.outboundGateway(JsonSockets.udsClient(Path.of(env.getRequiredProperty("dsl.socket")))
                            .serializer(FramingSerializers.of(Framing.LENGTH_HEADER_4_BIG_ENDIAN, 1 << 20))
                            .deserializer(FramingSerializers.of(Framing.LENGTH_HEADER_4_BIG_ENDIAN, 1 << 20))))
                    .transform(byte[].class, b -> new String(b, StandardCharsets.UTF_8))
                    .get();
        }
    }
}
