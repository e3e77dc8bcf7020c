package dev.simdjson.spring.http;

import dev.simdjson.spring.http.ErrorContractRuns.Answer;
import dev.simdjson.spring.http.ErrorContractRuns.BadBody;
import dev.simdjson.spring.http.ErrorContractRuns.Handling;
import dev.simdjson.spring.http.ErrorContractRuns.Run;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.boot.WebApplicationType.REACTIVE;

/**
 * WebFlux on a real Netty: for bodies that neither simd-json nor Jackson can read, and for a body over the codecs'
 * in-memory limit ({@code spring.http.codecs.max-in-memory-size}, which Jackson's decoder applies too), an
 * application's own error handling answers with the same status, content type and bytes with the starter on and
 * off ({@code simdjson.enabled=false}).
 */
class WebFluxErrorContractParityTests {

    /** Jackson's decoder holds a body to it too. */
    private static final String IN_MEMORY_LIMIT = "spring.http.codecs.max-in-memory-size=8KB";

    private static final BadBody OVER_THE_LIMIT = new BadBody("over the in-memory limit", "/orders",
            "{\"id\":\"" + "x".repeat(10_000) + "\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]}");

    @ParameterizedTest
    @EnumSource(Handling.class)
    void badBodiesAnswerAsWithJackson(Handling handling) {
        List<BadBody> bodies = new ArrayList<>(ErrorContractRuns.BAD_BODIES);
        bodies.add(OVER_THE_LIMIT);
        Run jackson = handling.run(REACTIVE, bodies, "simdjson.enabled=false",
                IN_MEMORY_LIMIT);
        Run simdJson = handling.run(REACTIVE, bodies, IN_MEMORY_LIMIT);
        assertThat(jackson.simdJsonParses()).isZero();
        assertThat(simdJson.simdJsonParses()).as("bodies simd-json parsed or refused").isEqualTo(bodies.size());
        assertThat(jackson.answers()).extracting(Answer::status).containsOnly(400, 413);
        assertThat(jackson.answers()).last().extracting(Answer::status).isEqualTo(413);
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }
}
