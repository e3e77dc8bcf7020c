package dev.simdjson;

/**
 * A value simd-json cannot write: a type it does not support, a null map key, a self-reference or a reference
 * cycle (caught by the nesting limit), or a getter that threw.
 */
public final class JsonWriteException extends RuntimeException {

    public JsonWriteException(String message) {
        super(message);
    }

    public JsonWriteException(String message, Throwable cause) {
        super(message, cause);
    }
}
