package dev.simdjson.spring.http;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Renders a {@link JsonBodyException} as its RFC 9457 problem detail ({@code application/problem+json}, with line,
 * column and JSON path). Spring MVC does this itself only with {@code spring.mvc.problemdetails.enabled=true};
 * otherwise a {@code ResponseStatusException} becomes a bare error status whose body (Boot's error page, or
 * nothing) drops the detail. Lowest precedence: an application's own handler for the exception wins.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
public class SimdJsonProblemHandler {

    @ExceptionHandler(JsonBodyException.class)
    ResponseEntity<ProblemDetail> jsonBodyProblem(JsonBodyException e) {
        return ResponseEntity.status(e.getStatusCode()).headers(e.getHeaders()).body(e.getBody());
    }
}
