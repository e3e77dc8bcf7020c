package dev.simdjson.spring.http;

import dev.simdjson.spring.http.ErrorContractRuns.Answer;
import dev.simdjson.spring.http.ErrorContractRuns.BadBody;
import dev.simdjson.spring.http.ErrorContractRuns.Handling;
import dev.simdjson.spring.http.ErrorContractRuns.Run;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.boot.WebApplicationType.SERVLET;

/**
 * Spring MVC on a real Tomcat: for bodies that neither simd-json nor Jackson can read, an application's own error
 * handling answers with the same status, content type and bytes with the starter on and off
 * ({@code simdjson.enabled=false}), whichever way it handles them.
 */
class ErrorContractParityTests {

    @ParameterizedTest
    @EnumSource(Handling.class)
    void badBodiesAnswerAsWithJackson(Handling handling) {
        Run jackson = handling.run(SERVLET, ErrorContractRuns.BAD_BODIES, "simdjson.enabled=false");
        Run simdJson = handling.run(SERVLET, ErrorContractRuns.BAD_BODIES);
        assertThat(jackson.simdJsonParses()).isZero();
        assertThat(simdJson.simdJsonParses()).as("bodies simd-json parsed")
                .isEqualTo(ErrorContractRuns.BAD_BODIES.size());
        assertThat(jackson.answers()).extracting(Answer::status).containsOnly(400);
        assertThat(jackson.answers()).extracting(Answer::contentType)
                .containsOnly(handling.problemDetails() ? "application/problem+json" : "application/json");
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }

    /**
     * A type Jackson has no definition for is a server error with Jackson's converter ({@code
     * HttpMessageConversionException}, "Type definition error"), never the client's 400, with the starter too.
     */
    @ParameterizedTest
    @EnumSource(Handling.class)
    void definitionErrorsAnswerAsWithJackson(Handling handling) {
        Run jackson = handling.run(SERVLET, ErrorContractRuns.DEFINITION_ERRORS, "simdjson.enabled=false");
        Run simdJson = handling.run(SERVLET, ErrorContractRuns.DEFINITION_ERRORS);
        assertThat(jackson.answers()).extracting(Answer::status).containsOnly(500);
        assertThat(simdJson.simdJsonParses()).as("bodies simd-json parsed").isEqualTo(2);
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }

    /** With detailed errors on, a definition error is still Jackson's server error: the body is not at fault. */
    @ParameterizedTest
    @EnumSource(Handling.class)
    void definitionErrorsAreNotDetailedBadRequests(Handling handling) {
        Run jackson = handling.run(SERVLET, ErrorContractRuns.DEFINITION_ERRORS, "simdjson.enabled=false");
        Run simdJson = handling.run(SERVLET, ErrorContractRuns.DEFINITION_ERRORS, "simdjson.http.detailed-errors=true");
        assertThat(simdJson.answers()).containsExactlyElementsOf(jackson.answers());
    }

    /**
     * Jackson's converter has no size limit on MVC, so there is nothing to be equal to: a body over
     * {@code simdjson.limits.max-document-size} is Spring's own {@code ContentTooLargeException}, which the
     * application's handling renders as it renders any 413 (a handler for unreadable bodies does not take it).
     */
    @ParameterizedTest
    @EnumSource(Handling.class)
    void aBodyOverTheSizeLimitIsSpringsOwn413(Handling handling) {
        BadBody big = new BadBody("over the size limit", "/orders",
                "{\"id\":\"" + "x".repeat(10_000) + "\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]}");
        Run simdJson = handling.run(SERVLET, List.of(big), "simdjson.limits.max-document-size=8KB");
        Answer expected = handling.problemDetails()
                ? new Answer(big.name(), 413, "application/problem+json",
                        "{\"instance\":\"/orders\",\"status\":413,\"title\":\"Content Too Large\"}")
                : new Answer(big.name(), 413, "application/json", "{\"timestamp\":\"-\",\"status\":413,"
                        + "\"error\":\"Content Too Large\",\"path\":\"/orders\"}");
        assertThat(simdJson.answers()).containsExactly(expected);
        if (handling == Handling.BOOT_ERROR_PAGE) {
            Run jackson = handling.run(SERVLET, List.of(big), "simdjson.enabled=false");
            assertThat(jackson.answers()).extracting(Answer::status).containsExactly(200);
        }
    }
}
