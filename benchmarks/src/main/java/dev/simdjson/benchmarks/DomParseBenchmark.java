package dev.simdjson.benchmarks;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParser;
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
import org.openjdk.jmh.infra.BenchmarkParams;
import org.simdjson.SimdJsonParser;
import tools.jackson.databind.json.JsonMapper;

import java.util.concurrent.TimeUnit;

/**
 * Parse a whole document into a tree AND read every value of it ({@link Fold}), for each corpus file, with each
 * contender side by side. Parsers and mappers are built once per thread and reused, as a server would.
 *
 * <ul>
 *   <li>{@code simdjsonVector}, {@code simdjsonScalar}: this project's parser on the vector or the scalar
 *       stage 1 kernel, {@code parse(byte[])} of the plain array;</li>
 *   <li>{@code simdjsonVectorPadded}: the same through {@code parsePadded} (the caller's buffer has 64 spare bytes);</li>
 *   <li>{@code jacksonReadTree}: Jackson 3 {@code JsonMapper.readTree(byte[])};</li>
 *   <li>{@code fastjson2}: {@code JSON.parse(byte[])} with its defaults, so fractions arrive as {@code BigDecimal}
 *       and the walk converts them with {@code doubleValue()} ({@code UseDoubleForDecimals} measured slower on
 *       canada.json);</li>
 *   <li>{@code simdjsonJava}: simdjson-java's {@code SimdJsonParser.parse(bytes, len)} of the plain array (it copies
 *       the input to its own padded buffer when fewer than 64 bytes follow the document);</li>
 *   <li>{@code simdjsonJavaPadded}: the same on an array with 64 spare bytes (no copy).</li>
 * </ul>
 *
 * <p>Only the contender a run measures is built in its fork, and its fold is checked against Jackson's before the
 * first iteration, so every walker is proved to read the same values.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class DomParseBenchmark {

    @Param({"twitter.json", "citm_catalog.json", "canada.json"})
    public String file;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private byte[] json;
    private byte[] padded;
    private JsonParser parser;
    private JsonMapper mapper;
    private SimdJsonParser simdjsonJavaParser;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        json = Corpus.read(corpus, file);
        padded = Corpus.padded(json, JsonParser.PADDING);
        mapper = JsonMapper.builder().build();
        long expected = jacksonReadTree();

        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        switch (method) {
            case "simdjsonVector", "simdjsonVectorPadded" -> parser = ours(Implementation.VECTOR);
            case "simdjsonScalar" -> parser = ours(Implementation.SCALAR);
            case "simdjsonJava", "simdjsonJavaPadded" -> simdjsonJavaParser = new SimdJsonParser();
            default -> {
                // Jackson (already built) and fastjson2 (static API) need nothing more.
            }
        }
        long actual = switch (method) {
            case "simdjsonVector", "simdjsonScalar" -> simdjsonVector();
            case "simdjsonVectorPadded" -> simdjsonVectorPadded();
            case "jacksonReadTree" -> jacksonReadTree();
            case "fastjson2" -> fastjson2();
            case "simdjsonJava" -> simdjsonJava();
            case "simdjsonJavaPadded" -> simdjsonJavaPadded();
            default -> throw new IllegalStateException("no check for benchmark " + method);
        };
        if (actual != expected) {
            throw new IllegalStateException(method + " read different values from " + file + " than Jackson: fold "
                    + actual + " != " + expected);
        }
    }

    private static JsonParser ours(Implementation implementation) {
        JsonParser parser = new JsonParser(JsonLimits.DEFAULTS, implementation);
        if (parser.implementation() != implementation) {
            throw new IllegalStateException("asked for " + implementation + ", runs " + parser.implementation());
        }
        return parser;
    }

    @Benchmark
    public long simdjsonVector() {
        return Fold.simdjson(parser.parse(json));
    }

    @Benchmark
    public long simdjsonScalar() {
        return Fold.simdjson(parser.parse(json));
    }

    @Benchmark
    public long simdjsonVectorPadded() {
        return Fold.simdjson(parser.parsePadded(padded, json.length));
    }

    @Benchmark
    public long jacksonReadTree() {
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

    @Benchmark
    public long simdjsonJavaPadded() {
        return Fold.simdjsonJava(simdjsonJavaParser.parse(padded, json.length));
    }
}
