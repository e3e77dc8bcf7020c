package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.messaging.Message;
import org.springframework.messaging.support.ErrorMessage;

import java.io.IOException;
import java.util.List;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What both auto-configured inbound adapters (TCP, Unix domain sockets) do on a real socket, for every framing:
 * frames bound to the payload type with their headers, a malformed frame and a frame of the wrong shape as
 * ErrorMessages with where they failed, and the connection reading on after them.
 */
abstract class InboundAdapterContract {

    public record Reading(String sensor, long seq, double value) {
    }

    static final String FIRST = "{\"sensor\":\"t1\",\"seq\":1,\"value\":21.5}";

    /** {@code tcp} or {@code uds}: the property prefix's last part and the transport header. */
    abstract String transport();

    /** Opens a client connection to the context's adapter. */
    abstract Connection connect(AssertableApplicationContext context) throws Exception;

    /** Extra properties the transport needs (a socket path, a port). */
    abstract String[] transportProperties();

    /** A client connection: its streams, whether the server closed it, and how to close it. */
    interface Connection extends AutoCloseable {
        OutputStream output();

        java.io.InputStream input();

        /** Waits up to 10 s for the server to close this connection (the read side ends). */
        boolean closedByPeer() throws IOException;
    }

    ApplicationContextRunner runner() {
        String prefix = "simdjson.integration." + transport() + ".";
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withUserConfiguration(SocketEndpoints.App.class) // the frames and frameErrors queues
                .withPropertyValues("simdjson.warm-up.enabled=false", prefix + "enabled=true",
                        prefix + "channel=frames", prefix + "error-channel=frameErrors",
                        prefix + "payload-type=" + Reading.class.getName())
                .withPropertyValues(transportProperties());
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void framesBecomeTypedMessagesAndBadFramesErrorMessagesOnOneConnection(Framing framing) {
        runner().withPropertyValues("simdjson.integration." + transport() + ".framing="
                        + framing.name().toLowerCase().replace('_', '-'))
                .run(context -> {
                    try (Connection connection = connect(context)) {
                        OutputStream out = connection.output();
                        send(framing, out, FIRST);
                        send(framing, out, "{\"sensor\":\"t1\",\"seq\":tru}");
                        send(framing, out, "{\"sensor\":\"t1\",\"seq\":\"three\",\"value\":1}");
                        send(framing, out, "{\"sensor\":\"t2\",\"seq\":4,\"value\":-0.25,\"unit\":\"C\"}");
                        QueueChannel frames = context.getBean("frames", QueueChannel.class);
                        Message<?> first = frames.receive(10_000);
                        Message<?> fourth = frames.receive(10_000);
                        assertThat(first).isNotNull();
                        assertThat(fourth).isNotNull();
                        assertThat(first.getPayload()).isEqualTo(new Reading("t1", 1, 21.5));
                        assertThat(fourth.getPayload()).isEqualTo(new Reading("t2", 4, -0.25));
                        assertThat(first.getHeaders()).containsEntry(JsonFrameHeaders.TRANSPORT, transport())
                                .containsEntry(JsonFrameHeaders.FRAME_NUMBER, 1L)
                                .containsEntry(JsonFrameHeaders.FRAME_LENGTH, FIRST.length())
                                .containsKey(IpHeaders.CONNECTION_ID).containsKey(IpHeaders.IP_ADDRESS);
                        assertThat(fourth.getHeaders()).containsEntry(JsonFrameHeaders.FRAME_NUMBER, 4L)
                                .containsEntry(IpHeaders.CONNECTION_ID, first.getHeaders().get(IpHeaders.CONNECTION_ID));

                        QueueChannel errors = context.getBean("frameErrors", QueueChannel.class);
                        JsonFrameException invalid = error(errors.receive(10_000));
                        assertThat(invalid.frameNumber()).isEqualTo(2);
                        assertThat(invalid.connectionId()).isEqualTo(first.getHeaders().get(IpHeaders.CONNECTION_ID));
                        assertThat(invalid.line()).isEqualTo(1);
                        assertThat(invalid.column()).isEqualTo(22); // the "t" of "tru"
                        assertThat(new String((byte[]) invalid.getFailedMessage().getPayload(), StandardCharsets.UTF_8))
                                .isEqualTo("{\"sensor\":\"t1\",\"seq\":tru}");
                        JsonFrameException wrongShape = error(errors.receive(10_000));
                        assertThat(wrongShape.frameNumber()).isEqualTo(3);
                        assertThat(wrongShape.getMessage()).contains("$.seq");
                        assertThat(frames.receive(200)).isNull();
                    }
                });
    }

    @ParameterizedTest
    @EnumSource(value = Framing.class, names = {"LENGTH_HEADER_4_BIG_ENDIAN", "LENGTH_HEADER_4_LITTLE_ENDIAN",
            "NDJSON", "CONTENT_LENGTH", "JSON_STREAM"})
    void aFrameOverTheMaximumClosesOnlyItsConnection(Framing framing) {
        runner().withPropertyValues("simdjson.integration." + transport() + ".framing="
                        + framing.name().toLowerCase().replace('_', '-'),
                "simdjson.integration." + transport() + ".max-frame-size=1KB").run(context -> {
            try (Connection good = connect(context); Connection bad = connect(context)) {
                String big = "{\"sensor\":\"" + "x".repeat(2000) + "\",\"seq\":9,\"value\":0}";
                try {
                    send(framing, bad.output(), big);
                    send(framing, bad.output(), FIRST);
                } catch (IOException closedWhileWriting) {
                    // the server may close it before the whole frame is written
                }
                assertThat(bad.closedByPeer()).as("the oversized connection is closed").isTrue();
                send(framing, good.output(), FIRST);
                QueueChannel frames = context.getBean("frames", QueueChannel.class);
                Message<?> received = frames.receive(10_000);
                assertThat(received).isNotNull();
                assertThat(received.getPayload()).isEqualTo(new Reading("t1", 1, 21.5));
                assertThat(frames.receive(200)).as("nothing of the oversized frame").isNull();
            }
        });
    }

    @org.junit.jupiter.api.Test
    void aSlowClientOrOneThatLeavesMidFrameDoesNotHoldUpTheOthers() {
        runner().run(context -> {
            QueueChannel frames = context.getBean("frames", QueueChannel.class);
            try (Connection slow = connect(context); Connection leaving = connect(context);
                    Connection fast = connect(context)) {
                java.io.ByteArrayOutputStream frame = new java.io.ByteArrayOutputStream();
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, frame, FIRST);
                byte[] bytes = frame.toByteArray();
                slow.output().write(bytes, 0, 3); // then nothing more for now
                slow.output().flush();
                leaving.output().write(bytes, 0, bytes.length / 2);
                leaving.output().flush();
                leaving.close();
                for (int i = 0; i < 50; i++) {
                    send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, fast.output(),
                            "{\"sensor\":\"f\",\"seq\":" + i + ",\"value\":1}");
                }
                for (int i = 0; i < 50; i++) {
                    Message<?> m = frames.receive(5_000);
                    assertThat(m).as("frame %d of the fast connection", i).isNotNull();
                    assertThat(((Reading) m.getPayload()).seq()).isEqualTo(i);
                }
                slow.output().write(bytes, 3, bytes.length - 3); // the slow one finishes its frame: still read
                slow.output().flush();
                Message<?> late = frames.receive(5_000);
                assertThat(late).isNotNull();
                assertThat(late.getPayload()).isEqualTo(new Reading("t1", 1, 21.5));
                assertThat(frames.receive(200)).as("nothing of the half frame").isNull();
            }
        });
    }

    @ParameterizedTest
    @EnumSource(value = Framing.class, names = {"LENGTH_HEADER_4_LITTLE_ENDIAN", "NDJSON", "CONTENT_LENGTH"})
    void inGatewayModeEachFrameGetsItsReplyAndAMalformedOneAnErrorReply(Framing framing) {
        String prefix = "simdjson.integration." + transport() + ".";
        runner().withUserConfiguration(Doubling.class)
                .withPropertyValues(prefix + "mode=gateway", prefix + "channel=requests",
                        prefix + "framing=" + framing.name().toLowerCase().replace('_', '-'))
                .run(context -> {
                    assertThat(context).hasSingleBean(JsonFrameInboundGateway.class)
                            .doesNotHaveBean(JsonFrameReceivingChannelAdapter.class);
                    org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer reader =
                            FramingSerializers.of(framing, 1 << 20);
                    try (Connection connection = connect(context)) {
                        send(framing, connection.output(), FIRST);
                        assertThat(new String(reader.deserialize(connection.input()), StandardCharsets.UTF_8).strip())
                                .isEqualTo("{\"sensor\":\"t1\",\"seq\":1,\"value\":43.0}");
                        send(framing, connection.output(), "{\"sensor\":\"t1\",\"seq\":tru}");
                        assertThat(new String(reader.deserialize(connection.input()), StandardCharsets.UTF_8).strip())
                                .isEqualTo("{\"error\":{\"reason\":\"invalid literal: expected 'true'\",\"frame\":2,"
                                        + "\"offset\":21,\"line\":1,\"column\":22}}");
                        send(framing, connection.output(), "{\"sensor\":\"t3\",\"seq\":3,\"value\":1}");
                        assertThat(new String(reader.deserialize(connection.input()), StandardCharsets.UTF_8).strip())
                                .isEqualTo("{\"sensor\":\"t3\",\"seq\":3,\"value\":2.0}");
                    }
                    JsonFrameException reported = error(context.getBean("frameErrors", QueueChannel.class)
                            .receive(5_000));
                    assertThat(reported.frameNumber()).isEqualTo(2);
                });
    }

    @org.junit.jupiter.api.Test
    void theEndpointIsListedForTheActuatorWithItsOpenConnections() {
        runner().run(context -> {
            try (Connection connection = connect(context)) {
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, connection.output(), FIRST);
                assertThat(context.getBean("frames", QueueChannel.class).receive(5_000)).isNotNull();
                List<dev.simdjson.spring.SocketAdapters.Description> adapters = context
                        .getBean(dev.simdjson.spring.SocketAdapters.class).adapters();
                assertThat(adapters).singleElement().satisfies(d -> {
                    assertThat(d.transport()).isEqualTo(transport());
                    assertThat(d.framing()).isEqualTo("length-header-4-big-endian");
                    assertThat(d.mode()).isEqualTo("adapter");
                    assertThat(d.payloadType()).isEqualTo(Reading.class.getName());
                    assertThat(d.channel()).isEqualTo("frames");
                    assertThat(d.listening()).isTrue();
                    assertThat(d.openConnections()).isEqualTo(1);
                    assertThat(d.address()).isEqualTo(expectedAddress(context));
                });
            }
        });
    }

    @org.junit.jupiter.api.Test
    void connectionsBeyondTheLimitAreClosedAndTheOthersGoOn() {
        runner().withPropertyValues("simdjson.integration." + transport() + ".max-connections=2").run(context -> {
            QueueChannel frames = context.getBean("frames", QueueChannel.class);
            try (Connection first = connect(context); Connection second = connect(context)) {
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, first.output(), FIRST);
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, second.output(), FIRST);
                assertThat(frames.receive(5_000)).isNotNull();
                assertThat(frames.receive(5_000)).isNotNull();
                try (Connection third = connect(context)) {
                    assertThat(third.closedByPeer()).as("the third connection is refused").isTrue();
                }
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, second.output(), FIRST);
                assertThat(frames.receive(5_000)).as("the open ones go on").isNotNull();
            }
        });
    }

    /** Where the context's endpoint listens, as the actuator shows it. */
    abstract String expectedAddress(AssertableApplicationContext context);

    /** A flow that answers each reading with its value doubled. */
    @Configuration(proxyBeanMethods = false)
    static class Doubling {

        @Bean
        org.springframework.integration.dsl.IntegrationFlow doubling() {
            return org.springframework.integration.dsl.IntegrationFlow.from("requests")
                    .<Reading, Reading>transform(r -> new Reading(r.sensor(), r.seq(), r.value() * 2))
                    .get();
        }
    }

    private static JsonFrameException error(Message<?> message) {
        assertThat(message).isInstanceOf(ErrorMessage.class);
        return (JsonFrameException) ((ErrorMessage) message).getPayload();
    }

    static void awaitListening(AbstractServerConnectionFactory factory) throws InterruptedException {
        SocketTestSupport.awaitListening(factory);
    }

    static void send(Framing framing, OutputStream out, String json) throws IOException {
        SocketTestSupport.send(framing, out, json);
    }
}
