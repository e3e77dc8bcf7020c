package dev.simdjson.demo;

import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The envelope endpoints with the starter: besides the shared answers, the request bodies demonstrably went
 * through simd-json (its transport reported each parse, with its outcome and size) and none of the demo's types was
 * left to Jackson.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class EnvelopeApiTests extends EnvelopeApiContract {

    @Autowired
    private RecordingParseMetrics parses;

    @Autowired
    private JacksonHandoffs handoffs;

    @BeforeEach
    void forgetEarlierParses() {
        parses.calls.clear();
    }

    @Test
    void bothKindsAreBoundBySimdJson() {
        aControlFrameIsSummarised();
        aTelemetryFrameIsSummarised();
        assertThat(parses.calls).containsExactly(
                new Parse(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, CONTROL.getBytes(StandardCharsets.UTF_8).length),
                new Parse(Transport.HTTP_SERVER, ParseOutcome.SUCCESS,
                        TELEMETRY.getBytes(StandardCharsets.UTF_8).length));
        assertThat(handoffs.handoffs()).extracting(JacksonHandoffs.Handoff::type)
                .noneMatch(type -> type.startsWith("dev.simdjson.demo."));
    }

    @Test
    void badBodiesAreRejectedBySimdJson() {
        malformedJsonIsA400ProblemWithLineAndColumn();
        anUnknownKindIsA400ProblemWithThePath();
        assertThat(parses.calls).extracting(Parse::outcome)
                .containsExactly(ParseOutcome.INVALID_JSON, ParseOutcome.BIND_ERROR);
    }

    @Test
    void theProblemCarriesTheParsersReason() {
        // The starter's detail ends with the parser's reason; the demo's Jackson fallback gives none.
        post("/api/envelopes", "{\"kind\":\"Control\",\"ts\":1,\n\"stream_id\":42,,\"op\":\"x\"}")
                .expectStatus().isBadRequest()
                .expectBody()
                .jsonPath("$.detail").value(detail -> assertThat((String) detail).matches(
                        "Invalid JSON at line 2, column \\d+: .+"))
                .jsonPath("$.offset").isNumber();
    }

    record Parse(Transport transport, ParseOutcome outcome, long bytes) {
    }

    /** Stands in for the Micrometer recorder, so the test sees every parse the transport reports. */
    static final class RecordingParseMetrics implements ParseMetrics {

        final List<Parse> calls = new CopyOnWriteArrayList<>();

        @Override
        public void record(Transport transport, ParseOutcome outcome, long bytes, long nanos) {
            calls.add(new Parse(transport, outcome, bytes));
        }
    }

    @TestConfiguration(proxyBeanMethods = false)
    static class RecordParses {

        @Bean
        @Primary
        RecordingParseMetrics recordingParseMetrics() {
            return new RecordingParseMetrics();
        }
    }
}
