package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 8 connections × 100,000 frames at once, on each transport: every frame arrives exactly once, in order within its
 * connection (each connection's frames are handed on by its own reading thread).
 */
class SocketLoadTests {

    static final int CONNECTIONS = 8;
    static final int FRAMES = 100_000;

    public record Seq(int connection, long n, String pad) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"tcp", "uds"})
    void nothingLostDuplicatedOrReorderedWithinAConnection(String transport) throws Exception {
        Path directory = Files.createTempDirectory(Path.of("/tmp"), "sj-load");
        Path socket = directory.resolve("load.sock");
        String prefix = "simdjson.integration." + transport + ".";
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                        SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
                .withUserConfiguration(Checking.class)
                .withPropertyValues("simdjson.warm-up.enabled=false", prefix + "enabled=true", prefix + "channel=load",
                        prefix + "framing=length-header-4-little-endian", prefix + "payload-type=" + Seq.class.getName(),
                        "simdjson.integration.tcp.port=0", "simdjson.integration.uds.path=" + socket)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    AbstractServerConnectionFactory factory = context.getBean(AbstractServerConnectionFactory.class);
                    InboundAdapterContract.awaitListening(factory);
                    Checking checking = context.getBean(Checking.class);
                    ExecutorService senders = Executors.newFixedThreadPool(CONNECTIONS);
                    List<Future<?>> sent = new ArrayList<>();
                    for (int c = 0; c < CONNECTIONS; c++) {
                        int connection = c;
                        sent.add(senders.submit(() -> {
                            send(transport, factory, socket, connection);
                            return null;
                        }));
                    }
                    for (Future<?> f : sent) {
                        f.get(120, TimeUnit.SECONDS);
                    }
                    senders.shutdown();
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                    while (checking.received.get() < (long) CONNECTIONS * FRAMES && System.nanoTime() < deadline) {
                        Thread.sleep(20);
                    }
                    assertThat(checking.problems).isEmpty();
                    assertThat(checking.received.get()).isEqualTo((long) CONNECTIONS * FRAMES);
                    for (int c = 0; c < CONNECTIONS; c++) {
                        assertThat(checking.last.get(c)).as("last frame of connection %d", c).isEqualTo(FRAMES - 1);
                    }
                });
        try (var files = Files.list(directory)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(directory);
    }

    private static void send(String transport, AbstractServerConnectionFactory factory, Path socket, int connection)
            throws IOException {
        AutoCloseable closer;
        OutputStream out;
        if (transport.equals("tcp")) {
            Socket s = new Socket("127.0.0.1", ((InetSocketAddress)
                    ((TcpNetServerConnectionFactory) factory).getServerSocketAddress()).getPort());
            out = new BufferedOutputStream(s.getOutputStream(), 64 * 1024);
            closer = s;
        } else {
            SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket));
            out = new BufferedOutputStream(Channels.newOutputStream(channel), 64 * 1024);
            closer = channel;
        }
        try {
            var framing = FramingSerializers.of(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, 1 << 20);
            for (int n = 0; n < FRAMES; n++) {
                framing.serialize(("{\"connection\":" + connection + ",\"n\":" + n + ",\"pad\":\"frame-" + n
                        + "\"}").getBytes(StandardCharsets.UTF_8), out);
            }
            out.flush();
        } finally {
            try {
                closer.close();
            } catch (Exception e) {
                throw new IOException(e);
            }
        }
    }

    /** Checks every frame as it arrives, on the connection's own thread (a direct channel). */
    @Configuration(proxyBeanMethods = false)
    static class Checking {

        final ConcurrentHashMap<Integer, Long> last = new ConcurrentHashMap<>();
        final AtomicLong received = new AtomicLong();
        final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());

        @Bean
        IntegrationFlow checkingFlow() {
            return IntegrationFlow.from("load").handle(Seq.class, (seq, headers) -> {
                long expected = last.getOrDefault(seq.connection(), -1L) + 1;
                if (seq.n() != expected && problems.size() < 10) {
                    problems.add("connection " + seq.connection() + ": frame " + seq.n() + " where " + expected
                            + " was due");
                }
                last.put(seq.connection(), seq.n());
                received.incrementAndGet();
                return null;
            }).get();
        }
    }
}
