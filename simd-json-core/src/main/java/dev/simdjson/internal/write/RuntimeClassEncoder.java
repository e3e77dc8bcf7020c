package dev.simdjson.internal.write;

/** Dispatches on the runtime class, with a one-entry cache for the common monomorphic case. */
final class RuntimeClassEncoder implements Encoder<Object> {
    private final EncoderFactory factory;
    private final boolean typed;
    private Last last;

    private record Last(Class<?> type, Encoder<Object> encoder) {
    }

    RuntimeClassEncoder(EncoderFactory factory, boolean typed) {
        this.factory = factory;
        this.typed = typed;
    }

    @Override
    public void write(Object value, JsonOutput out) {
        Class<?> c = value.getClass();
        Last l = last;
        if (l == null || l.type != c) {
            l = new Last(c, factory.forRuntimeClass(c, typed));
            last = l;
        }
        l.encoder.write(value, out);
    }
}
