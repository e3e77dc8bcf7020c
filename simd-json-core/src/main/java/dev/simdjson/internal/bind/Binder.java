package dev.simdjson.internal.bind;

/**
 * Reads one value of a type from a {@link JsonReader} positioned on it, consuming exactly that value. Built once
 * per type by {@link BinderFactory} and shared by all threads (binders hold no per-read state).
 */
@FunctionalInterface
public interface Binder<T> {

    T read(JsonReader reader);

    /**
     * The value for a property that is absent from its object when it feeds a creator (Jackson's "absent value"):
     * null, {@code Optional.empty()}, or an error for primitives.
     *
     * @throws BindError when an absent value is not allowed
     */
    default T absent(JsonReader reader, int objectAt, String name) {
        return null;
    }
}
