package dev.simdjson;

/**
 * Builds {@link JsonValue}s from a tape made elsewhere in the library (the binder's DOM-typed fields). Not meant
 * for applications: use {@link JsonParser}.
 */
public final class Documents {

    private Documents() {
    }

    /**
     * The root value of {@code tape} (built by {@code TapeBuilder} for a value of {@code buf[start, end)}, slot 0
     * the root word); offsets and line numbers in its errors count from {@code start}.
     */
    public static JsonValue value(byte[] buf, int start, int end, long[] tape) {
        return new JsonValue(new Document(buf, start, end, tape), 1);
    }
}
