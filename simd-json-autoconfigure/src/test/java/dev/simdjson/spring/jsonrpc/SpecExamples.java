package dev.simdjson.spring.jsonrpc;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON-RPC 2.0 specification's examples (section 7), as request/response files copied from
 * testdata/jsonrpc/kozlenko-v2-spec (MIT, see its LICENSE and SOURCE.md), and how an answer is compared with one:
 * by id and by result or error code, a batch's responses in any order.
 */
public final class SpecExamples {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();
    private static final String FOLDER = "testdata/jsonrpc/kozlenko-v2-spec/";
    private static final List<String> NAMES = List.of("01.0", "01.1", "02.0", "02.1", "03.0", "03.1", "04.0", "05.0",
            "06.0", "07.0", "08.0", "09.0", "10.0", "11.0", "12.0");

    private SpecExamples() {
    }

    /** One example: its name, request bytes, and the expected response (empty: none). */
    public record Example(String name, byte[] request, byte[] response) {
        @Override
        public String toString() {
            return "v2_spec_" + name;
        }
    }

    public static Stream<Example> all() {
        return NAMES.stream().map(n -> new Example(n, read("v2_spec_" + n + "_req.json"),
                read("v2_spec_" + n + "_res.json")));
    }

    private static byte[] read(String file) {
        try (InputStream in = SpecExamples.class.getClassLoader().getResourceAsStream(FOLDER + file)) {
            if (in == null) {
                throw new IllegalStateException(FOLDER + file + " is not on the test class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Asserts that {@code actual} (null or empty: no response) answers as {@code expected} says. */
    public static void assertAnswers(Example example, byte[] actual) {
        boolean none = example.response().length == 0 || new String(example.response()).isBlank();
        if (none) {
            assertThat(actual == null || actual.length == 0).as(example + ": no response, got %s",
                    actual == null ? "" : new String(actual)).isTrue();
            return;
        }
        assertThat(actual).as(example + ": a response").isNotNull().isNotEmpty();
        JsonNode want = JACKSON.readTree(example.response());
        JsonNode got = JACKSON.readTree(actual);
        assertThat(got.isArray()).as(example + ": batch or not, " + got).isEqualTo(want.isArray());
        List<String> wanted = summaries(want);
        List<String> given = summaries(got);
        assertThat(given).as(example + ": " + got).containsExactlyInAnyOrderElementsOf(wanted);
        for (JsonNode response : got.isArray() ? list(got) : List.of(got)) {
            assertThat(response.get("jsonrpc").asString()).isEqualTo("2.0");
            assertThat(response.has("result") ^ response.has("error")).as("result or error: " + response).isTrue();
        }
    }

    /** id + result, or id + error code: what the comparison looks at. */
    private static List<String> summaries(JsonNode node) {
        List<String> out = new ArrayList<>();
        for (JsonNode response : node.isArray() ? list(node) : List.of(node)) {
            String id = String.valueOf(response.get("id"));
            out.add(response.has("error") ? id + " error " + response.get("error").get("code")
                    : id + " result " + response.get("result"));
        }
        return out;
    }

    private static List<JsonNode> list(JsonNode array) {
        return IntStream.range(0, array.size()).mapToObj(array::get).toList();
    }
}
