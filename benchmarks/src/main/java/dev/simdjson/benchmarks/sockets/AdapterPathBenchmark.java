package dev.simdjson.benchmarks.sockets;

import dev.simdjson.binding.model.Documents;
import dev.simdjson.binding.model.Envelope;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.messaging.Message;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The adapter's end-to-end path, beside {@code EnvelopeBenchmark}: time per frame from a client's write on a real
 * socket (UDS or TCP loopback) through Spring Integration's connection, the u32 little-endian framing, the message
 * mapper binding the frame ({@code simdjson} or {@code jackson} behind the same adapter and headers), the receiving
 * channel adapter and a direct channel, to the subscriber. Each invocation writes {@value #BATCH} frames on one
 * connection; the socket's bounded kernel buffer holds the writer back to the adapter's pace, so in steady state the
 * time per frame written is the time per frame the subscriber receives (the frames still in the buffer at the end
 * of an iteration, a few hundred out of hundreds of thousands, are the only slack). At the end of each iteration the
 * benchmark waits until every frame written has arrived, and fails if one is missing or is not an envelope.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Benchmark)
public class AdapterPathBenchmark {

    static final int BATCH = 512;

    @Param({"uds", "tcp"})
    public String transport;

    @Param({"control", "telemetry"})
    public String frame;

    @Param({"simdjson", "jackson"})
    public String parser;

    private byte[] batch;
    private AdapterRig rig;
    private AdapterRig.Client client;
    private final AtomicLong seen = new AtomicLong();
    private volatile boolean wrong;
    private long written;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        byte[] framed = AdapterRig.frame(Documents.json(
                frame.equals("control") ? Documents.control() : Documents.telemetry()));
        batch = new byte[framed.length * BATCH];
        for (int i = 0; i < BATCH; i++) {
            System.arraycopy(framed, 0, batch, i * framed.length, framed.length);
        }
        rig = new AdapterRig(transport, parser, this::received);
        client = rig.connect();
    }

    private void received(Message<?> message) {
        if (!(message.getPayload() instanceof Envelope)) {
            wrong = true;
        }
        seen.lazySet(seen.get() + 1); // one writer: the connection's thread
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void frames() throws IOException {
        client.out().write(batch);
        written += BATCH;
    }

    @TearDown(Level.Iteration)
    public void allArrived() throws IOException, InterruptedException {
        client.out().flush();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (seen.get() < written && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        if (seen.get() != written || wrong) {
            throw new IllegalStateException(seen.get() + " of " + written + " frames arrived"
                    + (wrong ? ", some not as envelopes" : ""));
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        client.close();
        rig.close();
    }
}
