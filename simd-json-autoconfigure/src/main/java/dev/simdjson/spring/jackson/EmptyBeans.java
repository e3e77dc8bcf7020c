package dev.simdjson.spring.jackson;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.Map;

/**
 * Which classes Jackson may find without properties to write, for {@code SerializationFeature.FAIL_ON_EMPTY_BEANS}
 * (on in Spring Kafka's own Jackson mapper): such a class is left to Jackson, which refuses it as it would without
 * simd-json. Errs towards Jackson: a class with a property only an annotation shows counts as empty here, and then
 * Jackson writes it as usual.
 */
final class EmptyBeans {

    private EmptyBeans() {
    }

    /** Whether {@code type} is a bean class with no record component, public getter or public field. */
    static boolean mayBeEmpty(Class<?> type) {
        if (type.isPrimitive() || type.isArray() || type.isEnum() || type.isInterface()
                || type.getName().startsWith("java.") || Collection.class.isAssignableFrom(type)
                || Map.class.isAssignableFrom(type) || CharSequence.class.isAssignableFrom(type)
                || Number.class.isAssignableFrom(type)) {
            return false;
        }
        if (type.isRecord()) {
            return type.getRecordComponents().length == 0;
        }
        for (Method m : type.getMethods()) {
            if (!Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 0
                    && m.getDeclaringClass() != Object.class
                    && (m.getName().startsWith("get") || m.getName().startsWith("is"))) {
                return false;
            }
        }
        for (Field f : type.getFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                return false;
            }
        }
        return true;
    }
}
