package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.simdjson.ClassVeto;
import dev.simdjson.Inclusion;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.MapperConfig;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Generated writers ({@link CompiledWriters}): which types get one, and that they write what Jackson writes, with
 * the interpreted encoder's errors. The whole write suite also runs with generation off (a second surefire
 * execution), so both paths meet every writing test.
 */
class CompiledWritersTest {

    public record Plain(long id, String name, int count, double score, float ratio, boolean active, char grade,
                        List<String> tags, Map<String, Integer> counts, Optional<String> note) {
    }

    /** Every property may be skipped: whether a comma is due is only known while writing. */
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public record Sparse(int a, String b, double c, float d, boolean e, long f, List<String> g) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle")})
    public sealed interface Shape permits Circle {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Circle(String label, double radius) implements Shape {
    }

    public static final class Bean {
        private final String name;
        private final boolean fail;

        public Bean(String name, boolean fail) {
            this.name = name;
            this.fail = fail;
        }

        public String getName() {
            if (fail) {
                throw new IllegalStateException("no name today");
            }
            return name;
        }

        public Bean getSelf() {
            return name.equals("self") ? this : null;
        }
    }

    private static ObjectEncoder encoder(Class<?> c) {
        EncoderFactory factory = new EncoderFactory(TypeModels.shared(MapperConfig.DEFAULTS.naming()),
                Inclusion.ALWAYS, Inclusion.ALWAYS, ClassVeto.NONE);
        Encoder<Object> e = factory.forType(c);
        return (ObjectEncoder) (e instanceof ForwardingEncoder f ? f.target : e);
    }

    @Test
    void recordsAndBeansGetAGeneratedWriter() {
        assertThat(encoder(Plain.class).compiled()).isEqualTo(CompiledWriters.enabled());
        assertThat(encoder(Bean.class).compiled()).isEqualTo(CompiledWriters.enabled());
    }

    @Test
    void writesWhatJacksonWrites() {
        assertSameAsJackson(new Plain(-7, "Zoë \"Q\"\n", 3, 0.1, 1.5f, true, 'x', List.of("a", "b"),
                Map.of("k", 1), Optional.of("n")));
        assertSameAsJackson(new Plain(0, null, 0, -0.0, 0f, false, '\0', null, null, Optional.empty()));
        assertSameAsJackson(new Sparse(0, null, 0, 0, false, 0, null));
        assertSameAsJackson(new Sparse(0, null, 0, 0, false, 9, null));
        assertSameAsJackson(new Sparse(1, "b", -0.0, -0f, true, 0, List.of()));
        assertSameAsJackson(new Sparse(0, null, 2.5, 0, false, 0, List.of("g")));
        assertSameAsJackson(List.<Shape>of(new Circle(null, 1), new Circle("c", 2)));
        assertSameAsJackson(new Bean("b", false));
    }

    @Test
    void failsAsTheInterpretedEncoderDoes() {
        assertThatThrownBy(() -> BootJackson.VECTOR.write(new Bean("x", true)))
                .isInstanceOf(IllegalStateException.class).hasMessage("no name today");
        assertThatThrownBy(() -> BootJackson.VECTOR.write(new Bean("self", false)))
                .isInstanceOf(JsonWriteException.class).hasMessageContaining("Direct self-reference")
                .hasMessageContaining("[\"self\"]");
    }
}
