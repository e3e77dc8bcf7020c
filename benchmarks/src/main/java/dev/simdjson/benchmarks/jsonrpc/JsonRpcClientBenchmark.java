package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTransport;
import org.jspecify.annotations.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.core.ParameterizedTypeReference;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The client side of a JSON-RPC call in process, one thread: writing the request, matching the answer's id and binding
 * its result, against a server stand-in that answers at once ({@link ClientWorkload#answer}). {@code simdjson}: a
 * {@code @JsonRpcClient} proxy over {@link JsonRpcTemplate}; {@code jackson}: the same calls the way jsonrpc4j makes
 * them, on Jackson 3 ({@link JacksonRpcClient}, called directly, no proxy). Calls: {@code subtract(42, 23)} (an int),
 * {@code order("o-1042")} (a record of 8 properties with nested lines and an address, 330 bytes) and
 * {@code items(10 skus)} (a list of 10 records).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class JsonRpcClientBenchmark {

    private static final Type ITEMS = new ParameterizedTypeReference<List<ClientWorkload.Item>>() { }.getType();

    @Param({"subtract", "order", "items"})
    public String call;

    private ClientWorkload.Shop simdjson;
    private JacksonRpcClient jackson;
    private List<String> skus;

    @Setup(Level.Trial)
    public void setUp() {
        simdjson = JsonRpcClientProxies.create(ClientWorkload.Shop.class,
                new JsonRpcTemplate(new AnsweringTransport(), SimdJsonMapper.create(), Duration.ofSeconds(5)));
        jackson = new JacksonRpcClient(JsonMapper.builder().build(), ClientWorkload::answer);
        skus = ClientWorkload.skus();
        if (!Objects.equals(simdjson(), jackson())) {
            throw new IllegalStateException("the clients disagree on " + call + ": " + simdjson() + " vs "
                    + jackson());
        }
    }

    @Benchmark
    public Object simdjson() {
        return switch (call) {
            case "subtract" -> simdjson.subtract(42, 23);
            case "order" -> simdjson.order("o-1042");
            default -> simdjson.items(skus);
        };
    }

    @Benchmark
    public Object jackson() {
        return switch (call) {
            case "subtract" -> jackson.invoke("subtract", Map.of("minuend", 42, "subtrahend", 23), int.class);
            case "order" -> jackson.invoke("order", Map.of("id", "o-1042"), ClientWorkload.Order.class);
            default -> jackson.invoke("items", Map.of("skus", skus), ITEMS);
        };
    }

    /** The server stand-in as a transport: answers on the calling thread. */
    private static final class AnsweringTransport implements JsonRpcTransport {

        @Override
        public CompletableFuture<byte @Nullable []> send(byte[] request, long[] ids) {
            return CompletableFuture.completedFuture(ClientWorkload.answer(request));
        }

        @Override
        public byte @Nullable [] sendAndWait(byte[] request, long[] ids, Duration timeout) {
            return ClientWorkload.answer(request);
        }

        @Override
        public String target() {
            return "in-process";
        }

        @Override
        public void close() {
        }
    }
}
