package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Envelope;
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

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Bind an IPC frame to the sealed {@link Envelope} (a tagged union on {@code "kind"}): a Control frame (about
 * 420 B: strings and a tag list) or a Telemetry frame (about 1.1 kB: a {@code float[]} of samples). Every contender
 * pays the same buffer materialization per call, a fresh {@code byte[]} copy of the frame (as a frame read off a
 * socket would be); {@code copyOnly} measures that copy alone.
 *
 * <ul>
 *   <li>{@code simdjsonVector}, {@code simdjsonScalar}: {@code SimdJsonMapper.readValue(copy, Envelope.class)};</li>
 *   <li>{@code jackson}: Jackson 3 (Boot 4 configuration), an {@code ObjectReader} for {@code Envelope} built once;</li>
 *   <li>{@code fastjson2}: {@code JSON.parseObject(copy, Envelope.class)} (it reads Jackson's
 *       {@code @JsonTypeInfo}/{@code @JsonSubTypes});</li>
 *   <li>{@code dsljson}, {@code avaje}: DSL-JSON's and avaje-jsonb's generated codecs on the annotated copy
 *       {@link PeerModels.Envelope}, checked against Jackson binding the same bytes to the copy.</li>
 * </ul>
 * simdjson-java has no tagged unions, so no peer from it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class EnvelopeBenchmark {

    @Param({"control", "telemetry"})
    public String frame;

    private byte[] json;
    private SimdJsonMapper simdjson;
    private ObjectReader jackson;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        json = Workloads.workload(frame, null).json();
        JsonMapper mapper = Workloads.bootJackson();
        jackson = mapper.readerFor(Envelope.class);
        Object expected = jackson();

        String method = Workloads.method(params.getBenchmark());
        if (Peers.isPeer(method)) {
            Object jacksonCopy = mapper.readValue(json, PeerModels.Envelope.class);
            Peers.check(method, frame, jacksonCopy, method.equals("dsljson") ? dsljson() : avaje());
            return;
        }
        simdjson = Workloads.simdjsonFor(method);
        Object actual = switch (method) {
            case "simdjsonVector" -> simdjsonVector();
            case "simdjsonScalar" -> simdjsonScalar();
            case "jackson" -> jackson();
            case "fastjson2" -> fastjson2();
            case "copyOnly" -> expected;
            default -> throw new IllegalStateException("no check for benchmark " + method);
        };
        Workloads.check(method, frame, expected, actual);
    }

    @Benchmark
    public byte[] copyOnly() {
        return Arrays.copyOf(json, json.length);
    }

    @Benchmark
    public Envelope simdjsonVector() {
        return simdjson.readValue(Arrays.copyOf(json, json.length), Envelope.class);
    }

    @Benchmark
    public Envelope simdjsonScalar() {
        return simdjson.readValue(Arrays.copyOf(json, json.length), Envelope.class);
    }

    @Benchmark
    public Envelope jackson() {
        return jackson.readValue(Arrays.copyOf(json, json.length));
    }

    @Benchmark
    public Envelope fastjson2() {
        return JSON.parseObject(Arrays.copyOf(json, json.length), Envelope.class);
    }

    @Benchmark
    public PeerModels.Envelope dsljson() {
        return Peers.dslRead(PeerModels.Envelope.class, Arrays.copyOf(json, json.length));
    }

    @Benchmark
    public PeerModels.Envelope avaje() {
        return AVAJE_ENVELOPE.fromJson(Arrays.copyOf(json, json.length));
    }

    private static final io.avaje.jsonb.JsonType<PeerModels.Envelope> AVAJE_ENVELOPE =
            Peers.AVAJE.type(PeerModels.Envelope.class);
}
