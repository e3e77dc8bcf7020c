package dev.simdjson.demo;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The envelope endpoints with {@code simdjson.enabled=false}: every body goes through Jackson, and the answers
 * (inherited from {@link EnvelopeApiContract}) are the same as with the starter. The benchmarks compare exactly
 * these two configurations.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "simdjson.enabled=false")
@AutoConfigureRestTestClient
class EnvelopeApiOnJacksonTests extends EnvelopeApiContract {

    @Autowired
    private ApplicationContext context;

    @Test
    void noSimdJsonBeansAreLeft() {
        assertThat(context.getBeanNamesForType(SimdJsonMapper.class)).isEmpty();
        assertThat(context.getBeanNamesForType(JsonBodies.class)).isEmpty();
    }

    @Test
    void theDemosOtherEndpointsStillWork() {
        post("/api/documents/inspect", "{\"a\":[1,2,3]}").expectStatus().isOk()
                .expectBody().jsonPath("$.values").isEqualTo(5);
        client.get().uri("/api/runtime").exchange().expectStatus().isOk()
                .expectBody().jsonPath("$.implementation").exists();
        client.get().uri("/actuator/health").exchange().expectStatus().isOk();
        client.get().uri("/actuator/simdjson").exchange().expectStatus().isNotFound();
    }

    @Test
    void jacksonsProblemsLeaveOutWhatJacksonDoesNotKnow() {
        // Jackson reads the servlet stream without offsets (-1): the problem has line and column, no "offset": -1.
        post("/api/envelopes", "{\"kind\":\"Control\",").expectStatus().isBadRequest()
                .expectBody()
                .jsonPath("$.line").isNumber()
                .jsonPath("$.column").isNumber()
                .jsonPath("$.offset").doesNotExist();
    }

    @Test
    void aBodyOverTheStartersLimitIsNotLimitedHere() {
        // simdjson.limits.max-document-size belongs to the starter; with it off, Jackson reads any size.
        post("/api/telemetry/batch", "{\"source\":\"" + "x".repeat(4096) + "\",\"frames\":[]}")
                .expectStatus().isOk();
    }
}
