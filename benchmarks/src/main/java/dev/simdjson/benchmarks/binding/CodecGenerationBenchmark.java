package dev.simdjson.benchmarks.binding;

import dev.simdjson.ClassVeto;
import dev.simdjson.SimdJsonMapper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * What the first use of a type costs: a mapper with binders and encoders of its own (a {@code ClassVeto} gives it
 * that) reads and writes one 20-property record, so each call builds the record's binder, its generated reader,
 * its encoder and its generated writer (the type model, reflection over the record, is shared JVM-wide and comes
 * from cache). Run it once as it is and once with generation off
 * ({@code -Dsimdjson.bind.compiledReaders=false -Dsimdjson.write.compiledWriters=false}, as
 * {@code benchmarks/codecs/run-codecs.sh} does): the difference is what generating the two classes costs.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class CodecGenerationBenchmark {

    /** Twenty properties of the kinds documents carry. */
    public record Wide(long id, String name, int count, double price, boolean active, String email, long created,
                       int quantity, String city, String country, double weight, float ratio, short code,
                       String note, long parent, boolean flagged, String sku, int rank, double score,
                       String label) {
    }

    private static final ClassVeto OWN_BINDERS = new ClassVeto() {
        @Override
        public String readRefusal(Class<?> type) {
            return null;
        }

        @Override
        public String writeRefusal(Class<?> type) {
            return null;
        }
    };

    private byte[] json;
    private Wide value;

    @Setup
    public void setUp() {
        value = new Wide(1, "n", 2, 3.5, true, "e@x.io", 1_700_000_000_000L, 4, "Zürich", "CH", 0.25, 0.5f,
                (short) 7, "note", 0, false, "sku-1", 3, 99.5, "label");
        json = SimdJsonMapper.create().writeValueAsBytes(value);
    }

    @Benchmark
    public Object firstReadAndWrite() {
        SimdJsonMapper mapper = SimdJsonMapper.builder().classVeto(OWN_BINDERS).build();
        Wide read = mapper.readValue(json, Wide.class);
        return mapper.writeValueAsBytes(read);
    }
}
