package dev.simdjson.spring.kafka;

import org.apache.kafka.common.header.Headers;
import org.springframework.kafka.support.serializer.JacksonJsonTypeResolver;
import org.springframework.kafka.support.serializer.SerializationUtils;
import org.springframework.util.ClassUtils;
import tools.jackson.databind.JavaType;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * {@code spring.json.value.type.method} and {@code spring.json.key.type.method}: a static method, named as
 * {@code com.example.Types.resolve}, that picks the type of each record, with Spring Kafka's two signatures:
 * {@code (String topic, byte[] data, Headers headers)} or {@code (byte[] data, Headers headers)}, returning a
 * Jackson {@link JavaType}.
 */
final class TypeMethods {

    private TypeMethods() {
    }

    static JacksonJsonTypeResolver resolver(String property, ClassLoader loader) {
        int dot = property.lastIndexOf('.');
        if (dot <= 1) {
            throw new IllegalStateException(
                    "the method property needs to be a class name followed by the method name, separated by '.'");
        }
        Class<?> type;
        try {
            type = ClassUtils.forName(property.substring(0, dot), loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException(e);
        }
        Method method;
        try {
            method = type.getDeclaredMethod(property.substring(dot + 1), String.class, byte[].class, Headers.class);
        } catch (NoSuchMethodException e) {
            var twoArguments = SerializationUtils.propertyToMethodInvokingFunction(property, byte[].class, loader);
            return (topic, data, headers) -> (JavaType) twoArguments.apply(data, headers);
        }
        if (!JavaType.class.isAssignableFrom(method.getReturnType()) || !Modifier.isStatic(method.getModifiers())) {
            throw new IllegalStateException(method + " must be static and return a JavaType");
        }
        return (topic, data, headers) -> {
            try {
                return (JavaType) method.invoke(null, topic, data, headers);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException(e);
            }
        };
    }
}
