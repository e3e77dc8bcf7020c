package dev.simdjson.demo;

import dev.simdjson.JsonParseException;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DatabindException;

/**
 * RFC 9457 problems for bad JSON, with nothing about the server's code in them. Spring MVC's own errors (415, 405,
 * ...) and the starter's (with {@code simdjson.http.detailed-errors=true}, set in application.properties, its request
 * bodies fail with a ProblemDetail that already gives line, column and JSON path) render as Spring renders them.
 * Added here:
 * <ul>
 *   <li>a document {@code /api/documents/inspect} cannot parse: 400 with the parser's reason, line and column;</li>
 *   <li>a body Jackson could not read (the app runs with {@code simdjson.enabled=false}, or simd-json left the type
 *       to Jackson): 400 with the same {@code line}, {@code column} and {@code path} properties the starter gives,
 *       so clients see one shape of error either way (Spring alone would only say "Failed to read request").</li>
 * </ul>
 */
@RestControllerAdvice
class JsonProblemHandler extends ResponseEntityExceptionHandler {

    @ExceptionHandler(JsonParseException.class)
    ProblemDetail malformedDocument(JsonParseException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                e.reason() + " at line " + e.line() + ", column " + e.column());
        problem.setTitle("Malformed JSON");
        problem.setProperty("line", e.line());
        problem.setProperty("column", e.column());
        problem.setProperty("offset", e.offset());
        return problem;
    }

    @Override
    protected @Nullable ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (ex.getCause() instanceof JacksonException jackson && jackson.getLocation() != null) {
            ProblemDetail problem = jacksonProblem(jackson);
            return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
        }
        return super.handleHttpMessageNotReadable(ex, headers, status, request);
    }

    /** Where Jackson stopped, in the starter's words; Jackson's own message names Java classes, so it stays out. */
    private static ProblemDetail jacksonProblem(JacksonException e) {
        TokenStreamLocation at = e.getLocation();
        int line = at.getLineNr();
        int column = at.getColumnNr();
        ProblemDetail problem;
        if (e instanceof DatabindException) {
            String path = jsonPath(e);
            problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                    "JSON does not fit the expected type at " + path + " (line " + line + ", column " + column + ")");
            problem.setProperty("path", path);
        } else {
            problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                    "Invalid JSON at line " + line + ", column " + column);
        }
        // Jackson says -1 for what it does not know (a stream without offsets): left out, not shown as -1.
        if (line > 0) {
            problem.setProperty("line", line);
        }
        if (column > 0) {
            problem.setProperty("column", column);
        }
        if (at.getCharOffset() >= 0) {
            problem.setProperty("offset", at.getCharOffset()); // in characters, where the starter counts bytes
        }
        return problem;
    }

    /** Jackson's reference chain as a JSON path: {@code $.frames[3].samples}. */
    private static String jsonPath(JacksonException e) {
        StringBuilder path = new StringBuilder("$");
        for (JacksonException.Reference ref : e.getPath()) {
            if (ref.getPropertyName() != null) {
                path.append('.').append(ref.getPropertyName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }
}
