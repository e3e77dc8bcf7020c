package dev.simdjson.spring.http;

import dev.simdjson.spring.http.ErrorContractRuns.Answer;
import dev.simdjson.spring.http.ErrorContractRuns.BadBody;
import dev.simdjson.spring.http.ErrorContractRuns.Handling;
import dev.simdjson.spring.http.ErrorContractRuns.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.Collections;
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

    /**
     * A type Jackson has no definition for is a server error with Jackson's codecs ({@code CodecException}, "Type
     * definition error"), never the client's 400, with the starter too, detailed errors on or off.
     */
    @ParameterizedTest
    @EnumSource(Handling.class)
    void definitionErrorsAnswerAsWithJackson(Handling handling) {
        Run jackson = handling.run(REACTIVE, ErrorContractRuns.DEFINITION_ERRORS, "simdjson.enabled=false");
        Run simdJson = handling.run(REACTIVE, ErrorContractRuns.DEFINITION_ERRORS);
        Run detailed = handling.run(REACTIVE, ErrorContractRuns.DEFINITION_ERRORS,
                "simdjson.http.detailed-errors=true");
        assertThat(jackson.answers()).extracting(Answer::status).containsOnly(500);
        assertThat(simdJson.simdJsonParses()).as("bodies simd-json parsed").isEqualTo(2);
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
        assertThat(detailed.answers()).containsExactlyElementsOf(jackson.answers());
    }

    /**
     * {@code Flux<T>} bodies (a JSON array, element by element) and {@code Mono<T>} bodies: a malformed element, a
     * wrong shape in the second element, a truncated array, and a {@code Mono} body over the in-memory limit answer as
     * with Jackson's decoder.
     */
    @ParameterizedTest
    @EnumSource(Handling.class)
    void reactiveBodiesAnswerAsWithJackson(Handling handling) {
        List<BadBody> bodies = new ArrayList<>(ErrorContractRuns.REACTIVE_BODIES);
        bodies.add(new BadBody("Mono body over the in-memory limit", "/orders/one", OVER_THE_LIMIT.json()));
        Run jackson = handling.run(REACTIVE, bodies, "simdjson.enabled=false", IN_MEMORY_LIMIT);
        Run simdJson = handling.run(REACTIVE, bodies, IN_MEMORY_LIMIT);
        assertThat(jackson.answers()).extracting(Answer::status).doesNotContain(200, 500);
        assertThat(simdJson.simdJsonParses()).as("bodies simd-json parsed or refused").isEqualTo(bodies.size());
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }

    /**
     * Jackson's decoder streams a {@code Flux} body element by element and does not hold the whole array to the
     * in-memory limit: many small elements past it in total are read, and so is one element past it (the tokenizer
     * counts the bytes of each network buffer), with the starter too; a bad element past the limit fails as with
     * Jackson.
     */
    @Test
    void fluxBodiesPastTheInMemoryLimitAnswerAsWithJackson() {
        String element = "{\"id\":\"a\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]}";
        String many = String.join(",", Collections.nCopies(400, element));
        List<BadBody> bodies = List.of(new BadBody("400 small elements", "/orders/stream", "[" + many + "]"),
                new BadBody("one element past the limit", "/orders/stream", "[" + OVER_THE_LIMIT.json() + "]"),
                new BadBody("wrong shape after 400 elements", "/orders/stream",
                        "[" + many + ",{\"id\":\"b\",\"quantity\":\"many\",\"colour\":\"RED\",\"tags\":[]}]"),
                new BadBody("malformed after 400 elements", "/orders/stream", "[" + many + ",{\"id\" \"b\"}]"));
        Run jackson = Handling.BOOT_ERROR_PAGE_WITH_MESSAGE.run(REACTIVE, bodies, "simdjson.enabled=false",
                IN_MEMORY_LIMIT);
        Run simdJson = Handling.BOOT_ERROR_PAGE_WITH_MESSAGE.run(REACTIVE, bodies, IN_MEMORY_LIMIT);
        assertThat(jackson.answers()).extracting(Answer::status).containsExactly(200, 200, 400, 400);
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }
}
