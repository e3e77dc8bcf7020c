package dev.simdjson.write;

import dev.simdjson.MapperConfig;
import dev.simdjson.TypeSupport;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Type;

/** The writing side of a mapper: an encoder per type built once and cached, output buffers reused per thread. */
public final class Writing {

    public Writing(MapperConfig config) {
    }

    public byte[] write(Object value) {
        throw new UnsupportedOperationException("in progress");
    }

    public void write(OutputStream out, Object value) throws IOException {
        throw new UnsupportedOperationException("in progress");
    }

    public TypeSupport canWrite(Type type) {
        throw new UnsupportedOperationException("in progress");
    }
}
