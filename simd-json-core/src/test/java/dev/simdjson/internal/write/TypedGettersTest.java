package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.junit.jupiter.api.Test;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Properties read through typed getters: every primitive kind, inclusion, fields, failing getters. */
class TypedGettersTest {

    public record Primitives(byte b, short s, int i, long l, float f, double d, boolean z, char c, Long boxed) {
    }

    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public record NonDefault(int i, long l, double d, float f, boolean z, String s) {
    }

    public static class Fields {
        public long id = 12;
        public double score = -0.5;
        public boolean on = true;
    }

    public static class Throwing {
        public int getValue() throws Exception {
            throw new Exception("checked");
        }
    }

    private record Private(long id, double x) {
    }

    @Test
    void primitivesAreWrittenAsJacksonWritesThem() {
        assertSameAsJackson(new Primitives((byte) -1, (short) 300, -5, Long.MIN_VALUE, 0.1f, 1e300, true, 'q', 7L));
        assertSameAsJackson(new Primitives((byte) 0, (short) 0, 0, 0, Float.NaN, Double.NEGATIVE_INFINITY, false,
                '\n', null));
        assertSameAsJackson(new Fields());
        assertSameAsJackson(new Private(3, 2.25));
    }

    @Test
    void nonDefaultSkipsZeroesAndFalse() {
        assertSameAsJackson(new NonDefault(0, 0, 0.0, 0f, false, null));
        assertSameAsJackson(new NonDefault(0, 0, -0.0, -0f, false, ""));
        assertSameAsJackson(new NonDefault(1, 2, 3, 4, true, "s"));
    }

    @Test
    void checkedExceptionsFromGettersAreWrapped() {
        assertThatThrownBy(() -> BootJackson.SCALAR.write(new Throwing())).isInstanceOf(JsonWriteException.class)
                .hasMessageContaining("reading property 'value'");
    }

    @Test
    void methodGettersBecomeGeneratedClassesAndFieldsFallBackToHandles() throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(Private.class, MethodHandles.lookup());
        var accessor = lookup.findVirtual(Private.class, "id", MethodType.methodType(long.class));
        var longs = PropertyGetters.longs(accessor);
        assertThat(longs.getClass().isHidden()).isTrue();
        assertThat(longs.applyAsLong(new Private(9, 0))).isEqualTo(9);
        var field = lookup.findGetter(Fields.class, "score", double.class);
        var doubles = PropertyGetters.doubles(field);
        assertThat(doubles.applyAsDouble(new Fields())).isEqualTo(-0.5);
        assertThat(PropertyGetters.objects(accessor).apply(new Private(4, 0))).isEqualTo(4L);
    }
}
