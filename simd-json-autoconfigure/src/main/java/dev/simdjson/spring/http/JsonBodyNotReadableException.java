package dev.simdjson.spring.http;

import dev.simdjson.JsonException;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;

import java.util.Objects;

/**
 * What the MVC converter, RestClient and RestTemplate raise for a JSON body simd-json could not read, in place of
 * the {@link HttpMessageNotReadableException} Jackson's converter raises: the same message ({@code JSON parse error:
 * } and Jackson's reason, when Jackson re-read the body and refused it too) and the same cause (Jackson's exception),
 * so the application's handlers answer as they do without simd-json. simd-json's own error, with line, column, offset
 * and JSON path, is {@link #jsonError()} (and a suppressed exception, for the logs).
 */
public class JsonBodyNotReadableException extends HttpMessageNotReadableException implements JsonBodyError {

    private final JsonException jsonError;

    /**
     * @param refused      the failure, from {@link JsonBodies#read}
     * @param inputMessage the body's message, as Jackson's converter passes it
     */
    public JsonBodyNotReadableException(JsonBodyException refused, HttpInputMessage inputMessage) {
        super("JSON parse error: " + refused.parseErrorReason(), JsonBodyErrors.causeOf(refused), inputMessage);
        this.jsonError = Objects.requireNonNull(refused.jsonCause(), "a body that was read");
        JsonBodyErrors.keepSimdJsonError(this, jsonError);
    }

    @Override
    public JsonException jsonError() {
        return jsonError;
    }
}
