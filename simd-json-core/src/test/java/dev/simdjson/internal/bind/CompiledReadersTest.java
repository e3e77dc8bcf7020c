package dev.simdjson.internal.bind;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.simdjson.JsonBindException;
import dev.simdjson.JsonParseException;
import dev.simdjson.MapperConfig;
import dev.simdjson.UnknownProperties;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.simdjson.internal.bind.BindTesting.agreesWithJackson;
import static dev.simdjson.internal.bind.BindTesting.bindError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Generated readers ({@link CompiledReaders}): which types get one, and that what they read and refuse is what the
 * interpreted {@link ObjectBinder} reads and refuses. The whole binding suite also runs with generation off
 * ({@code -Dsimdjson.bind.compiledReaders=false}, a second surefire execution), so both paths meet every test.
 */
class CompiledReadersTest {

    public record Order(long id, String customer, int quantity, double price, boolean paid, char grade, Short code,
                        Optional<String> note, List<Line> lines, Map<String, Integer> counts, Status status) {
    }

    public record Line(String sku, float weight, byte flags) {
    }

    public enum Status { NEW, SHIPPED }

    private record Secret(long id, String name) {
    }

    public static final class Built {
        final String name;
        final int size;

        private Built(String name, int size) {
            this.name = name;
            this.size = size;
        }

        @JsonCreator
        static Built of(@JsonProperty("name") String name, @JsonProperty("size") int size) {
            if (size < 0) {
                throw new IllegalArgumentException("negative size");
            }
            return new Built(name, size);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Built b && b.size == size && java.util.Objects.equals(b.name, name);
        }

        @Override
        public int hashCode() {
            return size;
        }

        @Override
        public String toString() {
            return name + "/" + size;
        }
    }

    public static final class WithSetter {
        private String label;
        private int size;
        private final List<String> calls = new java.util.ArrayList<>();

        public String getLabel() {
            return label;
        }

        public void setLabel(String label) {
            calls.add("label=" + label);
            this.label = label;
        }

        public int getSize() {
            return size;
        }

        public void setSize(int size) {
            if (size < 0) {
                throw new IllegalArgumentException("negative");
            }
            calls.add("size=" + size);
            this.size = size;
        }

        @Override
        public String toString() {
            return calls.toString();
        }
    }

    /** A creator and a setter at once: stays interpreted. */
    public static final class Mixed {
        private final String id;
        private String note;

        @JsonCreator
        public Mixed(@JsonProperty("id") String id) {
            this.id = id;
        }

        public String getId() {
            return id;
        }

        public String getNote() {
            return note;
        }

        public void setNote(String note) {
            this.note = note;
        }

        @Override
        public String toString() {
            return id + "/" + note;
        }
    }

    public record Tree(String name, List<Tree> children) {
    }

    private static ObjectBinder binder(Type type) {
        BinderFactory factory = new BinderFactory(BindTesting.config(Implementation.VECTOR, UnknownProperties.IGNORE),
                TypeModels.shared(MapperConfig.DEFAULTS.naming()));
        return (ObjectBinder) factory.binder(type);
    }

    @Test
    void recordsAndCreatorsGetAGeneratedReaderAndSettersStayInterpreted() {
        boolean on = CompiledReaders.enabled();
        assertThat(binder(Order.class).compiled()).isEqualTo(on);
        assertThat(binder(Secret.class).compiled()).as("a private record, through its nest").isEqualTo(on);
        assertThat(binder(Built.class).compiled()).as("a static @JsonCreator factory").isEqualTo(on);
        assertThat(binder(Tree.class).compiled()).as("a recursive record").isEqualTo(on);
        assertThat(binder(WithSetter.class).compiled()).as("a setter POJO").isEqualTo(on);
        assertThat(binder(Mixed.class).compiled()).as("creator and setters at once").isFalse();
    }

    @Test
    void setterPojosAreSetAsTheKeysComeAsTheInterpretedBinderSetsThem() {
        WithSetter w = BindTesting.read("{\"label\":\"a\",\"x\":[1],\"size\":2,\"label\":null}",
                WithSetter.class);
        assertThat(w.calls).containsExactly("label=a", "size=2", "label=null");
        assertThat(w.getLabel()).isNull();
        JsonBindException e = bindError("{\"label\":\"a\",\"size\":-1}", WithSetter.class);
        assertThat(e.getMessage()).contains("cannot set WithSetter.size: IllegalArgumentException negative");
        assertThat(e.path()).isEqualTo("$.size");
        assertThat(bindError("{\"size\":\"big\"}", WithSetter.class).path()).isEqualTo("$.size");
        Mixed m = BindTesting.read("{\"note\":\"n\",\"id\":\"i\"}", Mixed.class);
        assertThat(m.getId() + m.getNote()).isEqualTo("in");
    }

    @Test
    void readsEveryKindOfPropertyAsJacksonDoes() {
        String json = "{\"id\":9007199254740993,\"customer\":\"Zoë Müller\",\"quantity\":3,\"price\":19.99,"
                + "\"paid\":true,\"grade\":\"A\",\"code\":7,\"note\":\"fragile\",\"lines\":[{\"sku\":\"x-1\","
                + "\"weight\":0.25,\"flags\":200},{\"sku\":\"y\",\"weight\":1,\"flags\":0}],\"counts\":{\"a\":1},"
                + "\"status\":\"SHIPPED\"}";
        Order order = BindTesting.read(json, Order.class);
        assertThat(order).isEqualTo(new Order(9007199254740993L, "Zoë Müller", 3, 19.99, true, 'A', (short) 7,
                Optional.of("fragile"), List.of(new Line("x-1", 0.25f, (byte) 200), new Line("y", 1f, (byte) 0)),
                Map.of("a", 1), Status.SHIPPED));
        agreesWithJackson(json, Order.class);
        // any order, repeated keys (the last wins), unknown keys skipped, absent references
        agreesWithJackson("{\"status\":\"NEW\",\"unknown\":[1,{\"a\":2}],\"paid\":false,\"id\":1,\"id\":2,"
                + "\"quantity\":0,\"price\":0,\"grade\":\"b\"}", Order.class);
        Order sparse = BindTesting.read("{\"id\":1,\"quantity\":2,\"price\":3,\"paid\":false,\"grade\":\"c\"}",
                Order.class);
        assertThat(sparse.note()).isEmpty();
        assertThat(sparse.customer()).isNull();
        assertThat(sparse.lines()).isNull();
        assertThat(BindTesting.<Secret>read("{\"name\":\"s\",\"id\":4}", Secret.class)).isEqualTo(new Secret(4, "s"));
        assertThat(BindTesting.<Built>read("{\"size\":2,\"name\":\"b\"}", Built.class)).isEqualTo(Built.of("b", 2));
        Tree tree = BindTesting.read("{\"name\":\"r\",\"children\":[{\"name\":\"c\",\"children\":[]}]}", Tree.class);
        assertThat(tree.children().getFirst().name()).isEqualTo("c");
        assertThat(BindTesting.<Order>read("null", Order.class)).isNull();
    }

    @Test
    void refusesWithTheInterpretedBindersMessagesAndPaths() {
        JsonBindException absent = bindError("{\"id\":1}", Order.class);
        assertThat(absent.getMessage()).contains("missing property 'quantity'");
        JsonBindException nullPrimitive = bindError("{\"id\":null}", Order.class);
        assertThat(nullPrimitive.path()).isEqualTo("$.id");
        JsonBindException nested = bindError("{\"id\":1,\"lines\":[{\"sku\":\"a\",\"weight\":\"heavy\"}]}",
                Order.class);
        assertThat(nested.path()).isEqualTo("$.lines[0].weight");
        assertThat(nested.offset()).isEqualTo(37);
        JsonBindException creator = bindError("{\"name\":\"b\",\"size\":-1}", Built.class);
        assertThat(creator.getMessage()).contains("cannot construct Built: IllegalArgumentException negative size");
        assertThat(bindError("[1]", Order.class).getMessage()).contains("Order");
        assertThatThrownBy(() -> BindTesting.read("{\"id\":1,\"customer\":\"a\" \"x\":2}", Order.class))
                .isInstanceOf(JsonParseException.class).hasMessageContaining("expected ',' or '}' after object field");
        Binding failing = new Binding(BindTesting.config(Implementation.VECTOR, UnknownProperties.FAIL));
        byte[] unknownKey = BindTesting.utf8("{\"id\":1,\"nope\":1,\"name\":\"n\"}");
        assertThatThrownBy(() -> failing.read(unknownKey, 0, unknownKey.length, Secret.class))
                .isInstanceOf(JsonBindException.class).hasMessageContaining("unknown property 'nope' for Secret");
    }
}
