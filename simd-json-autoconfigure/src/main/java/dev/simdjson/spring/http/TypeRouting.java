package dev.simdjson.spring.http;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.List;

/**
 * The types simd-json leaves to other converters before asking the mapper: text and bytes (Spring's own converters
 * handle them), Spring's and Jackson's own types (they rely on Jackson mix-ins and serializers, e.g.
 * {@code ProblemDetail}, Actuator descriptors, {@code JsonNode}), and whatever the application excludes with
 * {@code simdjson.http.excluded-types} (a class name, or a package prefix ending in {@code .}), for example types
 * that have custom serializers registered in Jackson's mapper.
 */
final class TypeRouting {

    private static final List<String> FOREIGN_PREFIXES = List.of(
            "org.springframework.", "tools.jackson.", "com.fasterxml.jackson.", "reactor.", "kotlin.");

    private final List<String> excluded;

    TypeRouting(List<String> excluded) {
        this.excluded = List.copyOf(excluded);
    }

    /** Why {@code type} is not for simd-json, or null when the mapper may be asked. */
    String refusal(Type type) {
        return refusal(type, 0);
    }

    private String refusal(Type type, int depth) {
        if (depth > 32) {
            return null;
        }
        return switch (type) {
            case Class<?> c -> refusal(c, depth);
            case ParameterizedType p -> {
                String r = refusal(p.getRawType(), depth + 1);
                for (Type arg : p.getActualTypeArguments()) {
                    r = r != null ? r : refusal(arg, depth + 1);
                }
                yield r;
            }
            case GenericArrayType a -> refusal(a.getGenericComponentType(), depth + 1);
            case WildcardType w -> w.getUpperBounds().length == 1 ? refusal(w.getUpperBounds()[0], depth + 1) : null;
            case TypeVariable<?> v -> null;
            default -> null;
        };
    }

    private String refusal(Class<?> c, int depth) {
        if (c.isArray()) {
            return c == byte[].class ? "byte[] bodies are raw bytes" : refusal(c.getComponentType(), depth + 1);
        }
        if (c == String.class || CharSequence.class.isAssignableFrom(c)) {
            return "text bodies go to the String converter";
        }
        if (c == void.class || c == Void.class) {
            return "no body";
        }
        String name = c.getName();
        for (String prefix : FOREIGN_PREFIXES) {
            if (name.startsWith(prefix)) {
                return "a " + prefix.substring(0, prefix.length() - 1) + " type, serialized by Jackson's own rules";
            }
        }
        for (String rule : excluded) {
            if (rule.endsWith(".") ? name.startsWith(rule) : name.equals(rule)) {
                return "excluded by simdjson.http.excluded-types (" + rule + ")";
            }
        }
        return null;
    }
}
