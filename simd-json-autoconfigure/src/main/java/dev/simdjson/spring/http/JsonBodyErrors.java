package dev.simdjson.spring.http;

import dev.simdjson.JsonException;

/** What the Jackson-shaped body exceptions share: their cause, and simd-json's error kept beside it. */
final class JsonBodyErrors {

    /** The message Spring's own buffer limit gives (WebFlux answers it with a 413, as for Jackson's decoder). */
    static final String BUFFER_LIMIT = "Exceeded limit on max bytes to buffer : ";

    private JsonBodyErrors() {
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
