package dev.simdjson.benchmarks;

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

import java.util.concurrent.TimeUnit;

/**
 * Stage 1 alone (structural index + UTF-8 validation, {@link JsonParser#index}) on the vector and the scalar kernel.
 * The time per document is reported; the results page turns it into GB/s from the file's size. simdjson-java has no
 * public stage-1-only entry point, so there is no peer here.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class Stage1Benchmark {

    @Param({"VECTOR", "SCALAR"})
    public Implementation implementation;

    @Param({"twitter.json"})
    public String file;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private byte[] json;
    private JsonParser parser;

    @Setup(Level.Trial)
    public void setUp() {
        json = Corpus.read(corpus, file);
        parser = new JsonParser(JsonLimits.DEFAULTS, implementation);
        if (parser.implementation() != implementation) {
            throw new IllegalStateException("asked for " + implementation + ", runs " + parser.implementation());
        }
        if (parser.index(json, 0, json.length) <= 0) {
            throw new IllegalStateException("stage 1 found no structural character in " + file);
        }
    }

    @Benchmark
    public int index() {
        return parser.index(json, 0, json.length);
    }
}
