package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainClientConnectionFactory;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import dev.simdjson.spring.jsonrpc.DefaultJsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcDispatcher;
import dev.simdjson.spring.jsonrpc.JsonRpcLimits;
import dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import dev.simdjson.spring.jsonrpc.JsonRpcSocketEndpoint;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate;
import dev.simdjson.spring.jsonrpc.client.SocketJsonRpcTransport;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.config.EnableIntegration;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;
import org.springframework.integration.ip.tcp.outbound.TcpSendingMessageHandler;
import org.springframework.util.backoff.FixedBackOff;

import java.io.BufferedInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * JSON-RPC over a Unix domain socket end to end, as the starter builds it ({@code simdjson.jsonrpc.uds.*}: NDJSON,
 * Spring Integration's receiving adapter and sending handler on the starter's UDS factory, the dispatcher): each of
 * {@code connections} clients sends the {@link ZigWorkload} requests one at a time (the next when the answer came)
 * for {@code seconds}; prints calls per second, the p50/p99 round trip and the bytes allocated per call (all
 * threads of the JVM, the clients' included, which allocate nothing per call), and with one connection first the floor
 * of this machine: a plain JDK echo over a Unix domain socket. Clients and server share the JVM and the machine's
 * cores. With {@code typed}, the callers are instead {@code connections} threads sharing the starter's typed client
 * ({@link JsonRpcTemplate} over one {@link SocketJsonRpcTransport} connection, calls multiplexed by id), each calling
 * {@code subtract(42, 23)} one at a time.
 *
 * <pre>java -cp benchmarks.jar dev.simdjson.benchmarks.jsonrpc.RpcSocketLoad 1 10 [typed]</pre>
 */
public final class RpcSocketLoad {

    private RpcSocketLoad() {
    }

    public static void main(String[] args) throws Exception {
        int connections = Integer.parseInt(args[0]);
        int seconds = Integer.parseInt(args[1]);
        boolean typed = args.length > 2 && args[2].equals("typed");
        Path directory = Files.createTempDirectory(Path.of("/tmp"), "sj-rpc-load");
        Path socket = directory.resolve("rpc.sock");
        if (connections == 1) {
            System.out.printf(Locale.ROOT, "jdk echo over uds (the floor)\t1 connection\t%.0f round trips/s%n",
                    echoRoundTripsPerSecond(directory.resolve("echo.sock"), seconds));
        }
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
            context.register(Integration.class);
            context.refresh();
            JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
            registry.register(new ZigWorkload.Methods());
            JsonRpcDispatcher dispatcher = new JsonRpcDispatcher(registry, SimdJsonMapper.create(),
                    JsonRpcLimits.DEFAULTS, new DefaultJsonRpcErrorHandler(), JsonRpcObserver.NONE);
            UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(socket);
            FramingSerializers.install(factory, Framing.NDJSON, 1 << 20);
            factory.setTaskExecutor(SocketDefaults.virtualThreads("rpc-"));
            factory.setApplicationEventPublisher(context);
            factory.setBeanFactory(context.getBeanFactory());
            factory.afterPropertiesSet();
            TcpSendingMessageHandler replies = new TcpSendingMessageHandler();
            replies.setConnectionFactory(factory);
            replies.setBeanFactory(context.getBeanFactory());
            replies.afterPropertiesSet();
            DirectChannel responses = new DirectChannel();
            responses.subscribe(replies);
            DirectChannel requests = new DirectChannel();
            requests.subscribe(new JsonRpcSocketEndpoint(dispatcher, responses));
            TcpReceivingChannelAdapter adapter = new TcpReceivingChannelAdapter();
            adapter.setConnectionFactory(factory);
            adapter.setOutputChannel(requests);
            adapter.setBeanFactory(context.getBeanFactory());
            adapter.afterPropertiesSet();
            adapter.start();
            while (!factory.isListening()) {
                Thread.sleep(5);
            }
            if (typed) {
                try (JsonRpcTemplate template = typedClient(socket)) {
                    run(connections, 3, (index, until) -> typedCalls(template, until)); // warm-up
                    Result r = run(connections, seconds, (index, until) -> typedCalls(template, until));
                    System.out.printf(Locale.ROOT, "typed client over uds\t%d caller thread(s), 1 connection\t"
                            + "%.0f calls/s\tp50 %.1f us\tp99 %.1f us\t%.0f B/call%n", connections,
                            r.callsPerSecond(), r.p50Micros(), r.p99Micros(), r.bytesPerCall());
                }
            } else {
                run(socket, connections, 3); // warm-up
                Result r = run(socket, connections, seconds);
                System.out.printf(Locale.ROOT,
                        "jsonrpc over uds\t%d connection(s)\t%.0f calls/s\tp50 %.1f us\tp99 %.1f us\t%.0f B/call%n",
                        connections, r.callsPerSecond(), r.p50Micros(), r.p99Micros(), r.bytesPerCall());
            }
            adapter.stop();
        } finally {
            Files.deleteIfExists(socket);
            Files.deleteIfExists(directory);
        }
    }

    record Result(double callsPerSecond, double p50Micros, double p99Micros, double bytesPerCall) {
    }

    /**
     * The floor this machine sets: round trips of 64 bytes over a Unix domain socket between two plain threads of
     * one JVM (a JDK echo, no framing, no JSON), for {@code seconds}.
     */
    static double echoRoundTripsPerSecond(Path socket, int seconds) throws Exception {
        try (java.nio.channels.ServerSocketChannel server = java.nio.channels.ServerSocketChannel.open(
                java.net.StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            Thread echo = Thread.ofPlatform().start(() -> {
                try (SocketChannel c = server.accept()) {
                    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(256);
                    while (c.read(b.clear()) >= 0) {
                        c.write(b.flip());
                    }
                } catch (java.io.IOException e) {
                    // the client left
                }
            });
            long n = 0;
            long began = System.nanoTime();
            try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(256);
                long until = began + TimeUnit.SECONDS.toNanos(seconds);
                while (System.nanoTime() < until) {
                    c.write(b.clear().put(new byte[64]).flip());
                    int read = 0;
                    while (read < 64) {
                        read += c.read(b.clear());
                    }
                    n++;
                }
            }
            echo.join();
            return n / ((System.nanoTime() - began) / 1e9);
        } finally {
            Files.deleteIfExists(socket);
        }
    }

    static Result run(Path socket, int connections, int seconds) throws Exception {
        return run(connections, seconds, (index, until) -> client(socket, until, index));
    }

    /** What one caller thread does until {@code until} (a nano time): its round trips, in nanoseconds. */
    @FunctionalInterface
    interface Caller {
        long[] calls(int index, long until) throws Exception;
    }

    static Result run(int connections, int seconds, Caller caller) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Thread> clients = new ArrayList<>();
        List<long[]> latencies = new ArrayList<>();
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long allocatedBefore = threads.getTotalThreadAllocatedBytes();
        long began = System.nanoTime();
        for (int c = 0; c < connections; c++) {
            long[][] out = new long[1][];
            latencies.add(null);
            int index = c;
            clients.add(Thread.ofPlatform().start(() -> {
                try {
                    out[0] = caller.calls(index, until);
                    synchronized (latencies) {
                        latencies.set(index, out[0]);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        for (Thread t : clients) {
            t.join();
        }
        double elapsed = (System.nanoTime() - began) / 1e9;
        long allocated = threads.getTotalThreadAllocatedBytes() - allocatedBefore;
        long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
        return new Result(all.length / elapsed, all[all.length / 2] / 1e3, all[(int) (all.length * 0.99)] / 1e3,
                (double) allocated / all.length);
    }

    /** The starter's typed client over one shared connection to the socket. */
    private static JsonRpcTemplate typedClient(Path socket) {
        UnixDomainClientConnectionFactory factory = new UnixDomainClientConnectionFactory(socket);
        FramingSerializers.install(factory, Framing.NDJSON, 1 << 20);
        factory.setSingleUse(false);
        factory.setTaskExecutor(SocketDefaults.virtualThreads("rpc-client-"));
        SimdJsonMapper mapper = SimdJsonMapper.create();
        return new JsonRpcTemplate(new SocketJsonRpcTransport("unix:" + socket, List.of(factory),
                new FixedBackOff(100), mapper), mapper, java.time.Duration.ofSeconds(10));
    }

    /** One caller thread's typed calls, in nanoseconds each. */
    private static long[] typedCalls(JsonRpcTemplate template, long until) {
        List<Integer> params = List.of(42, 23);
        long[] times = new long[1 << 16];
        int n = 0;
        while (System.nanoTime() < until) {
            long sent = System.nanoTime();
            Integer result = template.call("subtract", params, Integer.class);
            if (result == null || result != 19) {
                throw new IllegalStateException("subtract answered " + result);
            }
            if (n == times.length) {
                times = Arrays.copyOf(times, n * 2);
            }
            times[n++] = System.nanoTime() - sent;
        }
        return Arrays.copyOf(times, n);
    }

    /** One connection's round trips, in nanoseconds. */
    private static long[] client(Path socket, long until, int seed) throws Exception {
        byte[][] requests = Arrays.stream(ZigWorkload.requests()).map(r -> {
            byte[] line = Arrays.copyOf(r, r.length + 1);
            line[r.length] = '\n'; // one write per request: NDJSON
            return line;
        }).toArray(byte[][]::new);
        Random random = new Random(seed);
        long[] times = new long[1 << 16];
        int n = 0;
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            OutputStream out = Channels.newOutputStream(channel);
            InputStream in = new BufferedInputStream(Channels.newInputStream(channel), 8192);
            while (System.nanoTime() < until) {
                byte[] request = requests[random.nextInt(requests.length)];
                long sent = System.nanoTime();
                out.write(request);
                for (int b = in.read(); b != '\n'; b = in.read()) {
                    if (b < 0) {
                        throw new IllegalStateException("connection closed");
                    }
                }
                if (n == times.length) {
                    times = Arrays.copyOf(times, n * 2);
                }
                times[n++] = System.nanoTime() - sent;
            }
        }
        return Arrays.copyOf(times, n);
    }

    /** Spring Integration's infrastructure, nothing else. */
    @EnableIntegration
    static class Integration {
    }
}
