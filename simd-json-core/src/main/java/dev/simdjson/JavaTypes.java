package dev.simdjson;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * Generic {@link Type}s to hand {@link SimdJsonMapper#readValue(byte[], Type)}, without a type-reference class:
 * {@code JavaTypes.listOf(User.class)} is {@code List<User>}. The types are equal to, and hash like, the JDK's own
 * reflected types for the same declaration (as {@link ParameterizedType}'s contract asks), so a cache keyed by
 * {@code Type} sees one entry whichever way a type was made.
 */
public final class JavaTypes {

    private JavaTypes() {
    }

    /** {@code List<element>}. */
    public static ParameterizedType listOf(Type element) {
        return parameterized(List.class, element);
    }

    /** {@code Map<key, value>}. */
    public static ParameterizedType mapOf(Type key, Type value) {
        return parameterized(Map.class, key, value);
    }

    /** {@code raw<arguments>}; the owner is {@code raw}'s declaring class, as for a reflected type. */
    public static ParameterizedType parameterized(Class<?> raw, Type... arguments) {
        Objects.requireNonNull(raw, "raw");
        if (arguments.length != raw.getTypeParameters().length) {
            throw new IllegalArgumentException(raw.getName() + " takes " + raw.getTypeParameters().length
                    + " type arguments, not " + arguments.length);
        }
        Type[] copy = arguments.clone();
        // the JDK's own formula, so that equal JDK and simd-json types hash alike
        return new Parameterized(raw, copy,
                Arrays.hashCode(copy) ^ Objects.hashCode(raw.getDeclaringClass()) ^ raw.hashCode());
    }

    /** An array of {@code component}: a {@code Class} when the component is one, else a {@link GenericArrayType}. */
    public static Type arrayOf(Type component) {
        return component instanceof Class<?> c ? c.arrayType() : new GenericArray(component);
    }

    /** {@code hash} is computed once: binders are looked up by type on every read. */
    private record Parameterized(Class<?> raw, Type[] arguments, int hash) implements ParameterizedType {

        @Override
        public Type[] getActualTypeArguments() {
            return arguments.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return raw.getDeclaringClass();
        }

        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof ParameterizedType p && raw.equals(p.getRawType())
                    && Objects.equals(getOwnerType(), p.getOwnerType())
                    && Arrays.equals(arguments, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String getTypeName() {
            StringJoiner j = new StringJoiner(", ", raw.getName() + "<", ">");
            for (Type a : arguments) {
                j.add(a.getTypeName());
            }
            return j.toString();
        }

        @Override
        public String toString() {
            return getTypeName();
        }
    }

    private record GenericArray(Type component) implements GenericArrayType {

        @Override
        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GenericArrayType a && component.equals(a.getGenericComponentType());
        }

        @Override
        public int hashCode() {
            return component.hashCode();
        }

        @Override
        public String getTypeName() {
            return component.getTypeName() + "[]";
        }

        @Override
        public String toString() {
            return getTypeName();
        }
    }
}
