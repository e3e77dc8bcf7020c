package dev.simdjson.demo;

import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.runtime.RuntimeReport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.client.RestTestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The demo over real HTTP on a random port. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class DemoApplicationTests {

    @Autowired
    private RestTestClient client;

    @Autowired
    private RuntimeReport report;

    @Test
    void inspectCountsAHandWrittenDocument() {
        String json = """
                {"name":"demo","tags":["a","b",{"x":[1,2]}],"nested":{"deep":{"deeper":[true,null]}},"n":1.5}""";
        byte[] document = json.getBytes(StandardCharsets.UTF_8);
        inspect(document).expectStatus().isOk()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
                .expectBody()
                .jsonPath("$.rootType").isEqualTo("object")
                .jsonPath("$.rootSize").isEqualTo(4)
                .jsonPath("$.values").isEqualTo(15)
                .jsonPath("$.objects").isEqualTo(4)
                .jsonPath("$.arrays").isEqualTo(3)
                .jsonPath("$.fields").isEqualTo(7)
                .jsonPath("$.elements").isEqualTo(7)
                .jsonPath("$.depth").isEqualTo(4)
                .jsonPath("$.bytes").isEqualTo(document.length)
                .jsonPath("$.kernel").isEqualTo(report.implementation().name());
    }

    @Test
    void inspectCountsAScalarDocument() {
        inspect(" 42 ".getBytes(StandardCharsets.UTF_8)).expectStatus().isOk()
                .expectBody()
                .jsonPath("$.rootType").isEqualTo("number")
                .jsonPath("$.rootSize").isEqualTo(0)
                .jsonPath("$.values").isEqualTo(1)
                .jsonPath("$.depth").isEqualTo(0)
                .jsonPath("$.bytes").isEqualTo(4);
    }

    /** A real document from the corpus, counted independently by Jackson. */
    @Test
    void inspectCountsARealDocumentLikeJackson() throws IOException {
        for (String name : new String[] {"corpus/twitter.json", "corpus/small/demo.json"}) {
            byte[] document = resource(name);
            Counts expected = Counts.of(JsonMapper.builder().build().readTree(document));
            assertThat(expected.values).as(name).isGreaterThan(10);
            inspect(document).expectStatus().isOk()
                    .expectBody()
                    .jsonPath("$.rootType").isEqualTo(expected.rootType)
                    .jsonPath("$.rootSize").isEqualTo(expected.rootSize)
                    .jsonPath("$.values").isEqualTo(expected.values)
                    .jsonPath("$.objects").isEqualTo(expected.objects)
                    .jsonPath("$.arrays").isEqualTo(expected.arrays)
                    .jsonPath("$.fields").isEqualTo(expected.fields)
                    .jsonPath("$.elements").isEqualTo(expected.elements)
                    .jsonPath("$.depth").isEqualTo(expected.depth)
                    .jsonPath("$.bytes").isEqualTo(document.length)
                    .jsonPath("$.kernel").isEqualTo(report.implementation().name());
        }
    }

    @Test
    void aMalformedDocumentIsA400ProblemWithLineAndColumn() {
        byte[] document = "{\n  \"a\": 1,\n  \"b\" 2\n}\n".getBytes(StandardCharsets.UTF_8);
        // Where the parser itself places the problem: the problem detail must say the same.
        JsonParseException expected = catchThrowableOfType(JsonParseException.class,
                () -> new JsonParser().parse(document));
        assertThat(expected).isNotNull();
        assertThat(expected.line()).isEqualTo(3);
        String body = new String(inspect(document).expectStatus().isBadRequest()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.status").isEqualTo(400)
                .jsonPath("$.title").isEqualTo("Malformed JSON")
                .jsonPath("$.detail").isEqualTo(expected.reason() + " at line 3, column " + expected.column())
                .jsonPath("$.line").isEqualTo(3)
                .jsonPath("$.column").isEqualTo(expected.column())
                .jsonPath("$.instance").isEqualTo("/api/documents/inspect")
                .returnResult().getResponseBody(), StandardCharsets.UTF_8);
        assertNothingInternal(body);
    }

    @Test
    void aDocumentBreakingALimitIsA400Problem() {
        byte[] tooDeep = ("[".repeat(2000) + "]".repeat(2000)).getBytes(StandardCharsets.UTF_8);
        String body = new String(inspect(tooDeep).expectStatus().isBadRequest()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.line").isEqualTo(1)
                .jsonPath("$.detail").value(detail -> assertThat((String) detail).contains("at line 1, column "))
                .returnResult().getResponseBody(), StandardCharsets.UTF_8);
        assertNothingInternal(body);
    }

    @Test
    void inspectWantsJson() {
        client.post().uri("/api/documents/inspect").contentType(MediaType.TEXT_PLAIN).body("[1]")
                .exchange()
                .expectStatus().isEqualTo(415)
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON);
    }

    @Test
    void runtimeReportsTheKernel() {
        client.get().uri("/api/runtime").exchange()
                .expectStatus().isOk()
                .expectBody()
                .jsonPath("$.implementation").isEqualTo(report.implementation().name())
                .jsonPath("$.requested").isEqualTo("AUTO")
                .jsonPath("$.vectorModulePresent").isEqualTo(report.vectorModulePresent())
                .jsonPath("$.bitWidth").isEqualTo(report.bitWidth())
                .jsonPath("$.javaVersion").isEqualTo(System.getProperty("java.version"));
        // The tests run with --add-modules=jdk.incubator.vector (see the root pom's surefire argLine).
        assertThat(report.vectorModulePresent()).isTrue();
    }

    @Test
    void actuatorExposesHealthInfoAndMetricsOnly() {
        client.get().uri("/actuator/health").exchange()
                .expectStatus().isOk()
                .expectBody().jsonPath("$.status").isEqualTo("UP");
        client.get().uri("/actuator/info").exchange()
                .expectStatus().isOk()
                .expectBody().jsonPath("$.java.version").isEqualTo(System.getProperty("java.version"));
        client.get().uri("/actuator/metrics").exchange()
                .expectStatus().isOk()
                .expectBody().jsonPath("$.names").value(names -> assertThat((List<String>) names)
                        .contains("jvm.memory.used", "process.uptime"));
        client.get().uri("/actuator/env").exchange().expectStatus().isNotFound();
        client.get().uri("/actuator/beans").exchange().expectStatus().isNotFound();
    }

    /** The starter's endpoint and timer see the envelope the demo just parsed. */
    @Test
    void actuatorShowsWhatSimdJsonParsed() {
        client.post().uri("/api/envelopes").contentType(MediaType.APPLICATION_JSON)
                .body(EnvelopeApiContract.TELEMETRY)
                .exchange().expectStatus().isOk();
        client.get().uri("/actuator/simdjson").exchange()
                .expectStatus().isOk()
                .expectHeader().contentTypeCompatibleWith("application/vnd.spring-boot.actuator.v3+json")
                .expectBody()
                .jsonPath("$.runtime.implementation").value(kernel -> assertThat((String) kernel)
                        .isEqualToIgnoringCase(report.implementation().name()))
                .jsonPath("$.runtime.vectorModulePresent").isEqualTo(true)
                .jsonPath("$.limits.maxDepth").isEqualTo(500) // Jackson 3's nesting limit, which the starter follows
                .jsonPath("$.warmUp.enabled").isEqualTo(true)
                .jsonPath("$.transports['http-server'].documents").value(documents -> assertThat(
                        ((Number) documents).longValue()).isPositive())
                .jsonPath("$.jackson.handoffs[?(@.type =~ /dev\\.simdjson\\.demo\\..*/)]").isEmpty();
        client.get().uri("/actuator/metrics/simdjson.parse?tag=transport:http-server&tag=outcome:success")
                .exchange()
                .expectStatus().isOk()
                .expectBody()
                .jsonPath("$.measurements[?(@.statistic == 'COUNT')].value").value(counts -> assertThat(
                        ((Number) ((List<?>) counts).getFirst()).doubleValue()).isGreaterThanOrEqualTo(1));
    }

    private RestTestClient.ResponseSpec inspect(byte[] document) {
        return client.post().uri("/api/documents/inspect")
                .contentType(MediaType.APPLICATION_JSON)
                .body(document)
                .exchange();
    }

    private static void assertNothingInternal(String body) {
        assertThat(body).doesNotContainIgnoringCase("exception")
                .doesNotContain("dev.simdjson")
                .doesNotContain("java.")
                .doesNotContainIgnoringCase("trace");
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = DemoApplicationTests.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }

    /** The same counts as {@link DocumentSummary}, computed from Jackson's tree. */
    private record Counts(String rootType, int rootSize, long values, long objects, long arrays, long fields,
                          long elements, int depth) {

        static Counts of(JsonNode root) {
            long values = 0, objects = 0, arrays = 0, fields = 0, elements = 0;
            int depth = 0;
            ArrayDeque<JsonNode> nodes = new ArrayDeque<>();
            ArrayDeque<Integer> depths = new ArrayDeque<>();
            nodes.add(root);
            depths.add(0);
            while (!nodes.isEmpty()) {
                JsonNode node = nodes.poll();
                int level = depths.poll();
                values++;
                if (node.isObject() || node.isArray()) {
                    if (node.isObject()) {
                        objects++;
                        fields += node.size();
                    } else {
                        arrays++;
                        elements += node.size();
                    }
                    depth = Math.max(depth, level + 1);
                    for (JsonNode child : node) {
                        nodes.add(child);
                        depths.add(level + 1);
                    }
                }
            }
            String rootType = root.isObject() ? "object" : root.isArray() ? "array" : root.isString() ? "string"
                    : root.isNumber() ? "number" : root.isBoolean() ? "boolean" : "null";
            int rootSize = root.isContainer() ? root.size() : 0;
            return new Counts(rootType, rootSize, values, objects, arrays, fields, elements, depth);
        }
    }
}
