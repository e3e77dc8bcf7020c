package dev.simdjson.benchmarks.binding;

import dev.simdjson.benchmarks.Corpus;
import dev.simdjson.binding.model.Twitter;
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
import org.simdjson.annotations.JsonFieldName;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.PropertyName;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.JacksonAnnotationIntrospector;
import tools.jackson.databind.json.JsonMapper;

import java.util.concurrent.TimeUnit;

/**
 * simdjson-java 0.4.0's schema-based parse, {@code SimdJsonParser.parse(bytes, len, Class)}, on the typed models it
 * can express: the peer row of {@link TypedReadBenchmark} (same models, same checks, same page section).
 *
 * <p>Only twitter.json: its parser binds records (names from {@code @JsonFieldName} or the component name), arrays,
 * {@code List}s, strings, primitives and boxes, but no {@code Map} (so not the Citm model), and it rejects an integer
 * literal such as {@code -55} where a {@code double} is expected ("Fraction or exponent part is missing"), which
 * canada.json has in its coordinates. Recursive types are not resolvable either (hence the Twitter model's separate
 * {@code RetweetedStatus}). It binds {@link SimdjsonJavaTwitter}, the shared {@link Twitter} model with the names
 * given by {@code @JsonFieldName}, and is checked against what Jackson binds to the shared model (converted to the
 * mirror).
 *
 * <ul>
 *   <li>{@code simdjsonJava}: the plain array (it copies the input to its own padded buffer);</li>
 *   <li>{@code simdjsonJavaPadded}: an array with 64 spare bytes after the document (no copy).</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class TypedReadSimdjsonJavaBenchmark {

    @Param({"twitter.json"})
    public String file;

    @Param(Corpus.DEFAULT_DIR)
    public String corpus;

    private byte[] json;
    private byte[] padded;
    private Class<?> type;
    private SimdJsonParser parser;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        Workloads.Workload workload = Workloads.workload(file, corpus);
        if (workload.type() != Twitter.SearchResult.class) {
            throw new IllegalArgumentException("simdjson-java's schema-based parse cannot express the model of " + file);
        }
        json = workload.json();
        padded = Corpus.padded(json, 64);
        type = SimdjsonJavaTwitter.SearchResult.class;
        parser = new SimdJsonParser();
        // What Jackson binds to the shared model, converted to simdjson-java's mirror of it: a property the mirror
        // lacks or names differently fails here, so both benchmarks bind the same content.
        Object shared = Workloads.bootJackson().readValue(json, Twitter.SearchResult.class);
        Object expected = fieldNameJackson().convertValue(shared, type);
        String method = Workloads.method(params.getBenchmark());
        Workloads.check(method, file, expected, "simdjsonJavaPadded".equals(method) ? simdjsonJavaPadded() : simdjsonJava());
    }

    /** Boot's Jackson reading property names from simdjson-java's {@code @JsonFieldName}, strict about unknown ones. */
    private static JsonMapper fieldNameJackson() {
        return Workloads.bootJackson().rebuild()
                .annotationIntrospector(new JacksonAnnotationIntrospector() {
                    @Override
                    public PropertyName findNameForDeserialization(MapperConfig<?> config, Annotated a) {
                        JsonFieldName name = a.getAnnotation(JsonFieldName.class);
                        return name != null ? PropertyName.construct(name.value())
                                : super.findNameForDeserialization(config, a);
                    }
                })
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }

    @Benchmark
    public Object simdjsonJava() {
        return parser.parse(json, json.length, type);
    }

    @Benchmark
    public Object simdjsonJavaPadded() {
        return parser.parse(padded, json.length, type);
    }
}
