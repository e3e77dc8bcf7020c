package dev.simdjson.binding.model;

import dev.simdjson.JavaTypes;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/** The generic {@link Type}s the models and benchmarks name, made with the core's {@link JavaTypes}. */
public final class Types {

    private Types() {
    }

    public static ParameterizedType listOf(Type element) {
        return JavaTypes.listOf(element);
    }

    public static ParameterizedType mapOf(Type key, Type value) {
        return JavaTypes.mapOf(key, value);
    }

    public static ParameterizedType parameterized(Class<?> raw, Type... arguments) {
        return JavaTypes.parameterized(raw, arguments);
    }
}
