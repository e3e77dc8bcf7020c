package dev.simdjson.bind;

import dev.simdjson.UnknownProperties;
import dev.simdjson.bind.model.ObjectModel;
import dev.simdjson.bind.model.PropertyModel;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static dev.simdjson.bind.JsonReader.OBJECT;

/**
 * A record or POJO from a JSON object. Keys are matched as bytes: first against the property expected next in
 * declaration order (the common case: documents written by the same model), then through a small hash table.
 * Creator arguments are gathered in one array and the instance built once at the end, so a failure never leaves a
 * partially built object behind.
 */
final class ObjectBinder implements Binder<Object> {

    private static final Object MISSING = new Object();
    private static final Object[] NO_ARGS = new Object[0];
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
    private MethodHandle creator;
    private int parameterCount;
    /** Per creator parameter: the default value of its type (0, false, null) for a parameter no property feeds. */
    private Object[] parameterDefaults;

    ObjectBinder(Class<?> type, ObjectModel model, UnknownProperties policy) {
        this.type = type;
        this.typeName = type.getSimpleName();
        this.failOnUnknown = policy == UnknownProperties.FAIL && !model.ignoreUnknown();
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
        this.binders = propertyBinders.toArray(new Binder<?>[0]);
        this.setters = setters;
        this.creatorIndex = creatorIndex;
        this.parameterProperty = parameterProperty;
        this.hasSetterProperties = hasSetters;
        this.matcher = new KeyMatcher(keys, targets.stream().mapToInt(Integer::intValue).toArray());
        this.creator = model.creator().handle();
        this.parameterCount = params;
        Object[] defaults = new Object[params];
        java.util.List<java.lang.reflect.Type> types = model.creator().parameterTypes();
        for (int p = 0; p < params && types != null && p < types.size(); p++) {
            if (types.get(p) instanceof Class<?> c && c.isPrimitive()) {
                defaults[p] = java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(c, 1), 0);
            }
        }
        this.parameterDefaults = defaults;
    }

    Class<?> type() {
        return type;
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
        int objectAt = r.offset();
        r.beginObject();
        if (parameterCount == 0) {
            Object instance = construct(r, objectAt, NO_ARGS);
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
        Object[] args = new Object[parameterCount];
        Arrays.fill(args, MISSING);
        Object[] later = null;
        if (hasSetterProperties) {
            later = new Object[count];
            Arrays.fill(later, MISSING);
        }
        int expected = 0;
        while (r.nextField()) {
            int k = match(r, expected);
            if (k >= 0) {
                expected = k + 1;
                Object v = readProperty(r, k, r.offset());
                int ci = creatorIndex[k];
                if (ci >= 0) {
                    args[ci] = v;
                } else {
                    later[k] = v;
                }
            } else {
                other(r, k, discriminator);
            }
        }
        for (int p = 0; p < parameterCount; p++) {
            if (args[p] == MISSING) {
                int k = parameterProperty[p];
                if (k < 0) {
                    args[p] = parameterDefaults[p];
                } else {
                    try {
                        args[p] = binders[k].absent(r, objectAt, names[k]);
                    } catch (BindError e) {
                        throw e.withinField(names[k]);
                    }
                }
            }
        }
        Object instance = construct(r, objectAt, args);
        if (later != null) {
            for (int k = 0; k < count; k++) {
                if (later[k] != MISSING) {
                    set(r, instance, k, later[k], objectAt);
                }
            }
        }
        return instance;
    }

    /** The value of property {@code k} at the cursor (offset {@code at}); a failure gets the field's path. */
    private Object readProperty(JsonReader r, int k, int at) {
        try {
            return binders[k].read(r);
        } catch (RuntimeException e) {
            throw ContainerBinders.wrap(e, at).withinField(names[k]);
        }
    }

    /**
     * The property {@code r}'s key names: the fast path tries the next property in write order, which may be one
     * that is only written (a getter without setter or creator parameter) and then is {@link #IGNORED} like every
     * other route to it through the matcher.
     */
    private int match(JsonReader r, int expected) {
        if (expected < count && r.keyEquals(nameBytes[expected])) {
            return binders[expected] != null ? expected : IGNORED;
        }
        return matcher.find(r);
    }

    /** A key that is not a readable property: ignored, the union's discriminator, or unknown. */
    private void other(JsonReader r, int k, byte[] discriminator) {
        if (k == -1 && failOnUnknown && (discriminator == null || !r.keyEquals(discriminator))) {
            String key = r.keyString();
            throw new BindError("unknown property '" + Scalars.abbreviate(key) + "' for " + typeName, r.keyAt)
                    .withinField(key);
        }
        r.skipValue();
    }

    private Object construct(JsonReader r, int objectAt, Object[] args) {
        try {
            return (Object) creator.invokeExact(args);
        } catch (BindError e) {
            throw e;
        } catch (Throwable t) {
            Throwable cause = t instanceof java.lang.reflect.InvocationTargetException ite && ite.getCause() != null
                    ? ite.getCause() : t;
            if (cause instanceof Error error && !(cause instanceof AssertionError)) {
                throw error;
            }
            String m = cause.getMessage();
            throw new BindError("cannot construct " + typeName + ": " + cause.getClass().getSimpleName()
                    + (m != null ? " " + Scalars.abbreviate(m) : ""), objectAt);
        }
    }

    private void set(JsonReader r, Object instance, int k, Object value, int at) {
        try {
            setters[k].invoke(instance, value);
        } catch (Throwable t) {
            if (t instanceof Error error && !(t instanceof AssertionError)) {
                throw error;
            }
            String m = t.getMessage();
            throw new BindError("cannot set " + typeName + "." + names[k] + ": " + t.getClass().getSimpleName()
                    + (m != null ? " " + Scalars.abbreviate(m) : ""), at).withinField(names[k]);
        }
    }
}
