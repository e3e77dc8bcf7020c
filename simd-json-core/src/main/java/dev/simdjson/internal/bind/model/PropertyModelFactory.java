package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Makes the {@link PropertyModel}s of one type from its {@link PropertySlot}s: applies {@code @JsonIgnore} and
 * {@code @JsonProperty(access = ...)}, picks the accessors each property is read and written through and gathers its
 * aliases, inclusion and format. {@link ObjectModelFactory} then orders them.
 */
final class PropertyModelFactory {

    private final Annotations annotations;
    private final Class<?> type;
    private final MethodHandles.Lookup lookup;
    /** The type's {@code @JsonInclude}, or null. */
    private final Inclusion classInclusion;
    /** Why the type cannot be read, or null: then no property gets a setter handle. */
    private final String readProblem;
    /** A record: its fields are never accessors. */
    private final boolean record;

    PropertyModelFactory(Annotations annotations, Class<?> type, MethodHandles.Lookup lookup, Inclusion classInclusion,
                         String readProblem, boolean record) {
        this.annotations = annotations;
        this.type = type;
        this.lookup = lookup;
        this.classInclusion = classInclusion;
        this.readProblem = readProblem;
        this.record = record;
    }

    /** The accessors a property reads and writes its value through, once the access rules are applied. */
    private record ChosenAccessors(Method getter, Field readField, Method setter, Field writeField,
                                   int creatorIndex) {

        /** Whether the property is written (to JSON). */
        boolean writable() {
            return getter != null || readField != null;
        }

        /** Whether the property is read (from JSON). */
        boolean readable() {
            return setter != null || writeField != null || creatorIndex >= 0;
        }
    }

    /**
     * Applies {@code @JsonIgnore}: the property survives only if another of its accessors is explicitly named, and
     * then loses its ignored accessors; else its name joins {@code ignoredNames} and this returns false.
     */
    boolean survivesIgnore(PropertySlot s, String name, Set<String> ignoredNames) {
        boolean anyIgnored = false;
        boolean explicitKept = false;
        for (AnnotatedElement e : s.elements()) {
            if (annotations.ignored(e)) {
                anyIgnored = true;
            } else if (annotations.name(e) != null) {
                explicitKept = true;
            }
        }
        if (!anyIgnored) {
            return true;
        }
        if (!explicitKept) {
            ignoredNames.add(name);
            return false;
        }
        if (s.getter != null && annotations.ignored(s.getter)) {
            s.getter = null;
        }
        if (s.setter != null && annotations.ignored(s.setter)) {
            s.setter = null;
        }
        if (s.field != null && annotations.ignored(s.field)) {
            s.field = null;
        }
        return true;
    }

    /** The property {@code s} makes, or null when it is neither read nor written. */
    PropertyModel property(PropertySlot s, String name) throws Unsupported {
        ChosenAccessors chosen = chooseAccessors(s);
        if (!chosen.writable() && !chosen.readable()) {
            return null;
        }
        checkValueAnnotations(s);
        MethodHandle directGetter = directGetter(chosen);
        MethodHandle getterHandle = directGetter == null ? null : Accessors.adaptGetter(directGetter);
        MethodHandle setterHandle = chosen.creatorIndex() < 0 && readProblem == null ? setterHandle(chosen) : null;
        Inclusion inclusion = inclusion(s);
        return new PropertyModel(name, aliases(s), propertyType(s), getterHandle, setterHandle, chosen.creatorIndex(),
                inclusion != null ? inclusion : classInclusion, format(s), directGetter);
    }

    /**
     * The getter or visible field a property is written from, and the setter or field it is read into (a record's
     * fields are never used), narrowed by {@code @JsonProperty(access = ...)}.
     */
    private ChosenAccessors chooseAccessors(PropertySlot s) {
        int access = 0;
        for (AnnotatedElement e : s.elements()) {
            access = Math.max(access, annotations.access(e));
        }
        boolean fieldUsable = s.field != null && !record;
        Method getter = s.getter;
        Field readField = getter == null && fieldUsable && s.fieldVisible ? s.field : null;
        Method setter = s.setter;
        Field writeField = null;
        if (setter == null && fieldUsable && !Modifier.isFinal(s.field.getModifiers())
                && (s.fieldVisible || getter != null)) {
            writeField = s.field;
        }
        if (access == Annotations.READ_ONLY) {
            return new ChosenAccessors(getter, readField, null, null, -1);
        } else if (access == Annotations.WRITE_ONLY) {
            return new ChosenAccessors(null, null, setter, writeField, s.creatorIndex);
        }
        return new ChosenAccessors(getter, readField, setter, writeField, s.creatorIndex);
    }

    /** Refuses a property whose annotations ask for what simd-json does not do with values. */
    private void checkValueAnnotations(PropertySlot s) throws Unsupported {
        for (AnnotatedElement e : s.elements()) {
            String problem = annotations.valueProblem(e);
            if (problem != null) {
                throw new Unsupported(type.getName() + "." + s.internal + " " + problem);
            }
        }
    }

    /** The getter or field read as unreflected, of its exact type; null when the property is not written. */
    private MethodHandle directGetter(ChosenAccessors chosen) throws Unsupported {
        if (chosen.getter() != null) {
            return Accessors.unreflect(lookup, chosen.getter());
        } else if (chosen.readField() != null) {
            return Accessors.unreflectGetter(lookup, chosen.readField());
        }
        return null;
    }

    /** The setter, or the field, a property read outside the creator is stored through, or null. */
    private MethodHandle setterHandle(ChosenAccessors chosen) throws Unsupported {
        if (chosen.setter() != null) {
            return Accessors.adaptSetter(Accessors.unreflect(lookup, chosen.setter()));
        } else if (chosen.writeField() != null) {
            return Accessors.unreflectSetterOrNull(lookup, chosen.writeField());
        }
        return null;
    }

    /** The {@code @JsonAlias} names on any of the property's accessors, each once, in the order found. */
    private List<String> aliases(PropertySlot s) {
        List<String> aliases = new ArrayList<>();
        for (AnnotatedElement e : s.elements()) {
            for (String a : annotations.aliases(e)) {
                if (!aliases.contains(a)) {
                    aliases.add(a);
                }
            }
        }
        return List.copyOf(aliases);
    }

    /** The first {@code @JsonInclude} on the property's accessors, or null. */
    private Inclusion inclusion(PropertySlot s) {
        return first(s, annotations::inclusion);
    }

    /** The first {@code @JsonFormat(pattern = ...)} on the property's accessors, or null. */
    private String format(PropertySlot s) {
        return first(s, annotations::formatPattern);
    }

    /** The first non-null {@code read} of the property's accessors, in {@link PropertySlot#elements()} order. */
    private static <T> T first(PropertySlot s, Function<AnnotatedElement, T> read) {
        for (AnnotatedElement e : s.elements()) {
            T value = read.apply(e);
            if (value != null) {
                return value;
            }
        }
        return null;
    }

    /** The property's generic type: its creator parameter's, else its field's, getter's or setter's. */
    private static Type propertyType(PropertySlot s) {
        return s.creatorType != null ? s.creatorType
                : s.field != null ? s.field.getGenericType()
                : s.getter != null ? s.getter.getGenericReturnType()
                : s.setter.getGenericParameterTypes()[0];
    }
}
