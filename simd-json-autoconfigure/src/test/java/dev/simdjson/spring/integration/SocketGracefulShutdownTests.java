package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import dev.simdjson.spring.integration.dsl.JsonSockets;
import org.springframework.core.env.Environment;
import org.springframework.core.serializer.Deserializer;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.ip.dsl.AbstractConnectionFactorySpec;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A context that stops while its socket endpoints are busy, endpoints the properties configure and endpoints built
 * with the Java DSL alike: they stop accepting, process every frame they have read (one partly read too) and write
 * its reply, then close; with {@code server.shutdown=immediate} they close at once.
 */
class SocketGracefulShutdownTests {

    private final Path directory = SocketTestSupport.socketDirectory("sj-stop");

    @AfterEach
    void remove() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    /** {@code uds}, {@code tcp}: the endpoint the properties configure; {@code dsl-uds}, {@code dsl-tcp}: a DSL one. */
    private ApplicationContextRunner runner(String transport) {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withUserConfiguration(HeldFlow.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", "simdjson.integration.tcp.port=0",
                        "simdjson.integration.uds.path=" + directory.resolve("g.sock"),
                        "spring.lifecycle.timeout-per-shutdown-phase=10s");
        if (transport.startsWith("dsl-")) {
            return runner.withUserConfiguration(DslGateway.class)
                    .withPropertyValues("dsl.transport=" + transport.substring(4));
        }
        String prefix = "simdjson.integration." + transport + ".";
        return runner.withPropertyValues(prefix + "enabled=true", prefix + "mode=gateway", prefix + "channel=requests",
                prefix + "framing=ndjson", prefix + "payload-type=" + InboundAdapterContract.Reading.class.getName());
    }

    private static byte[] frames(int from, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < from + count; i++) {
            text.append("{\"sensor\":\"s\",\"seq\":").append(i).append(",\"value\":1}\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The replies until the server closes the connection: one line each; then the peer closes too. */
    private static CompletableFuture<List<String>> replies(SocketPeer peer) {
        return CompletableFuture.supplyAsync(() -> {
            List<String> lines = new ArrayList<>();
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            try {
                for (int b; (b = peer.input().read()) >= 0; ) {
                    if (b == '\n') {
                        lines.add(line.toString(StandardCharsets.UTF_8));
                        line.reset();
                    } else {
                        line.write(b);
                    }
                }
            } catch (IOException reset) {
                // the end, as a reset
            }
            try {
                peer.close(); // as a client does at the end of the stream: its sender stops
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return lines;
        }, java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
    }

    @ParameterizedTest
    @ValueSource(strings = {"uds", "tcp", "dsl-uds", "dsl-tcp"})
    void framesReadBeforeTheStopAreProcessedAndAnswered(String transport) {
        runner(transport).run(context -> {
            HeldFlow flow = context.getBean(HeldFlow.class);
            AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
            try (SocketPeer peer = SocketPeer.connect(factory)) {
                CompletableFuture<List<String>> replies = replies(peer);
                peer.output().write(frames(1, 20)); // one write: the server reads them all into its buffer
                peer.output().flush();
                assertThat(flow.first.await(10, TimeUnit.SECONDS)).as("the first frame is in the flow").isTrue();
                CompletableFuture<Void> stopped = CompletableFuture.runAsync(context::close);
                Thread.sleep(300); // the context is stopping; the flow still holds the first frame
                assertThat(stopped).isNotDone();
                flow.release.countDown();
                stopped.get(20, TimeUnit.SECONDS);
                assertThat(flow.processed.get()).isEqualTo(20);
                assertThat(replies.get(10, TimeUnit.SECONDS)).hasSize(20)
                        .allSatisfy(reply -> assertThat(reply).startsWith("{\"sensor\":\"s\""));
            }
        });
    }

    /**
     * A frame the endpoint has begun to read when the stop begins (its first bytes taken from the socket) is read to
     * its end, processed and answered, however late its last bytes come within the timeout.
     */
    @ParameterizedTest
    @ValueSource(strings = {"uds", "tcp", "dsl-uds", "dsl-tcp"})
    void aFramePartlyReadWhenTheStopBeginsIsReadToItsEndAndAnswered(String transport) {
        runner(transport).run(context -> {
            HeldFlow flow = context.getBean(HeldFlow.class);
            flow.release.countDown();
            AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
            try (SocketPeer peer = SocketPeer.connect(factory)) {
                CompletableFuture<List<String>> replies = replies(peer);
                byte[] last = frames(4, 1);
                peer.output().write(frames(1, 3));
                peer.output().write(last, 0, 10);
                peer.output().flush();
                while (flow.processed.get() < 3) {
                    Thread.sleep(1);
                }
                Thread.sleep(100); // the reader has the first 10 bytes of the fourth frame and waits for the rest
                CompletableFuture<Void> stopped = CompletableFuture.runAsync(context::close);
                Thread.sleep(300);
                assertThat(stopped).as("the stop waits for the frame partly read").isNotDone();
                peer.output().write(last, 10, last.length - 10);
                peer.output().flush();
                stopped.get(20, TimeUnit.SECONDS);
                assertThat(flow.seqs).containsExactly(1L, 2L, 3L, 4L);
                assertThat(replies.get(10, TimeUnit.SECONDS)).hasSize(4);
            }
        });
    }

    /**
     * Stops the context many times while a peer writes frame after frame, each stop at another moment: every frame
     * the endpoint read is processed, every one processed is answered, and only those are.
     */
    @ParameterizedTest
    @ValueSource(strings = {"uds", "tcp", "dsl-uds", "dsl-tcp"})
    void framesSentWhileTheContextStopsAreAllAnsweredOnceProcessed(String transport) {
        int stops = transport.startsWith("dsl-") ? 10 : 50;
        for (int stop = 0; stop < stops; stop++) {
            int before = 1 + (stop % 10) * 7; // frames processed before the stop begins
            runner(transport).run(context -> {
                HeldFlow flow = context.getBean(HeldFlow.class);
                flow.release.countDown();
                AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
                AtomicInteger read = new AtomicInteger();
                Deserializer<?> framing = factory.getDeserializer();
                factory.setDeserializer(in -> {
                    Object frame = framing.deserialize(in);
                    read.incrementAndGet();
                    return frame;
                });
                try (SocketPeer peer = SocketPeer.connect(factory)) {
                    CompletableFuture<List<String>> replies = replies(peer);
                    AtomicInteger written = new AtomicInteger();
                    CompletableFuture<Void> sender = CompletableFuture.runAsync(() -> {
                        try {
                            for (int i = 1; i <= 100_000; i++) {
                                peer.output().write(frames(i, 1));
                                written.incrementAndGet();
                            }
                        } catch (IOException closed) {
                            // the server stopped reading
                        }
                    });
                    while (flow.processed.get() < before) {
                        Thread.sleep(1);
                    }
                    context.close();
                    sender.get(20, TimeUnit.SECONDS);
                    List<Long> answered = replies.get(20, TimeUnit.SECONDS).stream()
                            .map(reply -> Long.parseLong(reply.replaceAll(".*\"seq\":(\\d+).*", "$1"))).toList();
                    assertThat(flow.processed.get()).isGreaterThanOrEqualTo(before)
                            .isLessThanOrEqualTo(written.get());
                    assertThat(read.get()).as("every frame read is processed").isEqualTo(flow.processed.get());
                    assertThat(answered).as("every frame processed is answered, once")
                            .containsExactlyInAnyOrderElementsOf(flow.seqs);
                }
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"uds", "tcp", "dsl-uds", "dsl-tcp"})
    void anImmediateShutdownClosesAtOnce(String transport) {
        runner(transport).withPropertyValues("server.shutdown=immediate").run(context -> {
            HeldFlow flow = context.getBean(HeldFlow.class);
            AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
            try (SocketPeer peer = SocketPeer.connect(factory)) {
                CompletableFuture<List<String>> replies = replies(peer);
                peer.output().write(frames(1, 20));
                peer.output().flush();
                assertThat(flow.first.await(10, TimeUnit.SECONDS)).isTrue();
                CompletableFuture<Void> stopped = CompletableFuture.runAsync(context::close);
                stopped.get(10, TimeUnit.SECONDS); // not waiting for the held frame
                flow.release.countDown();
                assertThat(replies.get(10, TimeUnit.SECONDS)).hasSizeLessThan(20);
            }
        });
    }

    /** A gateway built with the Java DSL, its shutdown timeout not set, feeding the held flow. */
    @Configuration(proxyBeanMethods = false)
    static class DslGateway {

        @Bean
        IntegrationFlow dslGateway(Environment environment) {
            AbstractConnectionFactorySpec<?, ?> factory = "tcp".equals(environment.getProperty("dsl.transport"))
                    ? JsonSockets.tcpServer(0)
                    : JsonSockets.udsServer(Path.of(environment.getRequiredProperty("simdjson.integration.uds.path")));
            return IntegrationFlow.from(JsonSockets.inboundGateway(factory).framing(Framing.NDJSON)
                    .payloadType(InboundAdapterContract.Reading.class)).channel("requests").get();
        }
    }

    /** A gateway flow that holds the first frame until released, and counts what it processed. */
    @Configuration(proxyBeanMethods = false)
    static class HeldFlow {

        final CountDownLatch first = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger processed = new AtomicInteger();
        final Queue<Long> seqs = new ConcurrentLinkedQueue<>();

        @Bean
        IntegrationFlow held() {
            return IntegrationFlow.from("requests").<InboundAdapterContract.Reading, InboundAdapterContract.Reading>
                    transform(reading -> {
                        first.countDown();
                        try {
                            release.await(20, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        seqs.add(reading.seq());
                        processed.incrementAndGet();
                        return reading;
                    }).get();
        }
    }
}
