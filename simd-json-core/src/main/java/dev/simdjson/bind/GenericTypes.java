package dev.simdjson.bind;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

/** Generic type plumbing: type-variable substitution, raw classes, and a ParameterizedType usable as a cache key. */
final class GenericTypes {

    private GenericTypes() {
    }

    /** Substitutes the type variables of a generic record or POJO with the arguments it was asked for. */
    static Type resolve(Type t, Map<TypeVariable<?>, Type> vars) {
        if (vars.isEmpty()) {
            return t;
        }
        if (t instanceof TypeVariable<?> v) {
            Type r = vars.get(v);
            return r != null ? r : t;
        }
        if (t instanceof ParameterizedType p) {
            Type[] args = p.getActualTypeArguments().clone();
            boolean changed = false;
            for (int k = 0; k < args.length; k++) {
                Type a = resolve(args[k], vars);
                changed |= a != args[k];
                args[k] = a;
            }
            return changed ? new ResolvedParameterizedType((Class<?>) p.getRawType(), args, p.getOwnerType()) : p;
        }
        if (t instanceof GenericArrayType g) {
            Type c = resolve(g.getGenericComponentType(), vars);
            if (c instanceof Class<?> cc) {
                return Array.newInstance(cc, 0).getClass();
            }
            return c == g.getGenericComponentType() ? g : (GenericArrayType) () -> c;
        }
        if (t instanceof WildcardType w && w.getUpperBounds().length > 0) {
            return resolve(w.getUpperBounds()[0], vars);
        }
        return t;
    }

    static Class<?> rawClass(Type t) {
        if (t instanceof Class<?> c) {
            return c;
        }
        if (t instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        if (t instanceof GenericArrayType g) {
            return Array.newInstance(rawClass(g.getGenericComponentType()), 0).getClass();
        }
        if (t instanceof WildcardType w && w.getUpperBounds().length > 0) {
            return rawClass(w.getUpperBounds()[0]);
        }
        if (t instanceof TypeVariable<?> v && v.getBounds().length > 0) {
            return rawClass(v.getBounds()[0]);
        }
        return Object.class;
    }

    /** A ParameterizedType equal to (and hashing like) the JDK's own, for cache keys. */
    record ResolvedParameterizedType(Class<?> raw, Type[] args, Type owner) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && Objects.equals(owner, p.getOwnerType())
                    && Objects.equals(raw, p.getRawType()) && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
        }

        @Override
        public String getTypeName() {
            StringJoiner j = new StringJoiner(", ", raw.getName() + "<", ">");
            for (Type a : args) {
                j.add(a.getTypeName());
            }
            return j.toString();
        }

        @Override
        public String toString() {
            return getTypeName();
        }
    }
}
