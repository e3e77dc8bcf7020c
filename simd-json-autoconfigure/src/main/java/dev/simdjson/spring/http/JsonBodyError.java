package dev.simdjson.spring.http;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import org.jspecify.annotations.Nullable;

/**
 * Where simd-json found a body it could not read, for applications that render it themselves: implemented by the
 * exceptions the converter and the decoder raise in place of Jackson's ({@link JsonBodyNotReadableException},
 * {@link JsonBodyDecodingException}).
 */
public interface JsonBodyError {

    /** simd-json's own error: reason, offset, line and column (and path, for a {@link JsonBindException}). */
    JsonException jsonError();

    /** Byte offset of the problem in the body. */
    default long offset() {
        return jsonError().offset();
    }

    /** 1-based line of the problem. */
    default int line() {
        return jsonError().line();
    }

    /** 1-based column of the problem, in code points. */
    default int column() {
        return jsonError().column();
    }

    /** The JSON path of a value that did not fit the type ({@code $.items[3].price}); null for malformed JSON. */
    default @Nullable String path() {
        return jsonError() instanceof JsonBindException bind ? bind.path() : null;
    }
}
