package dev.simdjson.internal.bind.model;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;

/**
 * Turns reflected getters, setters, fields and creators into method handles of the uniform shapes the models
 * promise ({@code (Object) -> Object}, {@code (Object, Object) -> void}, {@code (Object[]) -> Object}).
 */
final class Accessors {

    private Accessors() {
    }

    /** A lookup with private access to {@code type}, or null when its module does not open it to us. */
    static MethodHandles.Lookup lookup(Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup());
        } catch (IllegalAccessException | SecurityException e) {
            return null;
        }
    }

    private static MethodHandles.Lookup lookupFor(MethodHandles.Lookup lookup, Member m) {
        if (lookup != null && lookup.lookupClass() == m.getDeclaringClass()) {
            return lookup;
        }
        MethodHandles.Lookup own = lookup(m.getDeclaringClass());
        return own != null ? own : MethodHandles.publicLookup();
    }

    private static Unsupported inaccessible(Member m, Exception e) {
        return new Unsupported("cannot access " + m.getDeclaringClass().getName() + "." + m.getName()
                + " (open its package to simd-json): " + e.getMessage());
    }

    static MethodHandle unreflect(MethodHandles.Lookup lookup, Method m) throws Unsupported {
        try {
            return lookupFor(lookup, m).unreflect(m);
        } catch (IllegalAccessException e) {
            throw inaccessible(m, e);
        }
    }

    static MethodHandle unreflectGetter(MethodHandles.Lookup lookup, Field f) throws Unsupported {
        try {
            return lookupFor(lookup, f).unreflectGetter(f);
        } catch (IllegalAccessException e) {
            throw inaccessible(f, e);
        }
    }

    static MethodHandle unreflectSetterOrNull(MethodHandles.Lookup lookup, Field f) throws Unsupported {
        try {
            MethodHandle h = lookupFor(lookup, f).unreflectSetter(f);
            return h.asType(MethodType.methodType(void.class, Object.class, Object.class));
        } catch (IllegalAccessException e) {
            throw inaccessible(f, e);
        }
    }

    static MethodHandle unreflectCreator(MethodHandles.Lookup lookup, Executable e) throws Unsupported {
        try {
            if (e instanceof Constructor<?> c) {
                return lookupFor(lookup, c).unreflectConstructor(c);
            }
            return lookupFor(lookup, (Method) e).unreflect((Method) e);
        } catch (IllegalAccessException x) {
            throw inaccessible((Member) e, x);
        }
    }

    static MethodHandle adaptGetter(MethodHandle h) {
        return h.asType(MethodType.methodType(Object.class, Object.class));
    }

    static MethodHandle adaptSetter(MethodHandle h) {
        return h.asType(MethodType.methodType(void.class, Object.class, Object.class));
    }

    static MethodHandle adaptCreator(MethodHandle h) {
        int n = h.type().parameterCount();
        MethodHandle boxed = h.asType(h.type().changeReturnType(Object.class));
        if (n == 0) {
            return MethodHandles.dropArguments(boxed, 0, Object[].class);
        }
        return boxed.asSpreader(Object[].class, n).asType(MethodType.methodType(Object.class, Object[].class));
    }
}
