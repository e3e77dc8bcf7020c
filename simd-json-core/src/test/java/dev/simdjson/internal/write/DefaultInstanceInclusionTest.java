package dev.simdjson.internal.write;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.TypeSupport;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static dev.simdjson.internal.write.BootJackson.jackson;
import static dev.simdjson.internal.write.BootJackson.text;
import static org.assertj.core.api.Assertions.assertThat;

/** Class-level {@code @JsonInclude(NON_DEFAULT)}: Jackson compares each property with a default instance's. */
class DefaultInstanceInclusionTest {

    /** The no-arg constructor leaves type defaults: the writer's rule and Jackson's agree. */
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public static class Plain {
        public int count;
        public String name;
        public List<String> tags = new ArrayList<>();
        public boolean active;
    }

    /** The no-arg constructor sets a value: Jackson leaves out 5 and writes 0, so the class goes to Jackson. */
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public static class Preset {
        public int retries = 5;
        public String name;
    }

    @Test
    void aPojoWithTypeDefaultsIsWrittenLikeJackson() {
        assertThat(SimdJsonMapper.create().canWrite(Plain.class).supported()).isTrue();
        Plain empty = new Plain();
        assertSameAsJackson(empty);
        Plain full = new Plain();
        full.count = 3;
        full.name = "n";
        full.tags.add("t");
        full.active = true;
        assertSameAsJackson(full);
    }

    @Test
    void aPojoWhoseDefaultInstanceSetsValuesGoesToJackson() {
        TypeSupport support = SimdJsonMapper.create().canWrite(Preset.class);
        assertThat(support.supported()).isFalse();
        assertThat(support.reason()).contains("NON_DEFAULT").contains("retries");
        // What Jackson does, and why the writer's type-default rule would differ: 0 is written, 5 is not.
        Preset zero = new Preset();
        zero.retries = 0;
        assertThat(text(jackson(zero))).isEqualTo("{\"retries\":0}");
        assertThat(text(jackson(new Preset()))).isEqualTo("{}");
    }

    @Test
    void readingIsUnaffected() {
        Preset p = SimdJsonMapper.create().readValue("{\"retries\":2,\"name\":\"x\"}".getBytes(), Preset.class);
        assertThat(p.retries).isEqualTo(2);
        assertThat(p.name).isEqualTo("x");
    }
}
