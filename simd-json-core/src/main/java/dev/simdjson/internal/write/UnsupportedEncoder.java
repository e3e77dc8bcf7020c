package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;

/** Fails when used: the type cannot be written, and why. */
record UnsupportedEncoder(String reason) implements Encoder<Object> {
    @Override
    public void write(Object value, JsonOutput out) {
        throw new JsonWriteException("cannot write " + value.getClass().getName() + ": " + reason);
    }
}
