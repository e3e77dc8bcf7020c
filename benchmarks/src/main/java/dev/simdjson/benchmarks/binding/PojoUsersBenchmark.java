package dev.simdjson.benchmarks.binding;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.TypeReference;
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
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The users ×500 document bound to classic setter POJOs instead of records (the generated reader's setter
 * variant): simd-json, Jackson 3, fastjson2, DSL-JSON and avaje-jsonb. Run it once more with {@code -Dsimdjson.bind.compiledReaders=false}
 * for the interpreted binder. Each contender's result is checked against Jackson's before measuring.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "--add-modules=jdk.incubator.vector"})
@State(Scope.Thread)
public class PojoUsersBenchmark {

    /** A user as a JavaBean. */
    @com.dslplatform.json.CompiledJson
    @io.avaje.jsonb.Json
    public static class User {
        private long id;
        private String name;
        private String email;
        private int age;
        private boolean active;
        private double score;
        private List<String> tags;
        private List<Friend> friends;

        public long getId() { return id; }
        public void setId(long id) { this.id = id; }
        public String getName() { return name; }
        public void setName(String name) { this.name = name; }
        public String getEmail() { return email; }
        public void setEmail(String email) { this.email = email; }
        public int getAge() { return age; }
        public void setAge(int age) { this.age = age; }
        public boolean isActive() { return active; }
        public void setActive(boolean active) { this.active = active; }
        public double getScore() { return score; }
        public void setScore(double score) { this.score = score; }
        public List<String> getTags() { return tags; }
        public void setTags(List<String> tags) { this.tags = tags; }
        public List<Friend> getFriends() { return friends; }
        public void setFriends(List<Friend> friends) { this.friends = friends; }

        @Override
        public String toString() {
            return id + name + email + age + active + score + tags + friends;
        }
    }

    /** A friend as a JavaBean. */
    @com.dslplatform.json.CompiledJson
    @io.avaje.jsonb.Json
    public static class Friend {
        private long id;
        private String name;

        public long getId() { return id; }
        public void setId(long id) { this.id = id; }
        public String getName() { return name; }
        public void setName(String name) { this.name = name; }

        @Override
        public String toString() {
            return id + "/" + name;
        }
    }

    private static final Type USERS = dev.simdjson.binding.model.Types.listOf(User.class);

    private byte[] json;
    private SimdJsonMapper simdjson;
    private ObjectReader jackson;

    @Setup
    public void setUp(org.openjdk.jmh.infra.BenchmarkParams params) {
        json = Workloads.workload("users500", null).json();
        simdjson = SimdJsonMapper.create();
        JsonMapper mapper = Workloads.bootJackson();
        jackson = mapper.readerFor(mapper.constructType(USERS));
        String expected = String.valueOf(jackson());
        for (Object actual : List.of(simdjson(), fastjson2())) {
            if (!expected.equals(String.valueOf(actual))) {
                throw new IllegalStateException("a contender reads the POJOs differently from Jackson");
            }
        }
        String method = Workloads.method(params.getBenchmark());
        if (method.equals("dsljson") && !expected.equals(String.valueOf(dsljson()))) {
            throw Peers.leaveOut("dsljson", "POJO users", "it binds differently from Jackson");
        }
        if (method.equals("avaje") && !expected.equals(String.valueOf(avaje()))) {
            throw Peers.leaveOut("avaje", "POJO users", "it binds differently from Jackson");
        }
    }

    @Benchmark
    public List<User> simdjson() {
        return simdjson.readValue(json, USERS);
    }

    @Benchmark
    public List<User> jackson() {
        return jackson.readValue(json);
    }

    @Benchmark
    public List<User> dsljson() {
        return Peers.dslReadList(User.class, json);
    }

    @Benchmark
    public List<User> avaje() {
        return AVAJE_USERS.fromJson(json);
    }

    private static final io.avaje.jsonb.JsonType<List<User>> AVAJE_USERS = Peers.AVAJE.type(User.class).list();

    @Benchmark
    public List<User> fastjson2() {
        return JSON.parseObject(json, new TypeReference<List<User>>() { }.getType());
    }
}
