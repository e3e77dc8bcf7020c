package dev.simdjson;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A {@link ClassVeto} keeps classes away from the mapper wherever they are met, and is asked once per class. */
class ClassVetoTest {

    public record Money(long cents, String currency) {
    }

    public record Line(String sku, Money price) {
    }

    public record Order(String id, List<Line> lines) {
    }

    private final List<String> asked = new ArrayList<>();

    private final ClassVeto vetoMoney = new ClassVeto() {
        @Override
        public String readRefusal(Class<?> type) {
            asked.add("read " + type.getSimpleName());
            return type == Money.class ? "Money is read by a custom deserializer" : null;
        }

        @Override
        public String writeRefusal(Class<?> type) {
            asked.add("write " + type.getSimpleName());
            return type == Money.class ? "Money is written by a custom serializer" : null;
        }
    };

    private final SimdJsonMapper mapper = SimdJsonMapper.builder().classVeto(vetoMoney).build();

    @Test
    void aVetoedNestedClassMakesTheTypesThatReachItUnsupported() {
        assertThat(mapper.canRead(Order.class).supported()).isFalse();
        assertThat(mapper.canRead(Order.class).reason()).contains("Money is read by a custom deserializer");
        assertThat(mapper.canWrite(Order.class).reason()).contains("Money is written by a custom serializer");
        assertThat(mapper.canRead(JavaTypes.listOf(Line.class)).supported()).isFalse();
        // Types that do not reach it are unaffected.
        assertThat(mapper.canRead(JavaTypes.listOf(String.class)).supported()).isTrue();
        assertThat(mapper.canWrite(JavaTypes.mapOf(String.class, Integer.class)).supported()).isTrue();
        assertThat(SimdJsonMapper.create().canWrite(Order.class).supported()).isTrue();
    }

    @Test
    void aVetoedClassMetAtRunTimeFailsTheWriteBeforeAnyByte() {
        Map<String, Object> value = Map.of("total", new Money(100, "EUR"));
        assertThatThrownBy(() -> mapper.writeValueAsBytes(value)).isInstanceOf(JsonWriteException.class)
                .hasMessageContaining("Money is written by a custom serializer");
        assertThat(new String(mapper.writeValueAsBytes(Map.of("n", 1)), StandardCharsets.UTF_8)).isEqualTo("{\"n\":1}");
    }

    @Test
    void eachClassIsAskedOnce() {
        mapper.canWrite(Order.class);
        mapper.canWrite(Order.class);
        mapper.canWrite(Line.class);
        assertThat(asked).filteredOn(a -> a.equals("write Line")).hasSize(1);
    }
}
