package dev.simdjson.spring.http;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.spring.ClientErrorText;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.web.server.ResponseStatusException;

/**
 * A request body simd-json could not take: 400 for malformed JSON or JSON that does not fit the parameter's type,
 * 413 for a body over {@code simdjson.limits.max-document-size}. As a {@link ResponseStatusException} it carries an
 * RFC 9457 {@link org.springframework.http.ProblemDetail} whose detail says what and where (line, column, JSON path)
 * and whose properties {@code line}, {@code column}, {@code offset} and {@code path} say it for machines; no class
 * names or stack traces. On its own Spring MVC only sends the status (Boot's error page drops the detail), so the
 * starter's {@link SimdJsonProblemHandler} renders the problem as {@code application/problem+json}; WebFlux and
 * {@code spring.mvc.problemdetails.enabled} render the same body.
 */
public final class JsonBodyException extends ResponseStatusException {

    private JsonBodyException(HttpStatus status, String detail, Throwable cause) {
        super(status, detail, cause);
        getBody().setDetail(detail);
    }

    /** Malformed JSON, or valid JSON that does not fit the target type. */
    static JsonBodyException badJson(JsonException e) {
        String detail;
        if (e instanceof JsonBindException bind) {
            detail = "JSON does not fit the expected type at " + bind.path() + " (line " + e.line() + ", column "
                    + e.column() + "): " + clientReason(e.reason());
        } else {
            detail = "Invalid JSON at line " + e.line() + ", column " + e.column() + ": " + e.reason();
        }
        JsonBodyException x = new JsonBodyException(HttpStatus.BAD_REQUEST, detail, e);
        x.getBody().setProperty("line", e.line());
        x.getBody().setProperty("column", e.column());
        x.getBody().setProperty("offset", e.offset());
        if (e instanceof JsonBindException bind) {
            x.getBody().setProperty("path", bind.path());
        }
        return x;
    }

    /**
     * The binder's reason, unless it carries what the application's own code said (a constructor or setter that
     * threw, an unexpected exception): that stays in the logs (the cause), the client gets a neutral reason.
     */
    static String clientReason(String reason) {
        return ClientErrorText.reason(reason);
    }

    /** A body longer than the limit. */
    static JsonBodyException tooLarge(long limitBytes) {
        JsonBodyException x = new JsonBodyException(HttpStatus.CONTENT_TOO_LARGE,
                "JSON body larger than the limit of " + limitBytes + " bytes", null);
        x.getBody().setProperty("limit", limitBytes);
        return x;
    }

    /** Where the JSON problem is, or null for a body that was too large. */
    public @Nullable JsonException jsonCause() {
        return getCause() instanceof JsonException e ? e : null;
    }
}
