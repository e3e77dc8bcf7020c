package dev.simdjson.internal.bind;

import dev.simdjson.UnknownProperties;
import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
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
 * unknown keys, errors); this interpreted loop serves whatever cannot be generated.
 */
final class ObjectBinder implements Binder<Object> {

    /** A setter property read as JSON null (null in the array means absent). */
    private static final Object NULL_VALUE = new Object();
    private static final Object[] NO_ARGS = new Object[0];
    private static final long[] NO_PRIMITIVES = new long[0];
    /** Matcher target for names that are read-only or explicitly ignored: skip silently. */
    private static final int IGNORED = -2;

    private final Class<?> type;
    private final String typeName;
    private final boolean failOnUnknown;

    // Set once by init(), before the binder is published.
    private int count;
    private String[] names;
    private byte[][] nameBytes;
    private Binder<?>[] binders;
    private MethodHandle[] setters;
    private int[] creatorIndex;
    /** Per creator parameter: the property feeding it, or -1. */
    private int[] parameterProperty;
    private boolean hasSetterProperties;
    private KeyMatcher matcher;
    /** Lower-cased names and aliases with their targets when keys match regardless of case, else null. */
    private Map<String, Integer> foldedKeys;
    private final boolean caseInsensitive;
    private ArgumentsCreator creator;
    /** The generated reader of this type, or null (then {@link #readObject} interprets the model). */
    private CompiledReader compiled;
    private int parameterCount;
    /** Per creator parameter: whether its argument goes to the primitive slots, and its slot in either array. */
    private boolean[] parameterPrimitive;
    private int[] parameterSlot;
    /** Per property: its slot among the primitive creator arguments, or -1. */
    private int[] primitiveSlot;
    private int referenceCount;
    private int primitiveCount;
    /** Per creator parameter: the default value of its type (0, false, null) for a parameter no property feeds. */
    private Object[] parameterDefaults;

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
        List<PropertyModel> props = model.properties();
        int n = props.size();
        String[] names = new String[n];
        byte[][] nameBytes = new byte[n][];
        MethodHandle[] setters = new MethodHandle[n];
        int[] creatorIndex = new int[n];
        List<String> keys = new ArrayList<>();
        List<Integer> targets = new ArrayList<>();
        boolean hasSetters = false;
        for (int k = 0; k < n; k++) {
            PropertyModel p = props.get(k);
            names[k] = p.name();
            nameBytes[k] = p.name().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            setters[k] = p.setter();
            creatorIndex[k] = p.creatorIndex();
            boolean readable = p.setter() != null || p.creatorIndex() >= 0;
            hasSetters |= p.creatorIndex() < 0 && p.setter() != null;
            keys.add(p.name());
            targets.add(readable ? k : IGNORED);
            if (p.aliases() != null) {
                for (String alias : p.aliases()) {
                    keys.add(alias);
                    targets.add(readable ? k : IGNORED);
                }
            }
        }
        if (model.ignoredNames() != null) {
            for (String ignored : model.ignoredNames()) {
                keys.add(ignored);
                targets.add(IGNORED);
            }
        }
        Binder<?>[] binders = propertyBinders.toArray(new Binder<?>[0]);
        this.binders = binders;
        int params = model.creator().parameterCount();
        int[] parameterProperty = new int[params];
        Arrays.fill(parameterProperty, -1);
        for (int k = 0; k < n; k++) {
            int ci = creatorIndex[k];
            if (ci >= 0 && ci < params) {
                parameterProperty[ci] = k;
            }
        }
        this.count = n;
        this.names = names;
        this.nameBytes = nameBytes;
        this.setters = setters;
        this.creatorIndex = creatorIndex;
        this.parameterProperty = parameterProperty;
        this.hasSetterProperties = hasSetters;
        this.matcher = new KeyMatcher(keys, targets.stream().mapToInt(Integer::intValue).toArray());
        this.foldedKeys = caseInsensitive ? foldedKeys(keys, targets) : null;
        this.parameterCount = params;
        Object[] defaults = new Object[params];
        Class<?>[] classes = new Class<?>[params];
        java.util.List<java.lang.reflect.Type> types = model.creator().parameterTypes();
        for (int p = 0; p < params && types != null && p < types.size(); p++) {
            classes[p] = GenericTypes.rawClass(types.get(p));
            if (types.get(p) instanceof Class<?> c && c.isPrimitive()) {
                defaults[p] = java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(c, 1), 0);
            }
        }
        this.parameterDefaults = defaults;
        // Primitive creator arguments (char aside) travel unboxed, as long bits, when their binder can hand them
        // over so; at most 64 of them, so one long tracks which were read.
        boolean[] primitive = new boolean[params];
        int[] slot = new int[params];
        int[] primitiveSlot = new int[n];
        Arrays.fill(primitiveSlot, -1);
        int refs = 0;
        int prims = 0;
        for (int p = 0; p < params; p++) {
            int k = parameterProperty[p];
            Class<?> c = classes[p];
            primitive[p] = prims < 64 && c != null && c.isPrimitive()
                    && (k < 0 || binders[k] instanceof PrimitiveBinder pb && pb.primitive());
            if (primitive[p]) {
                slot[p] = prims++;
                if (k >= 0) {
                    primitiveSlot[k] = slot[p];
                }
            } else {
                slot[p] = refs++;
            }
        }
        this.parameterPrimitive = primitive;
        this.parameterSlot = slot;
        this.primitiveSlot = primitiveSlot;
        this.referenceCount = refs;
        this.primitiveCount = prims;
        this.creator = CreatorClasses.creator(model.creator().executable(), model.creator().handle(), classes,
                primitive, slot);
        // Types built by their creator, or by a no-argument one and then their setters, get a generated reader;
        // both at once (and more than 64 properties, past the reader's one-long bookkeeping) stay on the
        // interpreted path below.
        if ((params > 0 ? !hasSetters : hasSetters) && n <= 64) {
            CompiledReader generated = CompiledReaders.generate(model.creator().executable(), parameterProperty,
                    binders, nameBytes, params == 0 ? setters : null);
            if (generated != null) {
                generated.bind(this);
                this.compiled = generated;
            }
        }
    }

    private static Map<String, Integer> foldedKeys(List<String> keys, List<Integer> targets) {
        Map<String, Integer> folded = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            folded.putIfAbsent(keys.get(i).toLowerCase(Locale.ROOT), targets.get(i));
        }
        return folded;
    }

    Class<?> type() {
        return type;
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
        if (parameterCount == 0) {
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
        Object[] refs = referenceCount == 0 ? NO_ARGS : r.references(depth, referenceCount);
        long[] prims = primitiveCount == 0 ? NO_PRIMITIVES : r.primitives(depth, primitiveCount);
        long primitivesRead = 0;
        Object[] later = hasSetterProperties ? new Object[count] : null;
        int expected = 0;
        while (r.nextField()) {
            int k = match(r, expected);
            if (k >= 0) {
                expected = k + 1;
                int ps = primitiveSlot[k];
                if (ps >= 0) {
                    prims[ps] = readBits(r, k, r.offset());
                    primitivesRead |= 1L << ps;
                    continue;
                }
                Object v = readProperty(r, k, r.offset());
                int ci = creatorIndex[k];
                if (ci >= 0) {
                    refs[parameterSlot[ci]] = v;
                } else {
                    later[k] = v != null ? v : NULL_VALUE;
                }
            } else {
                other(r, k, discriminator);
            }
        }
        for (int p = 0; p < parameterCount; p++) {
            int k = parameterProperty[p];
            int slot = parameterSlot[p];
            if (parameterPrimitive[p]) {
                if (k >= 0 && (primitivesRead & (1L << slot)) == 0) {
                    missing(r, objectAt, k); // throws: a primitive may not be absent
                }
            } else if (refs[slot] == null) {
                refs[slot] = k < 0 ? parameterDefaults[p] : missing(r, objectAt, k);
            }
        }
        Object instance = construct(objectAt, refs, prims);
        Arrays.fill(refs, 0, referenceCount, null); // keep no reference to this document's values
        if (later != null) {
            for (int k = 0; k < count; k++) {
                Object v = later[k];
                if (v != null) {
                    set(r, instance, k, v == NULL_VALUE ? null : v, objectAt);
                }
            }
        }
        return instance;
    }

    /** What an absent property {@code k} gets (an error for a primitive). */
    Object missing(JsonReader r, int objectAt, int k) {
        try {
            return binders[k].absent(r, objectAt, names[k]);
        } catch (BindError e) {
            throw e.withinField(names[k]);
        }
    }

    /** The primitive property {@code k} at the cursor as bits (see {@link PrimitiveBinder}). */
    private long readBits(JsonReader r, int k, int at) {
        try {
            return ((PrimitiveBinder) binders[k]).readBits(r);
        } catch (RuntimeException e) {
            throw fieldError(e, k, at);
        }
    }

    /** The value of property {@code k} at the cursor (offset {@code at}); a failure gets the field's path. */
    private Object readProperty(JsonReader r, int k, int at) {
        try {
            return binders[k].read(r);
        } catch (RuntimeException e) {
            throw fieldError(e, k, at);
        }
    }

    /** The error for {@code e}, raised while reading property {@code k} at offset {@code at}. */
    RuntimeException fieldError(RuntimeException e, int k, int at) {
        return ContainerBinders.wrap(e, at).withinField(names[k]);
    }

    /**
     * The property {@code r}'s key names: the fast path tries the next property in write order, which may be one
     * that is only written (a getter without setter or creator parameter) and then is {@link #IGNORED} like every
     * other route to it through the matcher.
     */
    int match(JsonReader r, int expected) {
        if (expected < count && r.keyEquals(nameBytes[expected])) {
            return binders[expected] != null ? expected : IGNORED;
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
            setters[k].invoke(instance, value);
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
        return new BindError("cannot set " + typeName + "." + names[k] + ": " + t.getClass().getSimpleName()
                + (m != null ? " " + Scalars.abbreviate(m) : ""), at).withinField(names[k]);
    }
}
