package dev.simdjson.binding;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Canada;
import dev.simdjson.binding.model.Citm;
import dev.simdjson.binding.model.DeepEquals;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.binding.model.Twitter;
import dev.simdjson.binding.model.Types;
import dev.simdjson.binding.model.Users;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.fail;

/**
 * Seeded random instances of the models and of {@link TestTypes} (every supported type: Optional, UUID, java.time,
 * BigDecimal, BigInteger, byte[], primitive arrays, enums (also by {@code @JsonValue}), maps with enum and number
 * keys, nested generics, a POJO, the sealed Envelope), on both stage 1 kernels:
 *
 * <ol>
 *   <li>written by Jackson and by simd-json: the same bytes;</li>
 *   <li>Jackson's output read by Jackson and by simd-json: deeply equal objects;</li>
 *   <li>simd-json's output read back by simd-json: equal to what Jackson reads back from its own output.</li>
 * </ol>
 * A failure names the type, the seed (re-create the value with {@code new Generator(seed).next(type)}), the JSON and
 * the first difference.
 */
class GeneratedObjectsDifferentialTest {

    private static final int SEEDS = 60;
    private static final JsonMapper JACKSON = Fixtures.bootJackson();

    static List<Type> types() {
        return List.of(
                TestTypes.Scalars.class,
                TestTypes.Temporal.class,
                TestTypes.Containers.class,
                Types.parameterized(TestTypes.Page.class, TestTypes.Scalars.class),
                Types.parameterized(TestTypes.Page.class, Types.listOf(TestTypes.Temporal.class)),
                TestTypes.Annotated.class,
                TestTypes.Account.class,
                Envelope.class,
                Types.listOf(Users.User.class),
                Types.mapOf(String.class, Citm.Event.class),
                Citm.Catalog.class,
                Twitter.Status.class,
                Canada.Geometry.class);
    }

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (Type type : types()) {
            for (Implementation implementation : List.of(Implementation.VECTOR, Implementation.SCALAR)) {
                cases.add(Arguments.of(type.getTypeName().replace("dev.simdjson.binding.", ""), type, implementation));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, {2}")
    @MethodSource("cases")
    void writesAndReadsLikeJackson(String name, Type type, Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        List<String> failures = new ArrayList<>();
        for (long seed = 0; seed < SEEDS && failures.size() < 5; seed++) {
            Object value = new Generator(seed).next(type);
            String at = name + " seed " + seed + " (" + implementation + ")";
            byte[] expected = JACKSON.writeValueAsBytes(value);
            String failure = check(at, mapper, type, value, expected);
            if (failure != null) {
                failures.add(failure);
            }
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " failure(s), first ones:\n" + String.join("\n\n", failures));
        }
    }

    private static String check(String at, SimdJsonMapper mapper, Type type, Object value, byte[] expected) {
        try {
            byte[] actual = mapper.writeValueAsBytes(value);
            if (!java.util.Arrays.equals(expected, actual)) {
                int i = java.util.Arrays.mismatch(expected, actual);
                return at + ": written bytes differ at byte " + i + "\n  value    " + value
                        + "\n  expected ..." + Fixtures.excerpt(expected, i) + "...\n  actual   ..." + Fixtures.excerpt(actual, i) + "...";
            }
        } catch (RuntimeException e) {
            return at + ": writeValueAsBytes threw " + e + "\n  value " + value;
        }
        Object jacksonRead = Fixtures.jacksonRead(JACKSON, expected, type);
        try {
            Object read = mapper.readValue(expected, type);
            String difference = DeepEquals.difference(jacksonRead, read);
            if (difference != null) {
                return at + ": reading " + Fixtures.text(expected) + "\n  differs from Jackson at " + difference;
            }
            Object back = mapper.readValue(mapper.writeValueAsBytes(read), type);
            difference = DeepEquals.difference(Fixtures.jacksonRead(JACKSON, JACKSON.writeValueAsBytes(jacksonRead), type), back);
            if (difference != null) {
                return at + ": round trip of " + Fixtures.text(expected) + "\n  differs from Jackson's at " + difference;
            }
        } catch (RuntimeException e) {
            return at + ": readValue threw " + e + "\n  on " + Fixtures.text(expected);
        }
        return null;
    }
}
