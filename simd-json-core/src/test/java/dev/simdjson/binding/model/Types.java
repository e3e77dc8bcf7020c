package dev.simdjson.binding.model;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Generic {@link Type}s without a library's type-reference class: {@code List<User>}, {@code Map<K, V>}. */
public final class Types {

    private Types() {
    }

    public static ParameterizedType listOf(Type element) {
        return parameterized(List.class, element);
    }

    public static ParameterizedType mapOf(Type key, Type value) {
        return parameterized(Map.class, key, value);
    }

    public static ParameterizedType parameterized(Class<?> raw, Type... arguments) {
        return new Parameterized(raw, arguments.clone());
    }

    private record Parameterized(Class<?> raw, Type[] arguments) implements ParameterizedType {

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

        // Equal to the JDK's own ParameterizedType for the same type, as the contract of ParameterizedType asks.
        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && raw.equals(p.getRawType())
                    && Objects.equals(getOwnerType(), p.getOwnerType())
                    && Arrays.equals(arguments, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(arguments) ^ Objects.hashCode(getOwnerType()) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            StringBuilder s = new StringBuilder(raw.getName()).append('<');
            for (int i = 0; i < arguments.length; i++) {
                s.append(i == 0 ? "" : ", ").append(arguments[i].getTypeName());
            }
            return s.append('>').toString();
        }
    }
}
