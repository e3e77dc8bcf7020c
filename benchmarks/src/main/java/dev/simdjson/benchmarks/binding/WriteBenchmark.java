package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
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
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Write the typed models to compact UTF-8 JSON ({@code byte[]}): the objects bound from the corpus documents
 * (twitter.json, citm_catalog.json, canada.json), the two IPC envelopes and 500 users.
 *
 * <ul>
 *   <li>{@code simdjson}: {@code SimdJsonMapper.writeValueAsBytes}, checked byte for byte against Jackson before
 *       measuring;</li>
 *   <li>{@code jackson}: Jackson 3 (Boot 4 configuration), an {@code ObjectWriter} built once;</li>
 *   <li>{@code fastjson2}: {@code JSON.toJSONBytes} with {@code WriteNulls} and {@code WriteNonStringKeyAsString}, so
 *       it writes the same content as Jackson (nulls included, map keys quoted: by default it drops nulls and writes
 *       {@code Map<Long, V>} keys as bare numbers, which is not JSON). It orders properties alphabetically, so its
 *       bytes differ; its output is checked by reading it back with Jackson.</li>
 *   <li>{@code dsljson}, {@code avaje}: DSL-JSON's and avaje-jsonb's generated codecs writing the annotated copies
 *       ({@link PeerModels}) of the envelopes and users, checked by reading their bytes back with Jackson. The
 *       corpus models have no annotated copy: the peers are left out of those rows (setup says so and fails).</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class WriteBenchmark {

    @Param({"twitter.json", "citm_catalog.json", "canada.json", "control", "telemetry", "users500"})
    public String model;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private Object value;
    private SimdJsonMapper simdjson;
    private ObjectWriter jackson;
    private Object peerValue;
    private Class<?> peerElement;
    private boolean peerList;
    private com.dslplatform.json.JsonWriter dslWriter;
    private io.avaje.jsonb.JsonType<Object> avajeType;

    @SuppressWarnings("unchecked")
    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        Workloads.Workload workload = Workloads.workload(model, corpus);
        JsonMapper mapper = Workloads.bootJackson();
        value = mapper.readValue(workload.json(), mapper.constructType(workload.type()));
        jackson = mapper.writerFor(mapper.constructType(workload.type()));
        byte[] expected = jackson();

        String method = Workloads.method(params.getBenchmark());
        switch (method) {
            case "simdjson" -> {
                simdjson = Workloads.simdjsonFor(method);
                byte[] actual = simdjson();
                if (!Arrays.equals(expected, actual)) {
                    int at = Arrays.mismatch(expected, actual);
                    throw new IllegalStateException("simd-json wrote " + model + " differently from Jackson at byte "
                            + at + ": expected ..." + excerpt(expected, at) + "..., actual ..." + excerpt(actual, at) + "...");
                }
            }
            case "fastjson2" -> Workloads.check(method, model, value,
                    mapper.readValue(fastjson2(), mapper.constructType(workload.type())));
            case "dsljson", "avaje" -> {
                Class<?> peerType = switch (model) {
                    case "control", "telemetry" -> PeerModels.Envelope.class;
                    case "users500" -> PeerModels.User.class;
                    default -> throw Peers.leaveOut(method, model, "the corpus models are simd-json-core's test"
                            + " classes, and the benchmarks have no annotated copy of them");
                };
                peerList = model.startsWith("users");
                peerElement = peerType;
                tools.jackson.databind.JavaType peerJavaType = peerList
                        ? mapper.getTypeFactory().constructCollectionType(java.util.List.class, peerType)
                        : mapper.constructType(peerType);
                peerValue = mapper.readValue(workload.json(), peerJavaType);
                dslWriter = Peers.DSL_JSON.newWriter();
                io.avaje.jsonb.JsonType<?> element = Peers.AVAJE.type(peerType);
                avajeType = (io.avaje.jsonb.JsonType<Object>) (peerList ? element.list() : element);
                byte[] written = method.equals("dsljson") ? dsljson() : avaje();
                Peers.check(method, model, peerValue, mapper.readValue(written, peerJavaType));
            }
            case "jackson" -> {
            }
            default -> throw new IllegalStateException("no check for benchmark " + method);
        }
    }

    private static String excerpt(byte[] bytes, int at) {
        int from = Math.max(0, at - 40);
        int to = Math.min(bytes.length, at + 40);
        return new String(bytes, from, to - from, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Benchmark
    public byte[] simdjson() {
        return simdjson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] jackson() {
        return jackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] dsljson() {
        return Peers.dslWrite(dslWriter, peerElement, peerList, peerValue);
    }

    @Benchmark
    public byte[] avaje() {
        return avajeType.toJsonBytes(peerValue);
    }

    @Benchmark
    public byte[] fastjson2() {
        return JSON.toJSONBytes(value, JSONWriter.Feature.WriteNulls, JSONWriter.Feature.WriteNonStringKeyAsString);
    }
}
