package dev.simdjson.benchmarks;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.JsonParser;
import dev.simdjson.runtime.SimdJsonRuntime;
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
import org.simdjson.SimdJsonParser;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The latency of the very first parse (and full read, as in {@link DomParseBenchmark}) of a document in a fresh
 * JVM: one single-shot measurement per fork, no warm-up, many forks. The parser or mapper is built in the setup, so
 * the measured call is the first parse, not the construction.
 *
 * <p>{@code simdjsonAfterWarmUp} first runs {@link SimdJsonRuntime#warmUp(Duration)} with a 2 s budget in the
 * setup, as an application would at startup, so its first real parse comes after the warm-up.
 *
 * <p>Run with {@code -wi 0 -i 1} (benchmarks/run.sh does): command-line options override these annotations.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 10, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Benchmark)
public class FirstParseBenchmark {

    /** The warm-up budget of {@code simdjsonAfterWarmUp}. */
    public static final Duration WARM_UP_BUDGET = Duration.ofSeconds(2);

    @Param({"twitter.json"})
    public String file;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private byte[] json;
    private JsonParser parser;
    private JsonMapper mapper;
    private SimdJsonParser simdjsonJavaParser;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        json = Corpus.read(corpus, file);
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        // Build only what the measured method uses: nothing else of ours may get loaded or compiled first.
        switch (method) {
            case "simdjson" -> parser = new JsonParser();
            case "simdjsonAfterWarmUp" -> {
                SimdJsonRuntime.warmUp(WARM_UP_BUDGET);
                parser = new JsonParser();
            }
            case "jackson" -> mapper = JsonMapper.builder().build();
            case "simdjsonJava" -> simdjsonJavaParser = new SimdJsonParser();
            case "fastjson2" -> {
                // static API
            }
            default -> throw new IllegalStateException("no setup for benchmark " + method);
        }
    }

    @Benchmark
    public long simdjson() {
        return Fold.simdjson(parser.parse(json));
    }

    @Benchmark
    public long simdjsonAfterWarmUp() {
        return Fold.simdjson(parser.parse(json));
    }

    @Benchmark
    public long jackson() {
        return Fold.jackson(mapper.readTree(json));
    }

    @Benchmark
    public long fastjson2() {
        return Fold.fastjson2(JSON.parse(json));
    }

    @Benchmark
    public long simdjsonJava() {
        return Fold.simdjsonJava(simdjsonJavaParser.parse(json, json.length));
    }
}
