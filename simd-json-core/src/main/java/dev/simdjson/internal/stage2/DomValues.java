package dev.simdjson.internal.stage2;

import dev.simdjson.JsonValue;

/**
 * How the internals turn a tape into a {@link JsonValue} (the binder's DOM-typed values) while the DOM's
 * constructors stay out of the public API: {@code JsonValue} hands its factory in when its class initialises.
 */
public final class DomValues {

    /** Makes the root value of a tape. */
    public interface Factory {
        JsonValue root(byte[] buf, int start, int end, long[] tape, int maxNumberScale);
    }

    private static volatile Factory factory;

    private DomValues() {
    }

    /** Called once, by {@code JsonValue}'s static initialiser; a second call is refused. */
    public static synchronized void register(Factory f) {
        if (factory != null) {
            throw new IllegalStateException("the DOM factory is registered already");
        }
        factory = f;
    }

    /**
     * The root value of {@code tape} (written by {@link TapeWriter} for a value of {@code buf[start, end)}, slot 0
     * the root word); offsets and line numbers in its errors count from {@code start}; numbers whose scale is past
     * {@code maxNumberScale} are refused as integers.
     */
    public static JsonValue root(byte[] buf, int start, int end, long[] tape, int maxNumberScale) {
        Factory f = factory;
        if (f == null) {
            initialise();
            f = factory;
        }
        return f.root(buf, start, end, tape, maxNumberScale);
    }

    private static void initialise() {
        try {
            Class.forName(JsonValue.class.getName(), true, JsonValue.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
