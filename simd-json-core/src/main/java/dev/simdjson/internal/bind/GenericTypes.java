package dev.simdjson.internal.bind;

import dev.simdjson.JavaTypes;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Map;

/** Generic type plumbing: type-variable substitution and raw classes (new types come from {@link JavaTypes}). */
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
            return changed ? JavaTypes.parameterized((Class<?>) p.getRawType(), args) : p;
        }
        if (t instanceof GenericArrayType g) {
            Type c = resolve(g.getGenericComponentType(), vars);
            return c == g.getGenericComponentType() ? g : JavaTypes.arrayOf(c);
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

}
