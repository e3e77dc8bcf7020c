package dev.simdjson.internal.bind;

/**
 * The superclass of the reader classes {@link CompiledReaders} generates, one per record or creator-built class:
 * the generated {@link #readObject} holds each property in a local variable, reads it through its own call site
 * (so the JIT sees one binder there and inlines it), and calls the constructor or factory directly. What is not
 * on the hot path (unknown keys, absent properties, errors) stays here, in plain Java, shared with the
 * interpreted {@link ObjectBinder}.
 *
 * <p>Public only because generated classes live in the bound type's package; not for use outside simd-json.
 */
public abstract class CompiledReader {

    private ObjectBinder owner;

    protected CompiledReader() {
    }

    /** Called once, before the reader is published. */
    final void bind(ObjectBinder owner) {
        this.owner = owner;
    }

    /**
     * Reads the object at the cursor (the caller checked it is one).
     *
     * @param discriminator the UTF-8 name of a union's type property, skipped unless it is a property; or null
     */
    public abstract Object readObject(JsonReader r, byte[] discriminator);

    /**
     * The property the reader's current key names, negative for none (the generated code has already tried the
     * property that usually comes next).
     */
    protected final int find(JsonReader r) {
        return owner.match(r, Integer.MAX_VALUE);
    }

    /** A key that is not a readable property: skipped, or an error when unknown properties fail. */
    protected final void other(JsonReader r, int k, byte[] discriminator) {
        owner.other(r, k, discriminator);
    }

    /** What absent property {@code k} gets ({@code null}, {@code Optional.empty()}), or its error. */
    protected final Object missing(JsonReader r, int objectAt, int k) {
        return owner.missing(r, objectAt, k);
    }

    /**
     * What to throw for {@code e}: raised while reading property {@code current} at offset {@code at} (its error,
     * with the property's path), by the setter of property {@code -current - 2}, or elsewhere in the object
     * ({@code current == -1}: {@code e} itself).
     */
    protected final Throwable failure(Throwable e, int current, int at) {
        if (current >= 0) {
            return e instanceof RuntimeException re ? owner.fieldError(re, current, at) : e;
        }
        return current == -1 ? e : owner.setterError(e, -current - 2, at);
    }

    /** The error for a creator that threw {@code t} while building the object at {@code objectAt}. */
    protected final RuntimeException creatorError(Throwable t, int objectAt) {
        return owner.creatorError(t, objectAt);
    }
}
