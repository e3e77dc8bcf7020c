package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIdentityInfo;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonManagedReference;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.annotation.JsonView;
import com.fasterxml.jackson.annotation.ObjectIdGenerators;
import tools.jackson.databind.annotation.JsonDeserialize;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Types shared by the model tests (public so Jackson can see them too). */
public final class Fixtures {

    private Fixtures() {
    }

    // ------------------------------------------------------------------------------------------ records
    public record Point(int y, String x, @JsonProperty("zz") long c) {
    }

    public record Frame(long ts, long streamId, String op, List<String> tags) {
    }

    public record Annotated(@JsonProperty("stream_id") long streamId, @JsonAlias({"nm", "label"}) String name,
                            @JsonIgnore String secret, @JsonInclude(JsonInclude.Include.NON_NULL) String note,
                            @JsonFormat(pattern = "yyyy/MM/dd") LocalDate day) {
    }

    public record WithExtra(int b, int a) {
        public int getExtra() {
            return a + b;
        }

        public boolean isOk() {
            return true;
        }
    }

    @JsonPropertyOrder({"c", "a"})
    public record Ordered(int a, int b, int c) {
    }

    @JsonIgnoreProperties(value = {"legacy"}, ignoreUnknown = true)
    public record Lenient(int a) {
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record ClassInclusion(String a, @JsonInclude(JsonInclude.Include.ALWAYS) String b) {
    }

    public record Access(@JsonProperty(access = JsonProperty.Access.READ_ONLY) int computed,
                         @JsonProperty(access = JsonProperty.Access.WRITE_ONLY) String password, int plain) {
    }

    // ------------------------------------------------------------------------------------------ POJOs
    public static class Bean {
        public int z = 1;
        private int y = 2;
        public int x = 4;
        private boolean ok = true;
        private Boolean boxed = Boolean.TRUE;
        private String url = "u";
        private int hidden = 9;
        public transient int skipped = 5;

        public int getY() {
            return y;
        }

        public void setY(int y) {
            this.y = y;
        }

        public boolean isOk() {
            return ok;
        }

        public void setOk(boolean ok) {
            this.ok = ok;
        }

        public Boolean isBoxed() {
            return boxed;
        }

        public String getURLValue() {
            return url;
        }

        public int getA() {
            return 3;
        }
    }

    public static class Inferred {
        private int x;
        private final int fin = 3;

        public int getX() {
            return x;
        }

        public int getFin() {
            return fin;
        }

        int x() {
            return x;
        }
    }

    public static class PrivateFields {
        @JsonProperty
        private String name = "n";
        @JsonProperty("years")
        private int age = 3;
        private int invisible = 1;

        String name() {
            return name;
        }

        int age() {
            return age;
        }
    }

    public static class WithCreator {
        private final int q;
        private final String p;
        public int w = 5;

        @JsonCreator
        public WithCreator(@JsonProperty("p") String p, @JsonProperty("q") int q) {
            this.p = p;
            this.q = q;
        }

        public int getA() {
            return 1;
        }

        public int getQ() {
            return q;
        }

        public String getP() {
            return p;
        }
    }

    public static class Factory {
        private final String id;

        private Factory(String id) {
            this.id = id;
        }

        @JsonCreator
        public static Factory of(@JsonProperty("id") String id) {
            return new Factory(id + "!");
        }

        public String getId() {
            return id;
        }
    }

    public static class UnnamedCreator {
        private final int a;
        private final int b;

        @JsonCreator
        public UnnamedCreator(@JsonProperty("a") int a, int b) {
            this.a = a;
            this.b = b;
        }

        public int getA() {
            return a + b;
        }
    }

    public static class WriteOnlyDto {
        private final int v;

        public WriteOnlyDto(int v) {
            this.v = v;
        }

        public int getV() {
            return v;
        }
    }

    public static class Renamed {
        public int zeta = 1;
        @JsonProperty("alpha")
        public int beta = 2;
        public int mid = 3;
    }

    public static class Parent {
        public int s2 = 1;
        public int s1 = 1;
    }

    public static class Child extends Parent {
        public int c = 1;
        public int a = 2;
    }

    public static class IgnoredGetter {
        private int a = 1;
        public int b = 2;

        @JsonIgnore
        public int getA() {
            return a;
        }

        public void setA(int a) {
            this.a = a;
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static class Nullable {
        public String a;
        public String b = "b";
        @JsonInclude(JsonInclude.Include.ALWAYS)
        public String c;
    }

    public static class CamelBean {
        public long streamId = 42;
        public String metricName = "p95";
        public String x = "x";
        @JsonProperty("RAW")
        public int raw = 1;
    }

    // -------------------------------------------------------------------------------------- unsupported
    public static class AnySetter {
        private final Map<String, Object> rest = new HashMap<>();

        @JsonAnySetter
        public void put(String k, Object v) {
            rest.put(k, v);
        }
    }

    public static class AnyGetter {
        @JsonAnyGetter
        public Map<String, Object> rest() {
            return Map.of();
        }
    }

    public record Unwrapped(@JsonUnwrapped Point p) {
    }

    public static class Managed {
        @JsonManagedReference
        public List<Object> children;
    }

    @JsonIdentityInfo(generator = ObjectIdGenerators.IntSequenceGenerator.class)
    public static class Identity {
        public int a;
    }

    public record Deser(@JsonDeserialize(as = String.class) Object o) {
    }

    public static class Viewed {
        @JsonView(Object.class)
        public int a;
    }

    public static class ValueHolder {
        @JsonValue
        public String value() {
            return "v";
        }
    }

    public record Shaped(@JsonFormat(shape = JsonFormat.Shape.STRING) int n) {
    }

    public static class Delegating {
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public Delegating(Map<String, Object> m) {
        }
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS)
    public interface ByClass {
    }

    public record ByClassImpl(int a) implements ByClass {
    }

    // ------------------------------------------------------------------------------------------ enums
    public enum Plain { A, B }

    public enum Lower {
        A, B;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    public enum Named { @JsonProperty("x") A, @JsonAlias({"bb", "bee"}) B, @JsonEnumDefaultValue C }

    public enum Valued {
        A("aa"), B("bb");

        private final String v;

        Valued(String v) {
            this.v = v;
        }

        @JsonValue
        public String v() {
            return v;
        }
    }

    public enum IntValued {
        A;

        @JsonValue
        public int code() {
            return 1;
        }
    }

    public enum Created {
        A;

        @JsonCreator
        public static Created of(String s) {
            return A;
        }
    }

    public enum WithBody {
        A {
            @Override
            int f() {
                return 1;
            }
        };

        abstract int f();
    }

    // ------------------------------------------------------------------------------------------ unions
    public sealed interface Plainly permits Dot, Line {
    }

    public record Dot(int x) implements Plainly {
    }

    @JsonTypeName("ln")
    public record Line(int a, int b) implements Plainly {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(Control.class), @JsonSubTypes.Type(value = Telemetry.class, name = "tele",
            names = {"telemetry"})})
    public sealed interface Envelope permits Control, Telemetry, Other {
    }

    public record Control(long ts, String op) implements Envelope {
    }

    public record Telemetry(long ts, float[] samples) implements Envelope {
    }

    @JsonTypeName("other")
    public record Other(int z) implements Envelope {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
    public sealed interface Shape permits Circle, Polygon {
    }

    public record Circle(double r) implements Shape {
    }

    public sealed interface Polygon extends Shape permits Square, Triangle {
    }

    public record Square(double side) implements Polygon {
    }

    public record Triangle(double a) implements Polygon {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, property = "kind")
    public sealed interface Simple permits SimpleA {
    }

    public record SimpleA(int v) implements Simple {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.WRAPPER_OBJECT)
    public sealed interface Wrapped permits WrappedA {
    }

    public record WrappedA(int v) implements Wrapped {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "t")
    @JsonSubTypes({@JsonSubTypes.Type(value = Cat.class, name = "cat"), @JsonSubTypes.Type(value = Dog.class, name = "dog")})
    public abstract static class Animal {
        public String name = "rex";
    }

    public static class Cat extends Animal {
        public boolean indoor = true;
    }

    public static class Dog extends Animal {
        public int bark = 3;
    }
}
