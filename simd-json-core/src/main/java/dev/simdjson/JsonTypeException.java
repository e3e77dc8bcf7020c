package dev.simdjson;

/** A DOM accessor was asked for a type the value does not have ({@code asLong()} on a string, say). */
public final class JsonTypeException extends JsonException {

    public JsonTypeException(String reason, long offset, int line, int column) {
        super(reason, offset, line, column);
    }
}
