package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.DefaultJsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcDispatcher;
import dev.simdjson.spring.jsonrpc.JsonRpcLimits;
import dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry;
import dev.simdjson.spring.jsonrpc.JsonRpcObserver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * JSON-RPC dispatch in process, one thread (one core): each call takes the next of a fixed random sequence of the
 * {@link ZigWorkload} request texts and produces the response bytes. {@code simdjson}: the starter's
 * {@link JsonRpcDispatcher} (no observer, as without Micrometer); {@code jackson}: the same protocol on Jackson 3
 * ({@link JacksonRpcDispatcher}). Both call the same bean methods. Throughput in calls per second; run with
 * {@code -prof gc} for the allocation per call.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class JsonRpcDispatchBenchmark {

    private static final int SEQUENCE = 1024; // a power of two

    private byte[][] sequence;
    private int next;
    private JsonRpcDispatcher simdjson;
    private JacksonRpcDispatcher jackson;

    @Setup(Level.Trial)
    public void setUp() {
        byte[][] requests = ZigWorkload.requests();
        Random random = new Random(42);
        sequence = new byte[SEQUENCE][];
        for (int i = 0; i < SEQUENCE; i++) {
            sequence[i] = requests[random.nextInt(requests.length)];
        }
        ZigWorkload.Methods methods = new ZigWorkload.Methods();
        JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
        registry.register(methods);
        simdjson = new JsonRpcDispatcher(registry, SimdJsonMapper.create(), JsonRpcLimits.DEFAULTS,
                new DefaultJsonRpcErrorHandler(), JsonRpcObserver.NONE);
        jackson = new JacksonRpcDispatcher(JsonMapper.builder().build(), methods);
        for (byte[] request : requests) {
            String ours = new String(simdjson.dispatch(request).join(), StandardCharsets.UTF_8);
            String theirs = new String(jackson.dispatch(request), StandardCharsets.UTF_8);
            if (!ours.equals(theirs) || ours.contains("error")) {
                throw new IllegalStateException("the dispatchers disagree on " + new String(request,
                        StandardCharsets.UTF_8) + ": " + ours + " vs " + theirs);
            }
        }
    }

    @Benchmark
    public byte[] simdjson() {
        return simdjson.dispatch(sequence[next++ & (SEQUENCE - 1)]).join();
    }

    @Benchmark
    public byte[] jackson() {
        return jackson.dispatch(sequence[next++ & (SEQUENCE - 1)]);
    }

    /** The sequence's requests, for a look at the workload. */
    @Override
    public String toString() {
        return Arrays.toString(ZigWorkload.REQUESTS.toArray());
    }
}
