package dev.simdjson.spring.jackson.sample;

import dev.simdjson.spring.jackson.sample.ApiExceptions.InvalidRequest;
import dev.simdjson.spring.jackson.sample.ApiExceptions.ProductNotFound;
import dev.simdjson.spring.jackson.sample.ApiExceptions.StaleVersion;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

import java.net.URI;

/**
 * Problem details (RFC 9457) for the application's failures, and, as a {@link ResponseEntityExceptionHandler}, for
 * Spring MVC's own (unreadable bodies included), as most applications configure it.
 */
@RestControllerAdvice
public class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    @ExceptionHandler(ProductNotFound.class)
    ProblemDetail notFound(ProductNotFound e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage());
        problem.setTitle("Product not found");
        problem.setType(URI.create("https://api.example.com/problems/not-found"));
        problem.setProperty("productId", e.productId);
        return problem;
    }

    @ExceptionHandler(InvalidRequest.class)
    ProblemDetail invalid(InvalidRequest e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
        problem.setTitle("Invalid request");
        problem.setProperty("errors", e.errors);
        return problem;
    }

    @ExceptionHandler(StaleVersion.class)
    ProblemDetail stale(StaleVersion e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.getMessage());
        problem.setTitle("Version conflict");
        return problem;
    }
}
