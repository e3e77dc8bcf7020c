package dev.simdjson.internal.bind;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.simdjson.JsonBindException;
import org.junit.jupiter.api.Test;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import static dev.simdjson.internal.bind.BindTesting.agreesWithJackson;
import static dev.simdjson.internal.bind.BindTesting.bindError;
import static org.assertj.core.api.Assertions.assertThat;

/** Creator arguments passed unboxed through generated creator classes, and the boxing fallback. */
class TypedCreatorTest {

    public record Primitives(byte b, short s, int i, long l, float f, double d, boolean z, char c, String text,
                             Integer boxed) {
    }

    private record Hidden(long id, double score, String name) {
    }

    public static final class Factory {
        final long id;
        final boolean flag;
        final String name;

        private Factory(long id, boolean flag, String name) {
            this.id = id;
            this.flag = flag;
            this.name = name;
        }

        @JsonCreator
        static Factory of(@JsonProperty("id") long id, @JsonProperty("flag") boolean flag,
                @JsonProperty("name") String name) {
            return new Factory(id, flag, name);
        }

        @Override
        public String toString() {
            return id + "/" + flag + "/" + name;
        }
    }

    public static final class WithDefault {
        private String label = "default";

        public String getLabel() {
            return label;
        }

        public void setLabel(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return "WithDefault " + label;
        }
    }

    @Test
    void everyPrimitiveKindRoundTripsItsBits() {
        String json = "{\"b\":200,\"s\":-7,\"i\":-2147483648,\"l\":9007199254740993,\"f\":0.1,\"d\":-0.0,"
                + "\"z\":true,\"c\":\"x\",\"text\":\"t\",\"boxed\":null}";
        Primitives p = BindTesting.<Primitives>read(json, Primitives.class);
        assertThat(p).isEqualTo(new Primitives((byte) 200, (short) -7, Integer.MIN_VALUE, 9007199254740993L, 0.1f,
                -0.0, true, 'x', "t", null));
        agreesWithJackson(json, Primitives.class);
        assertThat(BindTesting.<Primitives>read("{\"d\":\"NaN\",\"f\":\"-Infinity\",\"c\":\"y\"}".replace("}",
                ",\"b\":1,\"s\":2,\"i\":3,\"l\":4,\"z\":false}"), Primitives.class))
                .isEqualTo(new Primitives((byte) 1, (short) 2, 3, 4, Float.NEGATIVE_INFINITY, Double.NaN, false, 'y',
                        null, null));
    }

    @Test
    void missingOrNullPrimitivesFailWithTheirPath() {
        JsonBindException e = bindError("{\"id\":1,\"name\":\"n\"}", Hidden.class);
        assertThat(e.getMessage()).contains("missing property 'score'");
        e = bindError("{\"id\":1,\"score\":null}", Hidden.class);
        assertThat(e.path()).isEqualTo("$.score");
        agreesWithJackson("{\"id\":1,\"score\":null}", Primitives.class);
        agreesWithJackson("{\"b\":1}", Primitives.class);
    }

    @Test
    void privateRecordsAndStaticFactoriesUseGeneratedClasses() throws Throwable {
        assertThat(BindTesting.<Hidden>read("{\"score\":1.5,\"id\":7,\"name\":\"a\"}", Hidden.class))
                .isEqualTo(new Hidden(7, 1.5, "a"));
        Factory f = BindTesting.<Factory>read("{\"name\":\"n\",\"flag\":true,\"id\":-3}", Factory.class);
        assertThat(f.id).isEqualTo(-3);
        assertThat(f.flag).isTrue();
        assertThat(f.name).isEqualTo("n");

        ArgumentsCreator generated = CreatorClasses.creator(Hidden.class.getDeclaredConstructors()[0], null,
                new Class<?>[] {long.class, double.class, String.class}, new boolean[] {true, true, false},
                new int[] {0, 1, 0});
        assertThat(generated.getClass().isHidden()).isTrue();
        assertThat(generated.getClass().getName()).contains("$$SimdJsonCreator");
        assertThat(generated.create(new Object[] {"z"}, new long[] {5, Double.doubleToRawLongBits(2.5)}))
                .isEqualTo(new Hidden(5, 2.5, "z"));
    }

    @Test
    void withoutTheExecutableTheArgumentsAreBoxedForTheHandle() throws Throwable {
        var handle = MethodHandles.privateLookupIn(Hidden.class, MethodHandles.lookup())
                .findConstructor(Hidden.class, MethodType.methodType(void.class, long.class, double.class,
                        String.class));
        handle = handle.asType(handle.type().changeReturnType(Object.class)).asSpreader(Object[].class, 3)
                .asType(MethodType.methodType(Object.class, Object[].class));
        ArgumentsCreator boxed = CreatorClasses.creator(null, handle,
                new Class<?>[] {long.class, double.class, String.class}, new boolean[] {true, true, false},
                new int[] {0, 1, 0});
        assertThat(boxed.getClass().getName()).doesNotContain("SimdJsonCreator");
        assertThat(boxed.create(new Object[] {"z"}, new long[] {5, Double.doubleToRawLongBits(2.5)}))
                .isEqualTo(new Hidden(5, 2.5, "z"));
    }

    @Test
    void anExplicitNullStillReachesTheSetter() {
        WithDefault w = BindTesting.<WithDefault>read("{\"label\":null}", WithDefault.class);
        assertThat(w.getLabel()).isNull();
        assertThat(BindTesting.<WithDefault>read("{}", WithDefault.class).getLabel()).isEqualTo("default");
    }
}
