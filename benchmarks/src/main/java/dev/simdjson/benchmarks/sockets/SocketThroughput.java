package dev.simdjson.benchmarks.sockets;

import dev.simdjson.binding.model.Documents;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
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
        byte[] framed = AdapterRig.frame(json);
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
        try (AdapterRig rig = new AdapterRig(transport, parser, message -> {
            if (count.incrementAndGet() == total) {
                done.countDown();
            }
        })) {
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            long allocatedBefore = threads.getTotalThreadAllocatedBytes();
            long cpuBefore = os.getProcessCpuTime();
            long began = System.nanoTime();
            List<Thread> senders = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                senders.add(Thread.ofPlatform().start(() -> send(rig, framed, frames)));
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
            return new Result(total / (elapsed / 1e9), cpu / 1e3 / total, (double) allocated / total);
        }
    }

    private static void send(AdapterRig rig, byte[] framed, int frames) {
        try (AdapterRig.Client client = rig.connect()) {
            for (int i = 0; i < frames; i++) {
                client.out().write(framed);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
