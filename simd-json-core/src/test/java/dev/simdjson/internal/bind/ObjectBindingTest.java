package dev.simdjson.internal.bind;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import dev.simdjson.JsonBindException;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.TypeSupport;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

import static dev.simdjson.internal.bind.BindTesting.agreesWithJackson;
import static dev.simdjson.internal.bind.BindTesting.bindError;
import static dev.simdjson.internal.bind.BindTesting.read;
import static dev.simdjson.internal.bind.BindTesting.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Records, POJOs, collections, maps, arrays, unions, the DOM as a field, Object. */
class ObjectBindingTest {

    public enum Color { RED, GREEN, BLUE }

    public record Friend(String name, int age) {
    }

    public record User(long id, String name, boolean active, double score, List<String> tags, List<Friend> friends,
                       Color color) {
    }

    public static final class Pojo {
        public int count;
        private String label;
        public List<Integer> values;

        public void setLabel(String label) {
            this.label = label;
        }

        public String getLabel() {
            return label;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pojo p && p.count == count && Objects.equals(p.label, label)
                    && Objects.equals(p.values, values);
        }

        @Override
        public int hashCode() {
            return Objects.hash(count, label, values);
        }

        @Override
        public String toString() {
            return "Pojo[" + count + ", " + label + ", " + values + "]";
        }
    }

    public record Renamed(@JsonProperty("stream_id") long streamId, @JsonAlias({"nodeName", "n"}) String node) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Lenient(int a) {
    }

    public record Node(String name, List<Node> children) {
    }

    public record Page<T>(List<T> items, int total) {
    }

    public record Holder(JsonValue raw, int after) {
    }

    public record Arrays1(int[] ints, long[] longs, double[] doubles, float[] floats, boolean[] flags, short[] shorts,
                          char[] chars, String[] strings, Friend[] friends) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Arrays1 a && Arrays.equals(ints, a.ints) && Arrays.equals(longs, a.longs)
                    && Arrays.equals(doubles, a.doubles) && Arrays.equals(floats, a.floats)
                    && Arrays.equals(flags, a.flags) && Arrays.equals(shorts, a.shorts) && Arrays.equals(chars, a.chars)
                    && Arrays.equals(strings, a.strings) && Arrays.equals(friends, a.friends);
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    // The IPC envelope frames.
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
            @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
    public sealed interface Envelope {
        record Control(long ts, @JsonProperty("stream_id") long streamId, String op, String node, List<String> tags)
                implements Envelope {
        }

        record Telemetry(long ts, @JsonProperty("stream_id") long streamId, float[] samples, String metric)
                implements Envelope {
            @Override
            public boolean equals(Object o) {
                return o instanceof Telemetry t && t.ts == ts && t.streamId == streamId
                        && Arrays.equals(t.samples, samples) && Objects.equals(t.metric, metric);
            }

            @Override
            public int hashCode() {
                return 0;
            }
        }
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({@JsonSubTypes.Type(Shape.Circle.class), @JsonSubTypes.Type(Shape.Square.class)})
    public interface Shape {
        @JsonTypeName("circle")
        record Circle(double r) implements Shape {
        }

        @JsonTypeName("square")
        record Square(double side) implements Shape {
        }
    }

    public record Drawing(List<Shape> shapes) {
    }

    public interface NotAUnion {
    }

    static final String CONTROL = "{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":42,\"op\":\"resume\","
            + "\"node\":\"ingest-a\",\"tags\":[\"vip\",\"cdn-eu\",\"edge-12\"]}";
    static final String TELEMETRY = "{\"kind\":\"Telemetry\",\"ts\":1710000000000,\"stream_id\":42,"
            + "\"samples\":[0.12,0.08,0.10,0.09,0.13,0.11],\"metric\":\"p95_latency\"}";

    @Test
    void recordsWithNestedListsAndEnums() {
        String json = "{\"id\":7,\"name\":\"Ann\",\"active\":true,\"score\":4,\"tags\":[\"a\",\"b\"],"
                + "\"friends\":[{\"name\":\"Bo\",\"age\":3},{\"age\":4,\"name\":\"Cy\"}],\"color\":\"GREEN\"}";
        User u = read(json, User.class);
        assertThat(u).isEqualTo(new User(7, "Ann", true, 4.0, List.of("a", "b"),
                List.of(new Friend("Bo", 3), new Friend("Cy", 4)), Color.GREEN));
        agreesWithJackson(json, User.class);
        agreesWithJackson("{\"id\":7,\"name\":\"Ann\",\"active\":true,\"score\":4,\"extra\":{\"x\":[1,2]}}", User.class);
        agreesWithJackson("{\"name\":\"Ann\"}", User.class); // missing primitives: Jackson 3 refuses
        agreesWithJackson("{\"id\":1,\"active\":false,\"score\":1,\"color\":\"PINK\"}", User.class);
        agreesWithJackson("{\"id\":1,\"active\":false,\"score\":1,\"color\":1}", User.class);
        agreesWithJackson("{\"id\":1,\"active\":false,\"score\":1,\"friends\":[null]}", User.class);
        agreesWithJackson("null", User.class);
        agreesWithJackson("[]", User.class);
        agreesWithJackson("\"\"", User.class);
    }

    @Test
    void pojosWithFieldsAndSetters() {
        Pojo p = read("{\"count\":3,\"label\":\"x\",\"values\":[1,2,null]}", Pojo.class);
        assertThat(p.count).isEqualTo(3);
        assertThat(p.getLabel()).isEqualTo("x");
        assertThat(p.values).containsExactly(1, 2, null);
        agreesWithJackson("{\"count\":3,\"label\":\"x\",\"values\":[1,2,null]}", Pojo.class);
        agreesWithJackson("{}", Pojo.class);
        agreesWithJackson("{\"count\":null}", Pojo.class);
        agreesWithJackson("{\"values\":[1,2],\"count\":1,\"count\":2}", Pojo.class);
    }

    @Test
    void namesAliasesAndEscapedKeys() {
        assertThat((Renamed) read("{\"stream_id\":5,\"n\":\"a\"}", Renamed.class)).isEqualTo(new Renamed(5, "a"));
        assertThat((Renamed) read("{\"str\\u0065am_id\":5,\"nodeName\":\"b\"}", Renamed.class))
                .isEqualTo(new Renamed(5, "b"));
        agreesWithJackson("{\"stream_id\":5,\"node\":\"a\"}", Renamed.class);
        agreesWithJackson("{\"streamId\":5,\"node\":\"a\"}", Renamed.class);
    }

    @Test
    void unknownPropertiesIgnoredByDefaultAndFailOnRequest() {
        String json = "{\"a\":1,\"b\":{\"deep\":[1,{\"x\":null}]}}";
        assertThat((Lenient) read(json, Lenient.class)).isEqualTo(new Lenient(1));
        Binding strict = new Binding(BindTesting.config(Implementation.SCALAR, UnknownProperties.FAIL));
        byte[] b = utf8("{\"id\":1,\"active\":true,\"score\":1,\"bogus\":2}");
        assertThatThrownBy(() -> strict.read(b, 0, b.length, User.class))
                .isInstanceOfSatisfying(JsonBindException.class, e -> {
                    assertThat(e.path()).isEqualTo("$.bogus");
                    assertThat(e.column()).isEqualTo(33); // the key
                });
        byte[] lenient = utf8(json);
        assertThat(strict.read(lenient, 0, lenient.length, Lenient.class)).isEqualTo(new Lenient(1));
    }

    @Test
    void setsAndEnumKeyedMapsAreTheClassesJacksonBuilds() {
        // The class decides the iteration order, and so the bytes when the value is written back.
        Object set = dev.simdjson.SimdJsonMapper.create().readValue(utf8("[\"pear\",\"apple\",\"a10\",\"B\",null]"),
                new BindTesting.TypeOf<Set<String>>() { }.type());
        assertThat(set).isExactlyInstanceOf(java.util.HashSet.class);
        Object map = dev.simdjson.SimdJsonMapper.create().readValue(utf8("{\"GREEN\":1,\"RED\":2}"),
                new BindTesting.TypeOf<Map<Color, Integer>>() { }.type());
        assertThat(map).isExactlyInstanceOf(java.util.EnumMap.class);
        assertThat(List.<Object>copyOf(((Map<?, ?>) map).keySet())).containsExactly(Color.RED, Color.GREEN);
    }

    @Test
    void collectionsMapsAndNestedGenerics() {
        agreesWithJackson("[1,2,3]", new BindTesting.TypeOf<List<Integer>>() { }.type());
        agreesWithJackson("[[1],[2,3],[]]", new BindTesting.TypeOf<List<List<Long>>>() { }.type());
        agreesWithJackson("[\"b\",\"a\",\"b\"]", new BindTesting.TypeOf<Set<String>>() { }.type());
        agreesWithJackson("[\"b\",\"a\"]", new BindTesting.TypeOf<SortedSet<String>>() { }.type());
        agreesWithJackson("[\"b\",\"a\"]", new BindTesting.TypeOf<Collection<String>>() { }.type());
        agreesWithJackson("[\"b\",\"a\"]", new BindTesting.TypeOf<Deque<String>>() { }.type());
        agreesWithJackson("{\"a\":1,\"b\":null}", new BindTesting.TypeOf<Map<String, Integer>>() { }.type());
        agreesWithJackson("{\"1\":\"x\",\"-2\":\"y\"}", new BindTesting.TypeOf<Map<Integer, String>>() { }.type());
        agreesWithJackson("{\"x\":\"1\"}", new BindTesting.TypeOf<Map<Integer, String>>() { }.type());
        agreesWithJackson("{\"RED\":[1.5],\"BLUE\":[]}", new BindTesting.TypeOf<Map<Color, List<Double>>>() { }.type());
        agreesWithJackson("{\"b\":1,\"a\":2}", new BindTesting.TypeOf<SortedMap<String, Long>>() { }.type());
        agreesWithJackson("{\"k\":{\"j\":[{\"name\":\"x\",\"age\":1}]}}",
                new BindTesting.TypeOf<Map<String, Map<String, List<Friend>>>>() { }.type());
        agreesWithJackson("[{\"name\":\"x\",\"age\":1}]", new BindTesting.TypeOf<List<Friend>>() { }.type());
        agreesWithJackson("1", new BindTesting.TypeOf<List<Integer>>() { }.type());
        agreesWithJackson("{\"items\":[\"a\"],\"total\":1}", new BindTesting.TypeOf<Page<String>>() { }.type());
        agreesWithJackson("{\"items\":[{\"name\":\"x\",\"age\":1}],\"total\":1}",
                new BindTesting.TypeOf<Page<Friend>>() { }.type());
        Page<Friend> page = read("{\"items\":[{\"name\":\"x\",\"age\":1}],\"total\":1}",
                new BindTesting.TypeOf<Page<Friend>>() { }.type());
        assertThat(page.items().get(0)).isEqualTo(new Friend("x", 1));
        List<Integer> raw = BindTesting.<List<Integer>>read("[1,2]", List.class);
        assertThat(raw).containsExactly(1, 2);
    }

    @Test
    void arraysIncludingPrimitiveArrays() {
        String json = "{\"ints\":[1,-2,3],\"longs\":[9007199254740993],\"doubles\":[0.1,2,1e300],"
                + "\"floats\":[0.12,0.08],\"flags\":[true,false],\"shorts\":[7],\"chars\":\"ab\","
                + "\"strings\":[\"x\",null],\"friends\":[{\"name\":\"a\",\"age\":1}]}";
        Arrays1 a = read(json, Arrays1.class);
        assertThat(a.floats()).containsExactly(0.12f, 0.08f);
        assertThat(a.chars()).containsExactly('a', 'b');
        agreesWithJackson(json, Arrays1.class);
        for (int n : new int[] {0, 1, 15, 16, 17, 100}) {
            StringBuilder sb = new StringBuilder("[");
            for (int k = 0; k < n; k++) {
                sb.append(k == 0 ? "" : ",").append(k * 3);
            }
            String arr = sb.append(']').toString();
            for (Class<?> t : List.of(int[].class, long[].class, double[].class, float[].class, short[].class,
                    Integer[].class, String[].class)) {
                agreesWithJackson(arr, t);
            }
        }
        agreesWithJackson("[1,null]", int[].class);
        agreesWithJackson("[[1,2],[3]]", int[][].class);
        agreesWithJackson("[\"1\",2.5]", long[].class);
    }

    @Test
    void recursiveTypes() {
        String json = "{\"name\":\"root\",\"children\":[{\"name\":\"a\",\"children\":[]},"
                + "{\"name\":\"b\",\"children\":[{\"name\":\"c\",\"children\":null}]}]}";
        Node n = read(json, Node.class);
        assertThat(n.children().get(1).children().get(0).name()).isEqualTo("c");
        agreesWithJackson(json, Node.class);
    }

    @Test
    void taggedUnionsWithTheDiscriminatorAnywhere() {
        Envelope c = read(CONTROL, Envelope.class);
        assertThat(c).isEqualTo(new Envelope.Control(1710000000000L, 42, "resume", "ingest-a",
                List.of("vip", "cdn-eu", "edge-12")));
        Envelope t = read(TELEMETRY, Envelope.class);
        assertThat(((Envelope.Telemetry) t).samples()).containsExactly(0.12f, 0.08f, 0.10f, 0.09f, 0.13f, 0.11f);
        agreesWithJackson(CONTROL, Envelope.class);
        agreesWithJackson(TELEMETRY, Envelope.class);
        String last = "{\"ts\":1,\"stream_id\":2,\"samples\":[1.5],\"metric\":\"m\",\"kind\":\"Telemetry\"}";
        assertThat(BindTesting.<Envelope>read(last, Envelope.class)).isEqualTo(new Envelope.Telemetry(1, 2, new float[] {1.5f}, "m"));
        agreesWithJackson(last, Envelope.class);
        String middle = "{\"ts\":1,\"nested\":{\"kind\":\"Control\"},\"kind\":\"Control\",\"op\":\"x\",\"stream_id\":0}";
        assertThat(BindTesting.<Envelope>read(middle, Envelope.class)).isEqualTo(new Envelope.Control(1, 0, "x", null, null));
        agreesWithJackson(middle, Envelope.class);
        agreesWithJackson("[" + CONTROL + "," + TELEMETRY + "]", new BindTesting.TypeOf<List<Envelope>>() { }.type());
        agreesWithJackson("{\"shapes\":[{\"r\":1,\"type\":\"circle\"},{\"type\":\"square\",\"side\":2}]}",
                Drawing.class);
        JsonBindException unknown = bindError("{\"ts\":1,\"kind\":\"Nope\"}", Envelope.class);
        assertThat(unknown.path()).isEqualTo("$.kind");
        assertThat(unknown.column()).isEqualTo(16);
        JsonBindException missing = bindError("[{\"ts\":1}]", new BindTesting.TypeOf<List<Envelope>>() { }.type());
        assertThat(missing.path()).isEqualTo("$[0]");
        assertThat(missing.reason()).contains("kind");
        agreesWithJackson("{\"ts\":1,\"kind\":\"Nope\"}", Envelope.class);
        agreesWithJackson("{\"ts\":1}", Envelope.class);
    }

    @Test
    void domFieldsKeepTheRawSubtree() {
        Holder h = read("{\"raw\":{\"a\":[1,\"x\\n\",{\"b\":null}]},\"after\":2}", Holder.class);
        assertThat(h.after()).isEqualTo(2);
        assertThat(h.raw().get("a").get(1).asString()).isEqualTo("x\n");
        assertThat(new String(h.raw().toJsonBytes())).isEqualTo("{\"a\":[1,\"x\\n\",{\"b\":null}]}");
        Holder scalar = read("{\"after\":1,\"raw\":\"s\\\"\"}", Holder.class);
        assertThat(scalar.raw().asString()).isEqualTo("s\"");
        // A union rewinds over a DOM field: the tree is built once, after the rewind.
        assertThat(((JsonValue) read("[\"\\t\",{\"q\":\"\\\\\"}]", JsonValue.class)).get(1).get("q").asString())
                .isEqualTo("\\");
        SimdJsonMapper m = SimdJsonMapper.create();
        assertThat(m.readTree(utf8("{\"a\":[1,2]}")).get("a").size()).isEqualTo(2);
    }

    @Test
    void objectTargetsGiveJacksonsNaturalTypes() {
        agreesWithJackson("{\"a\":[1,2.5,null,true,\"s\",{\"b\":12345678901},123456789012345678901234567890]}",
                Object.class);
        Map<String, Object> m = BindTesting.<Map<String, Object>>read("{\"a\":1,\"b\":[]}", Object.class);
        assertThat(m).isInstanceOf(LinkedHashMap.class).containsEntry("a", 1).containsEntry("b", new ArrayList<>());
    }

    @Test
    void canReadExplainsUnsupportedTypes() {
        SimdJsonMapper m = SimdJsonMapper.create();
        assertThat(m.canRead(User.class)).isEqualTo(TypeSupport.SUPPORTED);
        assertThat(m.canRead(Envelope.class)).isEqualTo(TypeSupport.SUPPORTED);
        assertThat(m.canRead(new BindTesting.TypeOf<Map<String, List<Page<Friend>>>>() { }.type()).supported())
                .isTrue();
        TypeSupport s = m.canRead(NotAUnion.class);
        assertThat(s.supported()).isFalse();
        assertThat(s.reason()).contains("interface");
        assertThat(m.canRead(Thread.class).supported()).isFalse();
        assertThatThrownBy(() -> m.readValue(utf8("{}"), NotAUnion.class))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
