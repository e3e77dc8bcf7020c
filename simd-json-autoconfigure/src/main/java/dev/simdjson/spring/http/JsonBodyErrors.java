package dev.simdjson.spring.http;

import dev.simdjson.JsonException;
import org.jspecify.annotations.Nullable;
import org.springframework.core.codec.CodecException;
import org.springframework.http.converter.HttpMessageConversionException;

/**
 * What the Jackson-shaped body exceptions share: their cause, simd-json's error kept beside it, and Jackson's server
 * error for a type it has no definition for.
 */
final class JsonBodyErrors {

    /** The message Spring's own buffer limit gives (WebFlux answers it with a 413, as for Jackson's decoder). */
    static final String BUFFER_LIMIT = "Exceeded limit on max bytes to buffer : ";

    private JsonBodyErrors() {
    }

    /** What Jackson's converter and decoder put before the type they have no definition for. */
    static final String TYPE_DEFINITION_ERROR = "Type definition error: ";

    /**
     * Jackson's converter's exception for a type it has no definition for (a server error: the body is not at
     * fault), or null when {@code refused} is a bad body.
     */
    static @Nullable HttpMessageConversionException conversionError(JsonBodyException refused) {
        String type = refused.definitionError();
        if (type == null) {
            return null;
        }
        return keepingSimdJsonError(new HttpMessageConversionException(TYPE_DEFINITION_ERROR + type,
                refused.jacksonFailure()), refused);
    }

    /** Jackson's decoder's exception for a type it has no definition for, or null when the body is at fault. */
    static @Nullable CodecException codecError(JsonBodyException refused) {
        String type = refused.definitionError();
        if (type == null) {
            return null;
        }
        return keepingSimdJsonError(new CodecException(TYPE_DEFINITION_ERROR + type, refused.jacksonFailure()),
                refused);
    }

    private static <T extends Throwable> T keepingSimdJsonError(T raised, JsonBodyException refused) {
        JsonException jsonError = refused.jsonCause();
        if (jsonError != null) {
            keepSimdJsonError(raised, jsonError);
        }
        return raised;
    }

    /**
     * Jackson's exception when Jackson re-read the body: the cause Jackson's converter and decoder give, which
     * handlers inspect ({@code InvalidFormatException}, a path of references). Without it, simd-json's error.
     */
    static Throwable causeOf(JsonBodyException refused) {
        Throwable jackson = refused.jacksonFailure();
        return jackson != null ? jackson : refused.getCause();
    }

    /** simd-json's error (where: line, column, path) beside Jackson's cause, so a logged stack trace shows both. */
    static void keepSimdJsonError(Throwable raised, JsonException jsonError) {
        if (raised.getCause() != jsonError) {
            raised.addSuppressed(jsonError);
        }
    }
}
