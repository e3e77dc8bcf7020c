package dev.simdjson.internal.bind;

import dev.simdjson.UnknownProperties;
import dev.simdjson.internal.bind.model.ObjectModel;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static dev.simdjson.internal.bind.JsonReader.OBJECT;

/**
 * A record or POJO from a JSON object. Keys are matched as bytes: first against the property expected next in
 * declaration order (the common case: documents written by the same model), then through a small hash table.
 * Creator arguments are gathered in one array and the instance built once at the end, so a failure never leaves a
 * partially built object behind. Records, creator-built classes and setter POJOs usually read through a class
 * generated for them ({@link CompiledReaders}), which calls back here for everything off the hot path (absent and
 * unknown keys, errors); this interpreted loop serves whatever cannot be generated. Both read the type's
 * {@link ObjectLayout}.
 */
final class ObjectBinder implements Binder<Object> {

    /** A setter property read as JSON null (null in the array means absent). */
    private static final Object NULL_VALUE = new Object();
    private static final Object[] NO_ARGS = new Object[0];
    private static final long[] NO_PRIMITIVES = new long[0];

    private final Class<?> type;
    private final String typeName;
    private final boolean failOnUnknown;
    private final boolean caseInsensitive;

    // Set once by init(), before the binder is published.
    private ObjectLayout layout;
    private KeyMatcher matcher;
    /** Lower-cased names and aliases with their targets when keys match regardless of case, else null. */
    private Map<String, Integer> foldedKeys;
    private ArgumentsCreator creator;
    /** The generated reader of this type, or null (then {@link #readObject} interprets the layout). */
    private CompiledReader compiled;

    ObjectBinder(Class<?> type, ObjectModel model, UnknownProperties policy) {
        this(type, model, policy, false);
    }

    /**
     * @param caseInsensitive whether a key that matches no name exactly may match one regardless of case (Jackson's
     *                        {@code ACCEPT_CASE_INSENSITIVE_PROPERTIES})
     */
    ObjectBinder(Class<?> type, ObjectModel model, UnknownProperties policy, boolean caseInsensitive) {
        this.type = type;
        this.typeName = type.getSimpleName();
        this.failOnUnknown = policy == UnknownProperties.FAIL && !model.ignoreUnknown();
        this.caseInsensitive = caseInsensitive;
    }

    /** Completes the binder (after it was registered, so recursive types find it). */
    void init(ObjectModel model, List<Binder<?>> propertyBinders) {
        ObjectLayout layout = new ObjectLayout(model, propertyBinders);
        this.layout = layout;
        this.matcher = new KeyMatcher(layout.keys(), layout.targets());
        this.foldedKeys = caseInsensitive ? foldedKeys(layout.keys(), layout.targets()) : null;
        this.creator = layout.argumentsCreator();
        CompiledReader generated = CompiledReaders.generate(layout);
        if (generated != null) {
            generated.bind(this);
            this.compiled = generated;
        }
    }

    private static Map<String, Integer> foldedKeys(List<String> keys, int[] targets) {
        Map<String, Integer> folded = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            folded.putIfAbsent(keys.get(i).toLowerCase(Locale.ROOT), targets[i]);
        }
        return folded;
    }

    Class<?> type() {
        return type;
    }

    /** How this type is read, by the interpreted loop and the generated reader alike. */
    ObjectLayout layout() {
        return layout;
    }

    /** Whether this type reads through a generated reader. */
    boolean compiled() {
        return compiled != null;
    }

    @Override
    public Object read(JsonReader r) {
        return r.nextIs(OBJECT, typeName) ? readObject(r, null) : null;
    }

    /**
     * Reads the object at the cursor.
     *
     * @param discriminator the UTF-8 name of a union's type property, skipped unless it is a property; or null
     */
    Object readObject(JsonReader r, byte[] discriminator) {
        CompiledReader generated = compiled;
        if (generated != null) {
            return generated.readObject(r, discriminator);
        }
        int objectAt = r.offset();
        r.beginObject();
        ObjectLayout layout = this.layout;
        if (layout.parameterCount() == 0) {
            Object instance = construct(objectAt, NO_ARGS, NO_PRIMITIVES);
            int expected = 0;
            while (r.nextField()) {
                int k = match(r, expected);
                if (k >= 0) {
                    expected = k + 1;
                    int at = r.offset();
                    set(r, instance, k, readProperty(r, k, at), at);
                } else {
                    other(r, k, discriminator);
                }
            }
            return instance;
        }
        // Unset reference slots stay null: a creator argument read as JSON null gets what an absent one gets (null,
        // or the same error for a primitive, whose binder never returns null), and a setter value read as null is
        // kept as NULL_VALUE so the setter still runs. Primitive arguments read are marked in primitivesRead. The
        // arrays are the reader's for this depth, reused from object to object (the creator copies values out).
        int depth = r.depth();
        int referenceCount = layout.referenceCount();
        int primitiveCount = layout.primitiveCount();
        Object[] refs = referenceCount == 0 ? NO_ARGS : r.references(depth, referenceCount);
        long[] prims = primitiveCount == 0 ? NO_PRIMITIVES : r.primitives(depth, primitiveCount);
        long primitivesRead = 0;
        Object[] later = layout.hasSetterProperties() ? new Object[layout.propertyCount()] : null;
        int expected = 0;
        while (r.nextField()) {
            int k = match(r, expected);
            if (k >= 0) {
                expected = k + 1;
                int ps = layout.primitiveSlot(k);
                if (ps >= 0) {
                    prims[ps] = readBits(r, k, r.offset());
                    primitivesRead |= 1L << ps;
                    continue;
                }
                Object v = readProperty(r, k, r.offset());
                int ci = layout.creatorIndex(k);
                if (ci >= 0) {
                    refs[layout.parameterSlot(ci)] = v;
                } else {
                    later[k] = v != null ? v : NULL_VALUE;
                }
            } else {
                other(r, k, discriminator);
            }
        }
        absentArguments(r, objectAt, refs, primitivesRead);
        Object instance = construct(objectAt, refs, prims);
        Arrays.fill(refs, 0, referenceCount, null); // keep no reference to this document's values
        if (later != null) {
            for (int k = 0; k < later.length; k++) {
                Object v = later[k];
                if (v != null) {
                    set(r, instance, k, v == NULL_VALUE ? null : v, objectAt);
                }
            }
        }
        return instance;
    }

    /**
     * After the keys: an absent primitive argument fails, an absent reference gets what its binder says, and a
     * parameter no property feeds gets its type's default.
     */
    private void absentArguments(JsonReader r, int objectAt, Object[] refs, long primitivesRead) {
        for (int p = 0; p < layout.parameterCount(); p++) {
            int k = layout.parameterProperty(p);
            int slot = layout.parameterSlot(p);
            if (layout.parameterAsBits(p)) {
                if (k >= 0 && (primitivesRead & (1L << slot)) == 0) {
                    missing(r, objectAt, k); // throws: a primitive may not be absent
                }
            } else if (refs[slot] == null) {
                refs[slot] = k < 0 ? layout.parameterDefault(p) : missing(r, objectAt, k);
            }
        }
    }

    /** What an absent property {@code k} gets (an error for a primitive). */
    Object missing(JsonReader r, int objectAt, int k) {
        try {
            return layout.binder(k).absent(r, objectAt, layout.name(k));
        } catch (BindError e) {
            throw e.withinField(layout.name(k));
        }
    }

    /** The primitive property {@code k} at the cursor as bits (see {@link PrimitiveBinder}). */
    private long readBits(JsonReader r, int k, int at) {
        try {
            return ((PrimitiveBinder) layout.binder(k)).readBits(r);
        } catch (RuntimeException e) {
            throw fieldError(e, k, at);
        }
    }

    /** The value of property {@code k} at the cursor (offset {@code at}); a failure gets the field's path. */
    private Object readProperty(JsonReader r, int k, int at) {
        try {
            return layout.binder(k).read(r);
        } catch (RuntimeException e) {
            throw fieldError(e, k, at);
        }
    }

    /** The error for {@code e}, raised while reading property {@code k} at offset {@code at}. */
    RuntimeException fieldError(RuntimeException e, int k, int at) {
        return ContainerBinders.wrap(e, at).withinField(layout.name(k));
    }

    /**
     * The property {@code r}'s key names: the fast path tries the next property in write order, which may be one
     * that is only written (a getter without setter or creator parameter) and then is {@link ObjectLayout#IGNORED}
     * like every other route to it through the matcher.
     */
    int match(JsonReader r, int expected) {
        ObjectLayout layout = this.layout;
        if (expected < layout.propertyCount() && r.keyEquals(layout.nameBytes(expected))) {
            return layout.readable(expected) ? expected : ObjectLayout.IGNORED;
        }
        int k = matcher.find(r);
        if (k == -1 && foldedKeys != null) {
            // Only after an exact miss: the exact path stays a byte compare.
            Integer folded = foldedKeys.get(r.keyString().toLowerCase(Locale.ROOT));
            return folded != null ? folded : -1;
        }
        return k;
    }

    /** A key that is not a readable property: ignored, the union's discriminator, or unknown. */
    void other(JsonReader r, int k, byte[] discriminator) {
        if (k == -1 && failOnUnknown && (discriminator == null || !r.keyEquals(discriminator))) {
            String key = r.keyString();
            throw new BindError("unknown property '" + Scalars.abbreviate(key) + "' for " + typeName, r.keyAt)
                    .withinField(key);
        }
        r.skipValue();
    }

    private Object construct(int objectAt, Object[] refs, long[] prims) {
        try {
            return creator.create(refs, prims);
        } catch (Throwable t) {
            throw creatorError(t, objectAt);
        }
    }

    /** The error for a creator that threw {@code t} (a JVM error is rethrown as it is). */
    RuntimeException creatorError(Throwable t, int objectAt) {
        if (t instanceof BindError e) {
            return e;
        }
        Throwable cause = t instanceof java.lang.reflect.InvocationTargetException ite && ite.getCause() != null
                ? ite.getCause() : t;
        if (cause instanceof Error error && !(cause instanceof AssertionError)) {
            throw error;
        }
        String m = cause.getMessage();
        return new BindError("cannot construct " + typeName + ": " + cause.getClass().getSimpleName()
                + (m != null ? " " + Scalars.abbreviate(m) : ""), objectAt);
    }

    private void set(JsonReader r, Object instance, int k, Object value, int at) {
        try {
            layout.setter(k).invoke(instance, value);
        } catch (Throwable t) {
            throw setterError(t, k, at);
        }
    }

    /** The error for the setter of property {@code k} that threw {@code t} (a JVM error is rethrown as it is). */
    RuntimeException setterError(Throwable t, int k, int at) {
        if (t instanceof Error error && !(t instanceof AssertionError)) {
            throw error;
        }
        String m = t.getMessage();
        return new BindError("cannot set " + typeName + "." + layout.name(k) + ": " + t.getClass().getSimpleName()
                + (m != null ? " " + Scalars.abbreviate(m) : ""), at).withinField(layout.name(k));
    }
}
