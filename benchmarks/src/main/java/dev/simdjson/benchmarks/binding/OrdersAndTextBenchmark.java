package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Types;
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
import org.openjdk.jmh.infra.BenchmarkParams;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.concurrent.TimeUnit;

/**
 * DTO read workloads, documents written by Jackson 3 (Boot configuration) from deterministic objects:
 * {@code rpc} (one JSON-RPC request bound to a typed call, {@link RpcCalls}, about 80 bytes), {@code order} (one
 * {@link Orders.Order}, about 700 bytes: a Kafka record's or a REST body's size), {@code orders10} (10 of them:
 * nested records, item lists with {@code BigDecimal} prices, enums, {@code LocalDate}/{@code Instant}, non-ASCII
 * names) and {@code messages100} (100 {@link Messages.Message}s whose strings are multilingual text, emoji and
 * escapes). Contenders bind the same bytes to the same type
 * ({@code simdjsonVector}: {@code SimdJsonMapper}, vector kernel; {@code jackson}: an {@code ObjectReader};
 * {@code fastjson2}: {@code JSON.parseObject}; {@code dsljson}, {@code avaje}: the codecs DSL-JSON's and
 * avaje-jsonb's processors generate for {@link Orders} and {@link Messages}); each is checked against Jackson's result first.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class OrdersAndTextBenchmark {

    @Param({"rpc", "order", "orders10", "messages100"})
    public String workload;

    private byte[] json;
    private Type type;
    private Class<?> element;
    /** One value of {@link #element} at the root, or a list of them. */
    private boolean single;
    private io.avaje.jsonb.JsonType<?> avaje;
    private SimdJsonMapper simdjson;
    private ObjectReader jackson;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        JsonMapper mapper = Workloads.bootJackson();
        Object value = switch (workload) {
            case "rpc" -> RpcCalls.call();
            case "order" -> Orders.orders(1).getFirst();
            case "orders10" -> Orders.orders(10);
            case "messages100" -> Messages.messages(100);
            default -> throw new IllegalArgumentException(workload);
        };
        element = switch (workload) {
            case "rpc" -> RpcCalls.SubtractCall.class;
            case "messages100" -> Messages.Message.class;
            default -> Orders.Order.class;
        };
        single = !(value instanceof java.util.List);
        type = single ? element : Types.listOf(element);
        avaje = single ? Peers.AVAJE.type(element) : Peers.AVAJE.type(element).list();
        json = mapper.writeValueAsBytes(value);
        jackson = mapper.readerFor(mapper.constructType(type));
        Object expected = jackson();
        String method = Workloads.method(params.getBenchmark());
        simdjson = Workloads.simdjsonFor(method);
        Object actual = switch (method) {
            case "simdjsonVector" -> simdjsonVector();
            case "jackson" -> expected;
            case "fastjson2" -> fastjson2();
            case "dsljson", "avaje" -> {
                if (method.equals("dsljson") && element == Orders.Order.class) {
                    throw Peers.leaveOut(method, workload, "DSL-JSON has no codec for java.time.Instant"
                            + " (Order.updatedAt), so it cannot bind an order as Jackson does");
                }
                Object peer = method.equals("dsljson") ? dsljson() : avaje();
                Peers.check(method, workload, expected, peer);
                yield expected;
            }
            default -> throw new IllegalStateException("no check for benchmark " + method);
        };
        Workloads.check(method, workload, expected, actual);
    }

    @Benchmark
    public Object simdjsonVector() {
        return simdjson.readValue(json, type);
    }

    @Benchmark
    public Object jackson() {
        return jackson.readValue(json);
    }

    @Benchmark
    public Object fastjson2() {
        return JSON.parseObject(json, type);
    }

    @Benchmark
    public Object dsljson() {
        return single ? Peers.dslRead(element, json) : Peers.dslReadList(element, json);
    }

    @Benchmark
    public Object avaje() {
        return avaje.fromJson(json);
    }
}
