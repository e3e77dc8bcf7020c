package dev.simdjson;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link JsonValue#offset()} and {@link JsonValue#length()} give every value's exact source text: parsed again on
 * its own, each slice is the same value, for hand-made whitespace-heavy documents and for the corpus files; and
 * {@link JsonValue#get(String)} finds members by name whatever their bytes (non-ASCII, escaped, other lengths).
 */
class JsonValueLengthTest {

    private static final JsonParser PARSER = new JsonParser();

    @Test
    void slicesOfAHandMadeDocumentAreTheValuesAsWritten() {
        String json = " { \"a\" : [ 1 , { } , \"x\\\"\" , [ ] , -2.5e3 , true , false , null ] , \"b\" :[[ ] ] ,"
                + "\"c\":{\"d\":{\"e\":[{}]}} } ";
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        JsonValue root = PARSER.parse(bytes);
        assertThat(slice(bytes, root)).isEqualTo(json.strip());
        assertThat(slice(bytes, root.get("a"))).isEqualTo("[ 1 , { } , \"x\\\"\" , [ ] , -2.5e3 , true , false , null ]");
        assertThat(slice(bytes, root.get("a").get(1))).isEqualTo("{ }");
        assertThat(slice(bytes, root.get("a").get(2))).isEqualTo("\"x\\\"\"");
        assertThat(slice(bytes, root.get("a").get(3))).isEqualTo("[ ]");
        assertThat(slice(bytes, root.get("a").get(4))).isEqualTo("-2.5e3");
        assertThat(slice(bytes, root.get("a").get(5))).isEqualTo("true");
        assertThat(slice(bytes, root.get("a").get(6))).isEqualTo("false");
        assertThat(slice(bytes, root.get("a").get(7))).isEqualTo("null");
        assertThat(slice(bytes, root.get("b"))).isEqualTo("[[ ] ]");
        assertThat(slice(bytes, root.get("c"))).isEqualTo("{\"d\":{\"e\":[{}]}}");
        byte[] scalar = " 7 ".getBytes(StandardCharsets.UTF_8);
        assertThat(slice(scalar, PARSER.parse(scalar))).isEqualTo("7");
    }

    @Test
    void membersAreFoundByNameWhateverTheirBytes() {
        byte[] json = "{\"été\":1,\"ete\":2,\"e\\u0074e\":3,\"\u00e9t\u00e9s\":4,\"a\":5}"
                .getBytes(StandardCharsets.UTF_8);
        JsonValue root = PARSER.parse(json);
        assertThat(root.get("été").asLong()).as("non-ASCII name, 5 bytes for 3 chars").isEqualTo(1);
        assertThat(root.get("ete").asLong()).isEqualTo(2);
        assertThat(root.get("ette")).as("an ASCII name longer than no key").isNull();
        assertThat(root.get("étés").asLong()).isEqualTo(4);
        assertThat(root.get("a").asLong()).as("an ASCII name shorter than the keys before it").isEqualTo(5);
        assertThat(root.get("été ")).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
    void everyValueOfACorpusFileReparsesFromItsSlice(String file) throws IOException {
        byte[] bytes;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("testdata/corpus/" + file)) {
            assertThat(in).as(file).isNotNull();
            bytes = in.readAllBytes();
        }
        JsonValue root = PARSER.parse(bytes);
        Random random = new Random(file.hashCode());
        int[] checked = {0};
        walk(bytes, root, random, checked);
        assertThat(checked[0]).isGreaterThan(100);
    }

    private static void walk(byte[] bytes, JsonValue value, Random random, int[] checked) {
        // Every container, and a sample of the scalars (reparsing all of canada's numbers adds nothing).
        boolean container = value.isObject() || value.isArray();
        if (container || random.nextInt(16) == 0) {
            JsonValue again = PARSER.parse(bytes, (int) value.offset(), value.length());
            assertThat(again.toJsonBytes()).isEqualTo(value.toJsonBytes());
            checked[0]++;
        }
        if (value.isObject()) {
            for (JsonField field : value.fields()) {
                walk(bytes, field.value(), random, checked);
            }
        } else if (value.isArray()) {
            for (JsonValue element : value) {
                walk(bytes, element, random, checked);
            }
        }
    }

    private static String slice(byte[] bytes, JsonValue value) {
        return new String(bytes, (int) value.offset(), value.length(), StandardCharsets.UTF_8);
    }
}
