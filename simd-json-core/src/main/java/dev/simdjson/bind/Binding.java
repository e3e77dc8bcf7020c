package dev.simdjson.bind;

import dev.simdjson.JsonValue;
import dev.simdjson.MapperConfig;
import dev.simdjson.TypeSupport;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;

/** The reading side of a mapper: per-thread read sessions, and a binder per type built once and cached. */
public final class Binding {

    public Binding(MapperConfig config) {
    }

    public Object read(byte[] json, int offset, int length, Type type) {
        throw new UnsupportedOperationException("in progress");
    }

    public JsonValue readTree(byte[] json, int offset, int length) {
        throw new UnsupportedOperationException("in progress");
    }

    /** Reads a stream to its end, bounded by the document size limit. */
    public byte[] readAll(InputStream in) throws IOException {
        throw new UnsupportedOperationException("in progress");
    }

    public TypeSupport canRead(Type type) {
        throw new UnsupportedOperationException("in progress");
    }
}
