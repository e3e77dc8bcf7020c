package dev.simdjson.internal.write;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import dev.simdjson.MapperConfig;
import dev.simdjson.PropertyNaming;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static org.assertj.core.api.Assertions.assertThat;

/** Records, POJOs, annotations and tagged unions, byte for byte as Jackson. */
class ObjectDifferentialTest {

    public enum Level { LOW, HIGH }

    public record Everything(String s, int i, long l, double d, float f, boolean b, Integer boxed, BigDecimal price,
                             UUID id, byte[] blob, Level level, Optional<String> maybe, List<Integer> list,
                             Map<String, Double> map, Set<Level> levels, Instant at, LocalDate day, int[] ints,
                             float[] samples, Object anything) {
    }

    @Test
    void recordWithEveryKindOfComponent() {
        assertSameAsJackson(new Everything("s\"", -1, Long.MAX_VALUE, 0.1, 1.5f, true, null, new BigDecimal("9.90"),
                new UUID(1, 2), new byte[] {1, 2, 3}, Level.HIGH, Optional.empty(), List.of(1, 2),
                new LinkedHashMap<>(Map.of("k", 2.5)), Set.of(Level.LOW), Instant.ofEpochSecond(1_710_000_000L),
                LocalDate.of(2024, 1, 2), new int[] {7}, new float[] {0.12f, 0.08f}, List.of("x", 1)));
        assertSameAsJackson(new Everything(null, 0, 0, 0, 0, false, 5, null, null, null, null, Optional.of("here"),
                null, null, null, null, null, null, null, null));
    }

    /** Getters, a public field, an is-getter: Jackson 3 sorts them alphabetically. */
    public static class Pojo {
        public int zeta = 26;
        private String alpha = "a";
        private boolean active = true;
        private List<String> tags = List.of("t1", "t2");
        private transient int hidden = 1;

        public String getAlpha() {
            return alpha;
        }

        public boolean isActive() {
            return active;
        }

        public List<String> getTags() {
            return tags;
        }

        @JsonIgnore
        public int getIgnored() {
            return 3;
        }

        public static int getStatic() {
            return 4;
        }
    }

    @Test
    void pojoWithGettersAndFields() {
        assertSameAsJackson(new Pojo());
        assertSameAsJackson(List.of(new Pojo(), new Pojo()));
    }

    @JsonPropertyOrder({"second", "first"})
    public record Ordered(String first, @JsonProperty("second") String two, @JsonProperty("renamed") int x) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record NonNull(String a, String b, Integer c) {
    }

    public record PerProperty(@JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> list,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) String text,
                              @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> maybe,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> map,
                              String always) {
    }

    @Test
    void annotations() {
        assertSameAsJackson(new Ordered("1", "2", 3));
        assertSameAsJackson(new NonNull(null, "b", null));
        assertSameAsJackson(new NonNull("a", null, 3));
        assertSameAsJackson(new PerProperty(List.of(), "", Optional.empty(), null, null));
        assertSameAsJackson(new PerProperty(List.of("x"), "t", Optional.of("m"), Map.of("k", "v"), "a"));
    }

    public static class Created {
        private final String name;
        private final int count;

        @JsonCreator
        public Created(@JsonProperty("name") String name, @JsonProperty("count") int count) {
            this.name = name;
            this.count = count;
        }

        public int getCount() {
            return count;
        }

        public String getName() {
            return name;
        }

        public String getAardvark() {
            return "first alphabetically, after the creator properties";
        }
    }

    @Test
    void creatorPropertiesComeFirst() {
        assertSameAsJackson(new Created("n", 2));
    }

    public record Box<T>(T value, List<T> values) {
    }

    public record Node(String name, List<Node> children) {
    }

    @Test
    void genericsAndRecursiveTypes() {
        assertSameAsJackson(new Box<>("x", List.of("y")));
        assertSameAsJackson(new Box<>(new Box<>(1, List.of()), List.of()));
        assertSameAsJackson(new Node("root", List.of(new Node("a", List.of()), new Node("b",
                List.of(new Node("c", List.of()))))));
        assertSameAsJackson(Map.of("n", new Node("x", List.of())));
    }

    public static class Animal {
        public String name = "generic";
    }

    public static class Dog extends Animal {
        public boolean goodBoy = true;
    }

    public record Zoo(Animal star, List<Animal> all) {
    }

    @Test
    void runtimeTypeWinsOverTheDeclaredOne() {
        assertSameAsJackson(new Zoo(new Dog(), List.of(new Animal(), new Dog())));
    }

    // ---- tagged unions ----

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Control.class, name = "Control"),
            @JsonSubTypes.Type(value = Telemetry.class, name = "Telemetry")})
    public sealed interface Envelope permits Control, Telemetry {
    }

    public record Control(long ts, @JsonProperty("stream_id") int streamId, String op, String node,
                          List<String> tags) implements Envelope {
    }

    public record Telemetry(long ts, @JsonProperty("stream_id") int streamId, float[] samples, String metric)
            implements Envelope {
    }

    public record Frames(List<Envelope> frames, Envelope last) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
    public sealed interface Shape permits Circle, Square {
    }

    @JsonTypeName("circle")
    public record Circle(double r) implements Shape {
    }

    public record Square(double side) implements Shape {
    }

    public sealed interface Plain permits PlainA, PlainB {
    }

    public record PlainA(int a) implements Plain {
    }

    public record PlainB(String b) implements Plain {
    }

    public record Plains(Plain one, List<Plain> many) {
    }

    public record ShapeHolder(Circle declaredSubtype, Shape declaredBase, Object declaredObject,
                              List<Shape> bases, List<Object> objects) {
    }

    @Test
    void typeIdsFollowTheDeclaredTypeLikeJackson() {
        Circle c = new Circle(2);
        assertSameAsJackson(c);
        assertSameAsJackson(new ShapeHolder(c, c, c, List.of(c, new Square(1)), List.of(c)));
        assertSameAsJackson(Map.of("c", c));
        assertSameAsJackson(new Object[] {c});
        assertSameAsJackson(new Shape[] {c});
        assertSameAsJackson(Optional.of(c));
    }

    @Test
    void taggedUnions() {
        Control control = new Control(1_710_000_000_000L, 42, "resume", "ingest-a", List.of("vip", "cdn-eu", "edge-12"));
        Telemetry telemetry = new Telemetry(1_710_000_000_000L, 42, new float[] {0.12f, 0.08f, 0.10f, 0.09f, 0.13f,
                0.11f}, "p95_latency");
        assertSameAsJackson(control);
        assertSameAsJackson(telemetry);
        assertSameAsJackson(new Frames(List.of(control, telemetry), telemetry));
        assertSameAsJackson(List.of(new Circle(1.5), new Square(2)));
        assertSameAsJackson(new Circle(1));
        assertSameAsJackson(new Square(1));
        // Without @JsonTypeInfo Jackson writes no discriminator, so neither do we.
        assertSameAsJackson(new Plains(new PlainA(1), List.of(new PlainA(2), new PlainB("b"))));
    }

    public record Dated(@JsonFormat(pattern = "dd/MM/yyyy") LocalDate day, LocalDate iso) {
    }

    @Test
    void jsonFormatPatternOnDates() {
        assertSameAsJackson(new Dated(LocalDate.of(2024, 3, 9), LocalDate.of(2024, 3, 9)));
    }

    public record Snake(long streamId, String nodeName, int x) {
    }

    @Test
    void snakeCaseNaming() {
        JsonMapper jackson = JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
        Writing ours = new Writing(new MapperConfig(MapperConfig.DEFAULTS.limits(),
                MapperConfig.DEFAULTS.implementation(), MapperConfig.DEFAULTS.unknownProperties(),
                PropertyNaming.SNAKE_CASE));
        Snake value = new Snake(42, "ingest-a", 1);
        assertThat(BootJackson.text(ours.write(value))).isEqualTo(jackson.writeValueAsString(value));
    }

    // ---- the benchmark's users model ----

    public record Friend(long id, String name) {
    }

    public record User(long id, String name, int age, double score, boolean active, List<String> roles,
                       List<Friend> friends) {
    }

    @Test
    void usersModel() {
        List<User> users = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            users.add(new User(i, "user-" + i + " \u00e9", 20 + i % 50, i * 1.25, i % 2 == 0,
                    List.of("admin", "dev"), Arrays.asList(new Friend(i + 1, "f" + i), new Friend(i + 2, "g\n" + i))));
        }
        assertSameAsJackson(users.get(0));
        assertSameAsJackson(users.subList(0, 10));
        assertSameAsJackson(users);
        assertSameAsJackson(Map.of("users", users));
    }
}
