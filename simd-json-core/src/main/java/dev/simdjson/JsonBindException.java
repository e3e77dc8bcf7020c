package dev.simdjson;

/**
 * Valid JSON that does not fit the requested type: a value of the wrong type for a field, a missing creator
 * argument, an unknown discriminator, an overflowing number. Carries the JSON path of the offending value
 * ({@code $.items[3].price}) besides its offset, line and column; no partially built object is ever returned.
 */
public final class JsonBindException extends JsonException {

    private final String path;

    public JsonBindException(String reason, String path, long offset, int line, int column) {
        super(reason + " at " + path, offset, line, column);
        this.path = path;
    }

    /** The JSON path of the value that could not be bound, e.g. {@code $.items[3].price}. */
    public String path() {
        return path;
    }
}
