package dev.simdjson.demo;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code /api/envelopes} and {@code /api/telemetry/batch} answer, byte for byte, and how they fail. Run once
 * with the starter ({@link EnvelopeApiTests}) and once with {@code simdjson.enabled=false}
 * ({@link EnvelopeApiOnJacksonTests}): the same requests must give the same answers.
 */
abstract class EnvelopeApiContract {

    static final String CONTROL = """
            {"kind":"Control","ts":1710000000000,"stream_id":42,"op":"resume","node":"ingest-a",\
            "tags":["vip","cdn-eu","edge-12"]}""";

    static final String TELEMETRY = """
            {"kind":"Telemetry","ts":1710000000000,"stream_id":42,\
            "samples":[0.12,0.08,0.10,0.09,0.13,0.11],"metric":"p95_latency"}""";

    @Autowired
    RestTestClient client;

    @Test
    void aControlFrameIsSummarised() {
        post("/api/envelopes", CONTROL).expectStatus().isOk()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
                .expectBody(String.class).isEqualTo("""
                        {"kind":"Control","stream_id":42,"op":"resume","node":"ingest-a","tag_count":3}""");
    }

    @Test
    void aTelemetryFrameIsSummarised() {
        double mean = (0.12 + 0.08 + 0.10 + 0.09 + 0.13 + 0.11) / 6;
        post("/api/envelopes", TELEMETRY).expectStatus().isOk()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
                .expectBody(String.class).isEqualTo("""
                        {"kind":"Telemetry","stream_id":42,"metric":"p95_latency","sample_count":6,\
                        "min":0.08,"max":0.13,"mean":%s}""".formatted(mean));
    }

    @Test
    void theKindMayComeAnywhereAndUnknownPropertiesAreIgnored() {
        String frame = """
                {"ts":1710000000000,"region":"eu","stream_id":7,"samples":[],"metric":"rps","kind":"Telemetry"}""";
        post("/api/envelopes", frame).expectStatus().isOk()
                .expectBody(String.class).isEqualTo("""
                        {"kind":"Telemetry","stream_id":7,"metric":"rps","sample_count":0,"min":0.0,"max":0.0,\
                        "mean":0.0}""");
    }

    @Test
    void aBatchIsAggregated() {
        // 40 frames over 4 streams, 25 samples each: sample j of frame i is (i * 25 + j) / 1000.
        String frames = IntStream.range(0, 40).mapToObj(i -> """
                {"kind":"Telemetry","ts":%d,"stream_id":%d,"samples":[%s],"metric":"p95_latency"}""".formatted(
                1710000000000L + i, i % 4, IntStream.range(0, 25)
                        .mapToObj(j -> Double.toString((i * 25 + j) / 1000.0)).collect(Collectors.joining(","))))
                .collect(Collectors.joining(","));
        double mean = IntStream.range(0, 1000).mapToDouble(k -> k / 1000.0).sum() / 1000;
        post("/api/telemetry/batch", "{\"source\":\"edge-12\",\"frames\":[" + frames + "]}")
                .expectStatus().isOk()
                .expectBody(String.class).isEqualTo("""
                        {"source":"edge-12","frames":40,"streams":4,"samples":1000,"min":0.0,"max":0.999,\
                        "mean":%s}""".formatted(mean));
    }

    @Test
    void malformedJsonIsA400ProblemWithLineAndColumn() {
        byte[] body = post("/api/envelopes", "{\"kind\":\"Control\",\"ts\":1,\n\"stream_id\":42,,\"op\":\"x\"}")
                .expectStatus().isBadRequest()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.status").isEqualTo(400)
                .jsonPath("$.line").isEqualTo(2)
                .jsonPath("$.column").value(column -> assertThat((Integer) column).isBetween(14, 16))
                .jsonPath("$.detail").value(detail -> assertThat((String) detail)
                        .startsWith("Invalid JSON at line 2, column "))
                .jsonPath("$.instance").isEqualTo("/api/envelopes")
                .returnResult().getResponseBody();
        assertNothingInternal(body);
    }

    @Test
    void anUnknownKindIsA400ProblemWithThePath() {
        byte[] body = post("/api/envelopes", "{\"kind\":\"Heartbeat\",\"ts\":1,\"stream_id\":42}")
                .expectStatus().isBadRequest()
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
                .expectBody()
                .jsonPath("$.line").isEqualTo(1)
                .jsonPath("$.path").value(path -> assertThat((String) path).startsWith("$"))
                .jsonPath("$.detail").value(detail -> assertThat((String) detail)
                        .startsWith("JSON does not fit the expected type at $"))
                .returnResult().getResponseBody();
        assertNothingInternal(body);
    }

    @Test
    void aWrongTypeDeepInABatchNamesItsPath() {
        byte[] body = post("/api/telemetry/batch", """
                {"source":"s","frames":[{"kind":"Telemetry","ts":1,"stream_id":1,"samples":[0.5],"metric":"m"},
                {"kind":"Telemetry","ts":2,"stream_id":1,"samples":[0.5,{"x":1}],"metric":"m"}]}""")
                .expectStatus().isBadRequest()
                .expectBody()
                .jsonPath("$.line").isEqualTo(2)
                .jsonPath("$.path").value(path -> assertThat((String) path).startsWith("$.frames[1].samples"))
                .returnResult().getResponseBody();
        assertNothingInternal(body);
    }

    @Test
    void anotherContentTypeIsSpringsUsual415() {
        client.post().uri("/api/envelopes").contentType(MediaType.TEXT_PLAIN).body(CONTROL)
                .exchange()
                .expectStatus().isEqualTo(415)
                .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON);
    }

    RestTestClient.ResponseSpec post(String uri, String json) {
        return client.post().uri(uri)
                .contentType(MediaType.APPLICATION_JSON)
                .body(json.getBytes(StandardCharsets.UTF_8))
                .exchange();
    }

    static void assertNothingInternal(byte[] body) {
        assertThat(new String(body, StandardCharsets.UTF_8)).doesNotContainIgnoringCase("exception")
                .doesNotContain("dev.simdjson")
                .doesNotContain("java.")
                .doesNotContain("tools.jackson")
                .doesNotContainIgnoringCase("trace");
    }
}
