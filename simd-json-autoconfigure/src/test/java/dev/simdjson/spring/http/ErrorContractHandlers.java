package dev.simdjson.spring.http;

import org.springframework.core.codec.CodecException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;
import reactor.core.publisher.Mono;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The error handling {@link ErrorContractApp} runs with, one class per run: the application's own envelope
 * ({@link OwnEnvelope}) or a {@code ResponseEntityExceptionHandler} subclass ({@link MvcTranslator},
 * {@link WebFluxTranslator}); each prints the exception's message and its most specific cause, the text and type
 * handlers look at (and, for a type Jackson has no definition for, its own 500 envelope). Not nested in the
 * application's configuration class, whose member classes Spring would register
 * in every run.
 */
final class ErrorContractHandlers {

    private ErrorContractHandlers() {
    }

    /** A common pattern: the application's own error envelope for an unreadable body. */
    @RestControllerAdvice
    static class OwnEnvelope {

        @ExceptionHandler(HttpMessageNotReadableException.class)
        ResponseEntity<Map<String, Object>> mvc(HttpMessageNotReadableException e) {
            return ResponseEntity.badRequest().body(envelope(e.getMessage(), e.getMostSpecificCause()));
        }

        /** A type Jackson has no definition for, a server error (more specific handlers take the 400s). */
        @ExceptionHandler(HttpMessageConversionException.class)
        ResponseEntity<Map<String, Object>> mvcConversion(HttpMessageConversionException e) {
            return ResponseEntity.internalServerError().body(envelope(e.getMessage(), e.getMostSpecificCause()));
        }

        @ExceptionHandler(CodecException.class)
        ResponseEntity<Map<String, Object>> webFluxCodec(CodecException e) {
            return ResponseEntity.internalServerError().body(envelope(e.getMessage(), e.getMostSpecificCause()));
        }

        @ExceptionHandler(ServerWebInputException.class)
        ResponseEntity<Map<String, Object>> webFlux(ServerWebInputException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return ResponseEntity.badRequest().body(envelope(cause.getMessage(), e.getMostSpecificCause()));
        }

        private static Map<String, Object> envelope(String message, Throwable cause) {
            Map<String, Object> envelope = new LinkedHashMap<>();
            envelope.put("code", "BAD_BODY");
            envelope.put("message", message);
            envelope.put("cause", cause.getClass().getName());
            return envelope;
        }
    }

    /** A {@code ResponseEntityExceptionHandler} subclass (JHipster's ExceptionTranslator is one), for MVC. */
    @RestControllerAdvice
    static class MvcTranslator
            extends org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler {

        @Override
        protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
                HttpHeaders headers, HttpStatusCode status, WebRequest request) {
            ProblemDetail body = createProblemDetail(ex, status, "Failed to read request", null, null, request);
            body.setProperty("message", ex.getMessage());
            body.setProperty("cause", ex.getMostSpecificCause().getClass().getName());
            return handleExceptionInternal(ex, body, headers, status, request);
        }
    }

    /** A {@code ResponseEntityExceptionHandler} subclass for WebFlux. */
    @RestControllerAdvice
    static class WebFluxTranslator
            extends org.springframework.web.reactive.result.method.annotation.ResponseEntityExceptionHandler {

        @Override
        protected Mono<ResponseEntity<Object>> handleServerWebInputException(ServerWebInputException ex,
                HttpHeaders headers, HttpStatusCode status, ServerWebExchange exchange) {
            ex.getBody().setProperty("message", ex.getCause() != null ? ex.getCause().getMessage() : null);
            ex.getBody().setProperty("cause", ex.getMostSpecificCause().getClass().getName());
            return super.handleServerWebInputException(ex, headers, status, exchange);
        }
    }
}
