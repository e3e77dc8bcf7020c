package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import dev.simdjson.JsonParser;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.benchmarks.Corpus;
import dev.simdjson.binding.model.Users;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Bind a {@code List<Users.User>} (primitives, strings, a tag list, nested friends) of 1, 10 or 500 users (about
 * 165 B, 1.6 kB and 83 kB, generated deterministically by {@code Documents.users}):
 *
 * <ul>
 *   <li>{@code simdjsonReused}: one {@code SimdJsonMapper} per thread, reused (its parser and binders are reused);</li>
 *   <li>{@code simdjsonFreshMapper}: a new {@code SimdJsonMapper} per call, so a fresh parser and fresh binders
 *       each time: the worst case, code that builds a mapper per request;</li>
 *   <li>{@code simdjsonPadded}: the reused mapper on caller-padded input, {@code readValue(buf, 0, len, type)} where
 *       {@code buf} has {@code JsonParser.PADDING} spare bytes after the document;</li>
 *   <li>{@code simdjsonScalar}: the reused mapper on the scalar stage 1 kernel;</li>
 *   <li>{@code stage1Only}: stage 1 alone on the same document (what skipping the structural index could save);</li>
 *   <li>{@code jackson}: Jackson 3 (Boot 4 configuration), an {@code ObjectReader} built once;</li>
 *   <li>{@code fastjson2}: {@code JSON.parseObject(byte[], Type)};</li>
 *   <li>{@code dsljson}, {@code avaje}: DSL-JSON's and avaje-jsonb's generated codecs, on annotated copies of the
 *       models ({@link PeerModels}), checked against Jackson binding the same bytes to the copies.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class UsersBenchmark {

    @Param({"1", "10", "500"})
    public int users;

    private byte[] json;
    private byte[] padded;
    private SimdJsonMapper simdjson;
    private ObjectReader jackson;
    private JsonParser stage1;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        json = Workloads.workload("users" + users, null).json();
        padded = Corpus.padded(json, JsonParser.PADDING);
        JsonMapper mapper = Workloads.bootJackson();
        jackson = mapper.readerFor(mapper.constructType(Workloads.USER_LIST));
        Object expected = jackson();

        String method = Workloads.method(params.getBenchmark());
        if (method.equals("stage1Only")) {
            stage1 = new JsonParser();
            if (stage1Only() < 2) {
                throw new IllegalStateException("stage 1 found no structure in " + users + " users");
            }
            return;
        }
        if (Peers.isPeer(method)) {
            Object jacksonCopy = mapper.readValue(json, mapper.getTypeFactory()
                    .constructCollectionType(List.class, PeerModels.User.class));
            Peers.check(method, users + " users", jacksonCopy, method.equals("dsljson") ? dsljson() : avaje());
            return;
        }
        simdjson = Workloads.simdjsonFor(method); // (simdjsonFreshMapper builds its own per call)
        Object actual = switch (method) {
            case "simdjsonReused", "simdjsonScalar" -> simdjsonReused();
            case "simdjsonFreshMapper" -> simdjsonFreshMapper();
            case "simdjsonPadded" -> simdjsonPadded();
            case "jackson" -> jackson();
            case "fastjson2" -> fastjson2();
            default -> throw new IllegalStateException("no check for benchmark " + method);
        };
        Workloads.check(method, users + " users", expected, actual);
    }

    @Benchmark
    public List<Users.User> simdjsonReused() {
        return simdjson.readValue(json, Workloads.USER_LIST);
    }

    @Benchmark
    public List<Users.User> simdjsonScalar() {
        return simdjson.readValue(json, Workloads.USER_LIST);
    }

    @Benchmark
    public List<Users.User> simdjsonFreshMapper() {
        return SimdJsonMapper.create().readValue(json, Workloads.USER_LIST);
    }

    @Benchmark
    public List<Users.User> simdjsonPadded() {
        return simdjson.readValue(padded, 0, json.length, Workloads.USER_LIST);
    }

    /**
     * Stage 1 alone (structural index + UTF-8 validation) on the same document, the parser reused: the most a path
     * that skipped the index for small inputs could save (see docs/binding.md, "small documents").
     */
    @Benchmark
    public int stage1Only() {
        return stage1.index(json, 0, json.length);
    }

    @Benchmark
    public List<Users.User> jackson() {
        return jackson.readValue(json);
    }

    @Benchmark
    public List<Users.User> fastjson2() {
        return JSON.parseObject(json, Workloads.USER_LIST);
    }

    @Benchmark
    public List<PeerModels.User> dsljson() {
        return Peers.dslReadList(PeerModels.User.class, json);
    }

    @Benchmark
    public List<PeerModels.User> avaje() {
        return AVAJE_USERS.fromJson(json);
    }

    private static final io.avaje.jsonb.JsonType<List<PeerModels.User>> AVAJE_USERS =
            Peers.AVAJE.type(PeerModels.User.class).list();
}
