package dev.simdjson.demo;

import dev.simdjson.JsonParseException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Turns a document that is not valid JSON (or breaks a limit) into an RFC 9457 problem: HTTP 400 with the reason
 * and the line and column of the problem, and nothing about the server's code.
 */
@RestControllerAdvice
class JsonProblemHandler {

    @ExceptionHandler(JsonParseException.class)
    ProblemDetail malformedJson(JsonParseException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                e.reason() + " at line " + e.line() + ", column " + e.column());
        problem.setTitle("Malformed JSON");
        problem.setProperty("line", e.line());
        problem.setProperty("column", e.column());
        problem.setProperty("offset", e.offset());
        return problem;
    }
}
