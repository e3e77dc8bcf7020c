package dev.simdjson.spring.http;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.spring.ClientErrorText;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.web.server.ResponseStatusException;

/**
 * A body simd-json could not take: 400 for malformed JSON or JSON that does not fit the parameter's type, 413 for a
 * body over {@code simdjson.limits.max-document-size}. As a {@link ResponseStatusException} it carries an RFC 9457
 * {@link org.springframework.http.ProblemDetail} whose detail says what and where (line, column, JSON path) and whose
 * properties {@code line}, {@code column}, {@code offset} and {@code path} say it for machines; no class names or
 * stack traces.
 *
 * <p>The converter and the decoder turn it into what Jackson would have raised ({@link JsonBodyNotReadableException},
 * {@link JsonBodyDecodingException}, Spring's own 413 exceptions), so the application's error handling answers as
 * without simd-json. Only with {@code simdjson.http.detailed-errors=true} does it reach a server's error handling as
 * it is, rendered by the starter's {@link SimdJsonProblemHandler} as {@code application/problem+json}.
 */
public final class JsonBodyException extends ResponseStatusException {

    /** How the application's Jackson refused the body too, when it re-read it; null when it did not. */
    private final @Nullable Exception jacksonFailure;

    /** What Jackson's converter and decoder put after "JSON parse error: " / "JSON decoding error: ". */
    private final String parseErrorReason;

    /** The type Jackson has no definition for, when that is how Jackson refused the body; null otherwise. */
    private final @Nullable String definitionError;

    private JsonBodyException(HttpStatus status, String detail, @Nullable Throwable cause,
            @Nullable Exception jacksonFailure, @Nullable String parseErrorReason, @Nullable String definitionError) {
        super(status, detail, cause);
        getBody().setDetail(detail);
        this.jacksonFailure = jacksonFailure;
        this.parseErrorReason = parseErrorReason != null ? parseErrorReason : detail;
        this.definitionError = definitionError;
    }

    /** Malformed JSON, or valid JSON that does not fit the target type; no second reading. */
    static JsonBodyException badJson(JsonException e) {
        return badJson(e, null, null, null);
    }

    /**
     * Malformed JSON, or valid JSON that does not fit the target type.
     *
     * @param jacksonFailure how Jackson refused the body when it re-read it, or null
     * @param jacksonReason  the text Jackson's converter would print for that failure, or null for the detail
     * @param definitionError the type Jackson has no definition for, when that is why Jackson refused it, or null
     */
    static JsonBodyException badJson(JsonException e, @Nullable Exception jacksonFailure,
            @Nullable String jacksonReason, @Nullable String definitionError) {
        String detail;
        if (e instanceof JsonBindException bind) {
            detail = "JSON does not fit the expected type at " + bind.path() + " (line " + e.line() + ", column "
                    + e.column() + "): " + clientReason(e.reason());
        } else {
            detail = "Invalid JSON at line " + e.line() + ", column " + e.column() + ": " + e.reason();
        }
        JsonBodyException x = new JsonBodyException(HttpStatus.BAD_REQUEST, detail, e, jacksonFailure,
                jacksonFailure == null ? null : jacksonReason, jacksonFailure == null ? null : definitionError);
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
                "JSON body larger than the limit of " + limitBytes + " bytes", null, null, null, null);
        x.getBody().setProperty("limit", limitBytes);
        return x;
    }

    /** Where the JSON problem is, or null for a body that was too large. */
    public @Nullable JsonException jsonCause() {
        return getCause() instanceof JsonException e ? e : null;
    }

    /** How the application's Jackson refused the body when it re-read it (what it would have thrown), or null. */
    public @Nullable Exception jacksonFailure() {
        return jacksonFailure;
    }

    /**
     * The type Jackson has no definition for (no creator, an abstract type without type information, conflicting
     * properties), when Jackson re-read the body and failed on that: then not a bad body but what Jackson's
     * converter and decoder answer as a server error. Null otherwise.
     */
    public @Nullable String definitionError() {
        return definitionError;
    }

    /**
     * The reason Jackson's converter and decoder give for the failure: Jackson's own message when Jackson re-read
     * the body, otherwise this problem's detail.
     */
    public String parseErrorReason() {
        return parseErrorReason;
    }
}
