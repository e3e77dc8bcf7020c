package dev.simdjson.benchmarks.binding;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
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

import java.lang.reflect.Type;
import java.util.concurrent.TimeUnit;

/**
 * What a small document costs, stage by stage, on the vector kernel (or {@code -p implementation=SCALAR}):
 * {@code stage1} (structural index and UTF-8 check: {@link JsonParser#index}), {@code validate} (stage 1 and the
 * grammar's walk over the index with nothing built: {@link JsonParser#validate}) and {@code bind} (the whole typed
 * read: {@link SimdJsonMapper#readValue}). The differences are the walk's and the binding's share; {@code empty}
 * ({@code []}) is the fixed cost of a call.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class StageCostBenchmark {

    @Param({"empty", "rpc", "users1", "control", "order", "telemetry"})
    public String doc;

    @Param({"VECTOR"})
    public Implementation implementation;

    private byte[] json;
    private Type type;
    private JsonParser parser;
    private SimdJsonMapper mapper;

    @Setup(Level.Trial)
    public void setUp() {
        if (doc.equals("empty")) {
            json = new byte[] {'[', ']'};
            type = Workloads.USER_LIST;
        } else {
            Workloads.Workload workload = Workloads.workload(doc, null);
            json = workload.json();
            type = workload.type();
        }
        parser = new JsonParser(JsonLimits.DEFAULTS, implementation);
        mapper = Workloads.simdjson(implementation);
        if (stage1() < 2) {
            throw new IllegalStateException("stage 1 found no structure in " + doc);
        }
        validate();
        bind();
    }

    @Benchmark
    public int stage1() {
        return parser.index(json, 0, json.length);
    }

    @Benchmark
    public byte[] validate() {
        parser.validate(json, 0, json.length);
        return json;
    }

    @Benchmark
    public Object bind() {
        return mapper.readValue(json, type);
    }
}
