package dev.simdjson.binding;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Canada;
import dev.simdjson.binding.model.Citm;
import dev.simdjson.binding.model.DeepEquals;
import dev.simdjson.binding.model.Twitter;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static dev.simdjson.binding.Fixtures.assertSameBytes;
import static dev.simdjson.binding.Fixtures.assertSameValue;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The corpus documents bound to their typed models (twitter.json, citm_catalog.json, canada.json), on both stage 1
 * kernels: simd-json reads what Jackson reads, writes the same bytes as Jackson for the same object, and reads its
 * own output back to the same object.
 */
class CorpusDifferentialTest {

    private static final JsonMapper JACKSON = Fixtures.bootJackson();

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        Object[][] models = {
                {"twitter.json", Twitter.SearchResult.class},
                {"citm_catalog.json", Citm.Catalog.class},
                {"canada.json", Canada.FeatureCollection.class}};
        for (Object[] model : models) {
            for (Implementation implementation : List.of(Implementation.VECTOR, Implementation.SCALAR)) {
                cases.add(Arguments.of(model[0], model[1], implementation));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} as {1}, {2}")
    @MethodSource("cases")
    void readsWhatJacksonReads(String file, Type type, Implementation implementation) {
        byte[] json = Fixtures.corpus(file);
        Object expected = Fixtures.jacksonRead(JACKSON, json, type);
        Object actual = Fixtures.simdjson(implementation).readValue(json, type);
        assertSameValue(file + " (" + implementation + ")", expected, actual);
    }

    @ParameterizedTest(name = "{0} as {1}, {2}")
    @MethodSource("cases")
    void writesJacksonsBytes(String file, Type type, Implementation implementation) {
        Object value = Fixtures.jacksonRead(JACKSON, Fixtures.corpus(file), type);
        byte[] expected = JACKSON.writeValueAsBytes(value);
        byte[] actual = Fixtures.simdjson(implementation).writeValueAsBytes(value);
        assertSameBytes(file + " model written (" + implementation + ")", expected, actual);
    }

    @ParameterizedTest(name = "{0} as {1}, {2}")
    @MethodSource("cases")
    void roundTrips(String file, Type type, Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        Object value = Fixtures.jacksonRead(JACKSON, Fixtures.corpus(file), type);
        byte[] written = mapper.writeValueAsBytes(value);
        Object back = mapper.readValue(written, type);
        assertThat(DeepEquals.difference(value, back)).as(file + " written and read back").isNull();
        assertThat(mapper.canRead(type).supported()).as("canRead(" + type + "): " + mapper.canRead(type).reason()).isTrue();
        assertThat(mapper.canWrite(type).supported()).as("canWrite(" + type + "): " + mapper.canWrite(type).reason()).isTrue();
    }
}
