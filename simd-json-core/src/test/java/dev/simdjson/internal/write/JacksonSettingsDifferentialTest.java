package dev.simdjson.internal.write;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.simdjson.Inclusion;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mapper-wide settings the starter takes from the application's Jackson mapper (default inclusion, value and
 * content; indented output), each against Jackson 3 configured the same way: the same bytes.
 */
class JacksonSettingsDifferentialTest {

    public record Line(String sku, int quantity, BigDecimal price, String note) {
    }

    public record Order(String id, String customer, List<Line> lines, Map<String, Object> attributes,
                        Optional<String> coupon, String comment, int priority, boolean urgent, double discount,
                        long[] codes, LocalDate due, @JsonInclude(JsonInclude.Include.ALWAYS) String alwaysShown) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record KeepsNulls(String a, List<String> b) {
    }

    public static class Bean {
        private String name;
        private List<String> tags = new ArrayList<>();
        private Integer count;
        private Map<String, String> labels = new LinkedHashMap<>();

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public List<String> getTags() {
            return tags;
        }

        public Integer getCount() {
            return count;
        }

        public void setCount(Integer count) {
            this.count = count;
        }

        public Map<String, String> getLabels() {
            return labels;
        }
    }

    static List<Object> values() {
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("gift", null);
        attributes.put("channel", "web");
        attributes.put("empty", "");
        attributes.put("none", List.of());
        attributes.put("zero", 0);
        attributes.put("no", false);
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("inner", null);
        nested.put("kept", Map.of());
        attributes.put("nested", nested);
        attributes.put("absent", Optional.empty());
        List<Object> values = new ArrayList<>();
        values.add(new Order("o-1", null, List.of(new Line("a", 0, null, ""), new Line("b", 2, BigDecimal.ONE, "x")),
                attributes, Optional.empty(), "", 0, false, 0.0, new long[0], null, null));
        values.add(new Order("o-2", "Zoë", List.of(), Map.of(), Optional.of(""), "fine", 3, true, -0.0,
                new long[] {1, 2}, LocalDate.of(2024, 2, 29), "shown"));
        values.add(new KeepsNulls(null, List.of()));
        values.add(new Bean());
        Bean full = new Bean();
        full.setName("n");
        full.setCount(0);
        full.getTags().add("t");
        full.getLabels().put("k", null);
        values.add(full);
        values.add(attributes);
        values.add(List.of(attributes, Map.of()));
        return values;
    }

    @ParameterizedTest
    @EnumSource(value = JsonInclude.Include.class, names = {"ALWAYS", "NON_NULL", "NON_ABSENT", "NON_EMPTY", "NON_DEFAULT"})
    void defaultInclusionAsJackson(JsonInclude.Include include) {
        JsonMapper jackson = JsonMapper.builder().changeDefaultPropertyInclusion(
                v -> v.withValueInclusion(include).withContentInclusion(include)).build();
        Inclusion inclusion = Inclusion.valueOf(include.name());
        for (Implementation kernel : List.of(Implementation.VECTOR, Implementation.SCALAR)) {
            SimdJsonMapper ours = SimdJsonMapper.builder().implementation(kernel)
                    .defaultInclusion(inclusion, inclusion).build();
            for (Object value : values()) {
                assertThat(BootJackson.text(ours.writeValueAsBytes(value)))
                        .as("%s, %s", include, value.getClass().getSimpleName())
                        .isEqualTo(jackson.writeValueAsString(value));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"NON_NULL", "NON_EMPTY"})
    void valueInclusionWithoutContentInclusionKeepsMapEntries(String name) {
        JsonInclude.Include include = JsonInclude.Include.valueOf(name);
        JsonMapper jackson = JsonMapper.builder().changeDefaultPropertyInclusion(v -> v.withValueInclusion(include))
                .build();
        SimdJsonMapper ours = SimdJsonMapper.builder().defaultInclusion(Inclusion.valueOf(name), Inclusion.ALWAYS)
                .build();
        for (Object value : values()) {
            assertThat(BootJackson.text(ours.writeValueAsBytes(value))).isEqualTo(jackson.writeValueAsString(value));
        }
    }

    public record Titled(String title, Integer pageCount, @com.fasterxml.jackson.annotation.JsonAlias("by") String author) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"TITLE\":\"t\",\"PageCount\":3,\"BY\":\"a\"}", "{\"title\":\"t\",\"pagecount\":1}",
            "{\"Title\":\"x\",\"title\":\"y\",\"unknown\":1}", "{\"TİTLE\":\"dotted\"}"})
    void caseInsensitivePropertiesAsJackson(String json) {
        JsonMapper jackson = JsonMapper.builder()
                .enable(tools.jackson.databind.MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES).build();
        SimdJsonMapper ours = SimdJsonMapper.builder().caseInsensitiveProperties(true).build();
        byte[] bytes = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(ours.readValue(bytes, Titled.class)).isEqualTo(jackson.readValue(bytes, Titled.class));
        // Without the setting, other cases are unknown properties, as in Jackson.
        assertThat(SimdJsonMapper.create().readValue(bytes, Titled.class))
                .isEqualTo(JsonMapper.builder().build().readValue(bytes, Titled.class));
    }

    @ParameterizedTest
    @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
    void indentedOutputAsJacksonsDefaultPrettyPrinter(String file) throws IOException {
        byte[] json;
        try (InputStream in = getClass().getResourceAsStream("/testdata/corpus/" + file)) {
            json = in.readAllBytes();
        }
        SimdJsonMapper ours = SimdJsonMapper.builder().indentOutput(true).build();
        JsonMapper jackson = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
        Object document = ours.readValue(json, Object.class);
        String expected = jackson.writeValueAsString(document);
        assertThat(BootJackson.text(ours.writeValueAsBytes(document))).isEqualTo(expected);
        ByteArrayOutputStream streamed = new ByteArrayOutputStream();
        ours.writeValue(streamed, document);
        assertThat(BootJackson.text(streamed.toByteArray())).isEqualTo(expected);
        for (Object value : values()) {
            assertThat(BootJackson.text(ours.writeValueAsBytes(value))).isEqualTo(jackson.writeValueAsString(value));
        }
    }
}
