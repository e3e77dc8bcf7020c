package dev.simdjson.internal.write;

/** Stands for an encoder still being built (recursive types). */
final class ForwardingEncoder implements Encoder<Object> {
    volatile Encoder<Object> target;

    @Override
    public void write(Object value, JsonOutput out) {
        target.write(value, out);
    }
}
