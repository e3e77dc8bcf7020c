package dev.simdjson.spring.http;

import dev.simdjson.JsonException;
import org.springframework.core.codec.DecodingException;

import java.util.Objects;

/**
 * What the WebFlux decoder raises for a JSON body simd-json could not read, in place of the
 * {@link DecodingException} Jackson's decoder raises: the same message ({@code JSON decoding error: } and Jackson's
 * reason, when Jackson re-read the body and refused it too) and the same cause, so WebFlux wraps it into the same
 * {@code ServerWebInputException} and the application's handlers answer as they do without simd-json. simd-json's
 * own error, with line, column, offset and JSON path, is {@link #jsonError()}.
 */
public class JsonBodyDecodingException extends DecodingException implements JsonBodyError {

    private final JsonException jsonError;

    /** @param refused the failure, from {@link JsonBodies#read} */
    public JsonBodyDecodingException(JsonBodyException refused) {
        super("JSON decoding error: " + refused.parseErrorReason(), JsonBodyErrors.causeOf(refused));
        this.jsonError = Objects.requireNonNull(refused.jsonCause(), "a body that was read");
        JsonBodyErrors.keepSimdJsonError(this, jsonError);
    }

    @Override
    public JsonException jsonError() {
        return jsonError;
    }
}
