package dev.simdjson.internal.bind;

import dev.simdjson.internal.bind.model.CreatorModel;
import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.Executable;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How one record or POJO is read, worked out once from its {@link ObjectModel} and its properties' binders: per
 * property its name, binder, setter and creator parameter, whether a key naming it is read, and whether its value
 * travels unboxed, as the bits of a {@code long}, in which slot; per creator parameter the property feeding it, its
 * slot and its default; the keys the {@link KeyMatcher} knows. The interpreted {@link ObjectBinder} and the reader
 * {@link CompiledReaders} generates read from the same layout so they cannot drift.
 */
final class ObjectLayout {

    /** Matcher target for names that are read-only or explicitly ignored: skip silently. */
    static final int IGNORED = -2;
    /** Primitive creator arguments past this many are boxed: one {@code long} tracks which were read. */
    static final int MAX_PRIMITIVE_SLOTS = 64;

    private final String[] names;
    private final byte[][] nameBytes;
    private final Binder<?>[] binders;
    private final MethodHandle[] setters;
    private final int[] creatorIndex;
    /** Per property: the primitive type its value is read as (bits), or null when it is read boxed. */
    private final Class<?>[] bitsType;
    /** Per property: its slot among the primitive creator arguments, or -1. */
    private final int[] primitiveSlot;
    private final boolean hasSetterProperties;

    private final CreatorModel creator;
    private final Class<?>[] parameterClasses;
    /** Per creator parameter: the property feeding it, or -1. */
    private final int[] parameterProperty;
    /** Per creator parameter: whether its argument goes to the primitive slots (else the reference slots). */
    private final boolean[] parameterAsBits;
    /** Per creator parameter: its slot in the primitive or the reference arguments. */
    private final int[] parameterSlot;
    /** Per creator parameter: the default value of its type (0, false, null) for a parameter no property feeds. */
    private final Object[] parameterDefaults;
    private final int referenceCount;
    private final int primitiveCount;

    private final List<String> keys;
    private final int[] targets;

    /**
     * @param propertyBinders per property of {@code model}: its binder, or null for a property that is not read
     */
    ObjectLayout(ObjectModel model, List<Binder<?>> propertyBinders) {
        List<PropertyModel> props = model.properties();
        int n = props.size();
        names = new String[n];
        nameBytes = new byte[n][];
        setters = new MethodHandle[n];
        creatorIndex = new int[n];
        bitsType = new Class<?>[n];
        binders = propertyBinders.toArray(new Binder<?>[0]);
        boolean anySetter = false;
        for (int k = 0; k < n; k++) {
            PropertyModel p = props.get(k);
            names[k] = p.name();
            nameBytes[k] = p.name().getBytes(StandardCharsets.UTF_8);
            setters[k] = p.setter();
            creatorIndex[k] = p.creatorIndex();
            bitsType[k] = bitsType(binders[k]);
            anySetter |= isSetterProperty(k);
        }
        hasSetterProperties = anySetter;

        creator = model.creator();
        int params = creator.parameterCount();
        parameterClasses = parameterClasses(creator, params);
        parameterDefaults = parameterDefaults(creator, params);
        parameterProperty = parameterProperty(creatorIndex, params);
        parameterAsBits = new boolean[params];
        parameterSlot = new int[params];
        primitiveSlot = new int[n];
        primitiveCount = assignSlots();
        referenceCount = params - primitiveCount;

        List<String> keyList = new ArrayList<>();
        List<Integer> targetList = new ArrayList<>();
        collectKeys(model, keyList, targetList);
        keys = List.copyOf(keyList);
        targets = targetList.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Gives each creator parameter its slot: primitive ones (as long as there are slots left) whose property's value
     * travels as bits, or that no property feeds, among the primitives; the rest among the references. A creator
     * property whose parameter takes a box is then read boxed too. Returns how many primitive slots were used.
     */
    private int assignSlots() {
        Arrays.fill(primitiveSlot, -1);
        int refs = 0;
        int prims = 0;
        for (int p = 0; p < parameterProperty.length; p++) {
            int k = parameterProperty[p];
            Class<?> c = parameterClasses[p];
            parameterAsBits[p] = prims < MAX_PRIMITIVE_SLOTS && c != null && c.isPrimitive()
                    && (k < 0 || bitsType[k] != null);
            if (parameterAsBits[p]) {
                parameterSlot[p] = prims++;
                if (k >= 0) {
                    primitiveSlot[k] = parameterSlot[p];
                }
            } else {
                parameterSlot[p] = refs++;
                if (k >= 0) {
                    bitsType[k] = null;
                }
            }
        }
        return prims;
    }

    /** Each property's name and aliases (targeting it, or {@link #IGNORED} when it is not read), then ignored names. */
    private void collectKeys(ObjectModel model, List<String> keyList, List<Integer> targetList) {
        List<PropertyModel> props = model.properties();
        for (int k = 0; k < props.size(); k++) {
            int target = readable(k) ? k : IGNORED;
            keyList.add(names[k]);
            targetList.add(target);
            List<String> aliases = props.get(k).aliases();
            for (String alias : aliases != null ? aliases : List.<String>of()) {
                keyList.add(alias);
                targetList.add(target);
            }
        }
        if (model.ignoredNames() != null) {
            for (String ignored : model.ignoredNames()) {
                keyList.add(ignored);
                targetList.add(IGNORED);
            }
        }
    }

    private static int[] parameterProperty(int[] creatorIndex, int params) {
        int[] property = new int[params];
        Arrays.fill(property, -1);
        for (int k = 0; k < creatorIndex.length; k++) {
            int ci = creatorIndex[k];
            if (ci >= 0 && ci < params) {
                property[ci] = k;
            }
        }
        return property;
    }

    /**
     * The one place that decides whether a value travels unboxed: the primitive type a binder hands over as bits
     * ({@link PrimitiveBinder#readBits}), or null when it hands over boxes or references.
     */
    static Class<?> bitsType(Binder<?> binder) {
        return binder instanceof PrimitiveBinder pb && pb.primitive() ? pb.primitiveType() : null;
    }

    private static Class<?>[] parameterClasses(CreatorModel creator, int params) {
        Class<?>[] classes = new Class<?>[params];
        List<Type> types = creator.parameterTypes();
        for (int p = 0; p < params && types != null && p < types.size(); p++) {
            classes[p] = GenericTypes.rawClass(types.get(p));
        }
        return classes;
    }

    private static Object[] parameterDefaults(CreatorModel creator, int params) {
        Object[] defaults = new Object[params];
        List<Type> types = creator.parameterTypes();
        for (int p = 0; p < params && types != null && p < types.size(); p++) {
            if (types.get(p) instanceof Class<?> c && c.isPrimitive()) {
                defaults[p] = Array.get(Array.newInstance(c, 1), 0);
            }
        }
        return defaults;
    }

    // Properties, by their index in the model's (write) order.

    int propertyCount() {
        return names.length;
    }

    String name(int k) {
        return names[k];
    }

    /** The property's JSON name in UTF-8. */
    byte[] nameBytes(int k) {
        return nameBytes[k];
    }

    /** Its binder, or null for a property that is never read. */
    Binder<?> binder(int k) {
        return binders[k];
    }

    /** Its setter {@code (Object, Object) -> void}, or null. */
    MethodHandle setter(int k) {
        return setters[k];
    }

    /** The creator parameter it feeds, or -1. */
    int creatorIndex(int k) {
        return creatorIndex[k];
    }

    /** Whether a key naming it is read (it feeds a creator parameter or has a setter); else it is skipped. */
    boolean readable(int k) {
        return setters[k] != null || creatorIndex[k] >= 0;
    }

    /** Whether it is set after construction, through its setter. */
    boolean isSetterProperty(int k) {
        return creatorIndex[k] < 0 && setters[k] != null;
    }

    /**
     * The primitive type its value is read as, unboxed ({@link PrimitiveBinder#readBits}), or null: for a creator
     * property exactly when its parameter takes a primitive slot; for a setter property whenever its binder can.
     */
    Class<?> bitsType(int k) {
        return bitsType[k];
    }

    /** Its slot among the primitive creator arguments (the bit that marks it read), or -1. */
    int primitiveSlot(int k) {
        return primitiveSlot[k];
    }

    boolean hasSetterProperties() {
        return hasSetterProperties;
    }

    // The creator's parameters.

    /** The constructor or factory itself, or null when only its handle is known. */
    Executable creatorExecutable() {
        return creator.executable();
    }

    int parameterCount() {
        return parameterProperty.length;
    }

    /** The property feeding parameter {@code p}, or -1 (it gets {@link #parameterDefault}). */
    int parameterProperty(int p) {
        return parameterProperty[p];
    }

    /** Whether parameter {@code p}'s argument is in the primitive slots, as bits (else in the reference slots). */
    boolean parameterAsBits(int p) {
        return parameterAsBits[p];
    }

    /** Parameter {@code p}'s index among the primitive or the reference arguments. */
    int parameterSlot(int p) {
        return parameterSlot[p];
    }

    /** What parameter {@code p} gets when no property feeds it: its type's default (0, false, null). */
    Object parameterDefault(int p) {
        return parameterDefaults[p];
    }

    int referenceCount() {
        return referenceCount;
    }

    int primitiveCount() {
        return primitiveCount;
    }

    /** What builds an instance from the reference and primitive arguments in this layout's slots. */
    ArgumentsCreator argumentsCreator() {
        return CreatorClasses.creator(creator.executable(), creator.handle(), parameterClasses.clone(),
                parameterAsBits.clone(), parameterSlot.clone());
    }

    // Keys.

    /** The names the matcher knows: each property's name and aliases, then the ignored names. */
    List<String> keys() {
        return keys;
    }

    /** Per key: the property it names, or {@link #IGNORED}. */
    int[] targets() {
        return targets.clone();
    }
}
