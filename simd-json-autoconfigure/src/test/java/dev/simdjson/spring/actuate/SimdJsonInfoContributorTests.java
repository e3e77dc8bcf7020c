package dev.simdjson.spring.actuate;

import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.info.Info;

import java.util.Map;

import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.SCALAR;
import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.VECTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class SimdJsonInfoContributorTests {

    @Test
    void addsASimdjsonSectionWithVersionAndKernel() {
        assertThat(section(new SimdJsonInfoContributor(VECTOR, "1.2.3"))).containsExactly(entry("version", "1.2.3"),
                entry("implementation", "vector"), entry("species", "Species[byte, 32, S_256_BIT]"),
                entry("bitWidth", 256));
    }

    @Test
    void leavesOutWhatIsNotKnown() {
        assertThat(section(new SimdJsonInfoContributor(SCALAR, null)))
                .containsExactly(entry("implementation", "scalar"), entry("bitWidth", 0));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> section(SimdJsonInfoContributor contributor) {
        Info.Builder builder = new Info.Builder();
        contributor.contribute(builder);
        Info info = builder.build();
        assertThat(info.getDetails()).containsOnlyKeys("simdjson");
        return (Map<String, Object>) info.getDetails().get("simdjson");
    }
}
