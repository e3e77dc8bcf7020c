package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.benchmarks.Corpus;
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
 * Bind a whole corpus document to its typed model ({@code dev.simdjson.binding.model}: Twitter, Citm,
 * Canada records), each contender side by side, mappers built once per thread and reused:
 *
 * <ul>
 *   <li>{@code simdjsonVector}, {@code simdjsonScalar}: {@code SimdJsonMapper.readValue(byte[], Type)} with the
 *       vector or the scalar stage 1 kernel ({@code builder().implementation(...)});</li>
 *   <li>{@code jackson}: Jackson 3 configured as Spring Boot 4 does, through an {@code ObjectReader} built once for
 *       the type (its fastest path);</li>
 *   <li>{@code fastjson2}: {@code JSON.parseObject(byte[], Type)} with its defaults (it honours the models'
 *       Jackson annotations).</li>
 * </ul>
 *
 * simdjson-java's schema-based parse is in {@link TypedReadSimdjsonJavaBenchmark}: it can express only the Twitter
 * model. Each contender's result is checked against Jackson's (deep equality) before the first iteration.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class TypedReadBenchmark {

    @Param({"twitter.json", "citm_catalog.json", "canada.json"})
    public String file;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private byte[] json;
    private Type type;
    private SimdJsonMapper simdjson;
    private ObjectReader jackson;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        Workloads.Workload workload = Workloads.workload(file, corpus);
        json = workload.json();
        type = workload.type();
        JsonMapper mapper = Workloads.bootJackson();
        jackson = mapper.readerFor(mapper.constructType(type));
        Object expected = jackson();

        String method = Workloads.method(params.getBenchmark());
        simdjson = Workloads.simdjsonFor(method);
        Object actual = switch (method) {
            case "simdjsonVector" -> simdjsonVector();
            case "simdjsonScalar" -> simdjsonScalar();
            case "jackson" -> jackson();
            case "fastjson2" -> fastjson2();
            default -> throw new IllegalStateException("no check for benchmark " + method);
        };
        Workloads.check(method, file, expected, actual);
    }

    @Benchmark
    public Object simdjsonVector() {
        return simdjson.readValue(json, type);
    }

    @Benchmark
    public Object simdjsonScalar() {
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
}
