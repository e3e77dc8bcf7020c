package dev.simdjson;

import java.util.Iterator;

/** The documents of one buffer, in order (see {@link JsonParser#parseMany(byte[], int, int)}). */
public interface JsonDocumentStream extends Iterable<JsonValue>, Iterator<JsonValue> {

    @Override
    default Iterator<JsonValue> iterator() {
        return this;
    }
}
