package dev.simdjson.benchmarks.sockets;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Documents;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.JsonFrameMessageMapper;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.config.EnableIntegration;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Frames per second from client connections through the starter's socket adapter (Spring Integration's receiving
 * channel adapter on our Unix domain socket factory, or on Spring Integration's TCP factory) into a direct channel
 * whose handler only counts, with the payload bound by simd-json or by Jackson 3 behind the same adapter, frames in
 * u32 little-endian length framing. Clients and server share the JVM (and the machine's cores) alike for both
 * parsers. Each measurement sends {@code frames} frames over each of {@code connections} connections, after a warm-up
 * of the same size; parsers alternate, {@code rounds} times. Prints one tab-separated line per measurement:
 * transport, frame, connections, parser, round, frames/s, CPU µs per frame (the whole process), bytes allocated per
 * frame (all threads).
 *
 * <pre>java -cp benchmarks.jar dev.simdjson.benchmarks.sockets.SocketThroughput uds control 1 200000 3</pre>
 */
public final class SocketThroughput {

    private SocketThroughput() {
    }

    public static void main(String[] args) throws Exception {
        String transport = args[0];
        String frame = args[1];
        int connections = Integer.parseInt(args[2]);
        int frames = Integer.parseInt(args[3]);
        int rounds = Integer.parseInt(args[4]);
        byte[] json = Documents.json(frame.equals("control") ? Documents.control() : Documents.telemetry());
        ByteArrayOutputStream frameBytes = new ByteArrayOutputStream();
        FramingSerializers.of(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, 1 << 20).serialize(json, frameBytes);
        byte[] framed = frameBytes.toByteArray();
        for (String parser : List.of("simdjson", "jackson")) {
            measure(transport, parser, connections, frames, framed); // warm-up, not printed
        }
        for (int round = 1; round <= rounds; round++) {
            List<String> order = round % 2 == 1 ? List.of("simdjson", "jackson") : List.of("jackson", "simdjson");
            for (String parser : order) {
                Result r = measure(transport, parser, connections, frames, framed);
                System.out.printf(Locale.ROOT, "%s\t%s(%dB)\t%d\t%s\t%d\t%.0f\t%.2f\t%.0f%n", transport, frame,
                        json.length, connections, parser, round, r.framesPerSecond(), r.cpuMicrosPerFrame(),
                        r.bytesPerFrame());
            }
        }
    }

    record Result(double framesPerSecond, double cpuMicrosPerFrame, double bytesPerFrame) {
    }

    static Result measure(String transport, String parser, int connections, int frames, byte[] framed)
            throws Exception {
        long total = (long) connections * frames;
        CountDownLatch done = new CountDownLatch(1);
        AtomicLong count = new AtomicLong();
        Path directory = Files.createTempDirectory(Path.of("/tmp"), "sj-bench");
        Path socket = directory.resolve("b.sock");
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
            context.register(Integration.class);
            context.refresh();
            DirectChannel channel = new DirectChannel();
            channel.subscribe(message -> {
                if (count.incrementAndGet() == total) {
                    done.countDown();
                }
            });
            JsonFrameMessageMapper mapper = parser.equals("simdjson")
                    ? new JsonFrameMessageMapper(SimdJsonMapper.create(), Envelope.class, Transport.UDS,
                    ParseMetrics.NONE)
                    : new JacksonFrameMessageMapper(JsonMapper.builder()
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build(), Envelope.class, Transport.UDS);
            AbstractServerConnectionFactory factory = transport.equals("uds")
                    ? new UnixDomainServerConnectionFactory(socket) : new TcpNetServerConnectionFactory(0);
            if (factory instanceof TcpNetServerConnectionFactory tcp) {
                tcp.setLocalAddress("127.0.0.1");
                tcp.setTcpNetConnectionSupport(new BufferedTcpNetConnectionSupport()); // as the starter sets it
            }
            AbstractByteArraySerializer serializer =
                    FramingSerializers.of(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, 1 << 20);
            factory.setSerializer(serializer);
            factory.setDeserializer(serializer);
            factory.setMapper(mapper);
            SimpleAsyncTaskExecutor executor = new SimpleAsyncTaskExecutor("bench-");
            executor.setVirtualThreads(true);
            factory.setTaskExecutor(executor);
            factory.setApplicationEventPublisher(context);
            factory.setBeanFactory(context.getBeanFactory());
            factory.afterPropertiesSet();
            JsonFrameReceivingChannelAdapter adapter = new JsonFrameReceivingChannelAdapter();
            adapter.setConnectionFactory(factory);
            adapter.setOutputChannel(channel);
            adapter.setBeanFactory(context.getBeanFactory());
            adapter.afterPropertiesSet();
            adapter.start();
            while (!factory.isListening()) {
                Thread.sleep(5);
            }
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            long allocatedBefore = threads.getTotalThreadAllocatedBytes();
            long cpuBefore = os.getProcessCpuTime();
            long began = System.nanoTime();
            List<Thread> senders = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                Thread t = Thread.ofPlatform().start(() -> send(transport, factory, socket, framed, frames));
                senders.add(t);
            }
            if (!done.await(300, TimeUnit.SECONDS)) {
                throw new IllegalStateException("only " + count.get() + " of " + total + " frames arrived");
            }
            long elapsed = System.nanoTime() - began;
            long cpu = os.getProcessCpuTime() - cpuBefore;
            long allocated = threads.getTotalThreadAllocatedBytes() - allocatedBefore;
            for (Thread t : senders) {
                t.join();
            }
            adapter.stop();
            return new Result(total / (elapsed / 1e9), cpu / 1e3 / total, (double) allocated / total);
        } finally {
            Files.deleteIfExists(socket);
            Files.deleteIfExists(directory);
        }
    }

    private static void send(String transport, AbstractServerConnectionFactory factory, Path socket, byte[] framed,
            int frames) {
        try {
            if (transport.equals("uds")) {
                try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                    write(new BufferedOutputStream(Channels.newOutputStream(channel), 64 * 1024), framed, frames);
                }
            } else {
                int port = ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
                try (Socket s = new Socket("127.0.0.1", port)) {
                    write(new BufferedOutputStream(s.getOutputStream(), 64 * 1024), framed, frames);
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void write(OutputStream out, byte[] framed, int frames) throws IOException {
        for (int i = 0; i < frames; i++) {
            out.write(framed);
        }
        out.flush();
    }

    /** Spring Integration's infrastructure, nothing else. */
    @EnableIntegration
    static class Integration {
    }
}
