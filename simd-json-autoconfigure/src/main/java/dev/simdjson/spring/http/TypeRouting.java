package dev.simdjson.spring.http;

import org.jspecify.annotations.Nullable;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.List;

/**
 * The types simd-json leaves to other converters before asking the mapper: text and bytes (Spring's own converters
 * handle them), Spring's and Jackson's own types (they rely on Jackson mix-ins and serializers, e.g.
 * {@code ProblemDetail}, Actuator descriptors, {@code JsonNode}), and whatever the application excludes with
 * {@code simdjson.http.excluded-types} (a class name, or a package prefix ending in {@code .}), for example types
 * that have custom serializers registered in Jackson's mapper. Exclusions apply to the body's type and its type
 * arguments ({@code List<Excluded>}); a type that merely has an excluded type as a property must be excluded itself.
 */
final class TypeRouting {

    private static final List<String> FOREIGN_PREFIXES = List.of(
            "org.springframework.", "tools.jackson.", "com.fasterxml.jackson.", "reactor.", "kotlin.");

    /** How a refusal because of {@code simdjson.http.excluded-types} starts. */
    static final String EXCLUDED = "excluded by simdjson.http.excluded-types";

    private final List<String> excluded;

    TypeRouting(List<String> excluded) {
        this.excluded = List.copyOf(excluded);
    }

    /** Why {@code type} is not for simd-json, or null when the mapper may be asked. */
    @Nullable String refusal(Type type) {
        if (type instanceof Class<?> c) {
            // Only as the whole body: a String or byte[] inside an object is ordinary JSON.
            if (c == byte[].class) {
                return "byte[] bodies are raw bytes";
            }
            if (CharSequence.class.isAssignableFrom(c)) {
                return "text bodies go to the String converter";
            }
            if (c == void.class || c == Void.class) {
                return "no body";
            }
        }
        return foreign(type, 0);
    }

    /** Why {@code type} or one of its type arguments is Spring's, Jackson's or excluded; else null. */
    private @Nullable String foreign(Type type, int depth) {
        if (depth > 32) {
            return null;
        }
        return switch (type) {
            case Class<?> c -> c.isArray() ? foreign(c.getComponentType(), depth + 1) : foreignClass(c);
            case ParameterizedType p -> {
                String r = foreign(p.getRawType(), depth + 1);
                for (Type arg : p.getActualTypeArguments()) {
                    r = r != null ? r : foreign(arg, depth + 1);
                }
                yield r;
            }
            case GenericArrayType a -> foreign(a.getGenericComponentType(), depth + 1);
            case WildcardType w -> w.getUpperBounds().length == 1 ? foreign(w.getUpperBounds()[0], depth + 1) : null;
            default -> null; // type variables: the mapper decides
        };
    }

    /**
     * The class itself, or a supertype from Spring or Jackson: such a class is shaped for Jackson (HATEOAS'
     * {@code RepresentationModel}, Actuator's {@code OperationResponseBody}, ...) even when it is the application's.
     */
    private @Nullable String foreignClass(Class<?> c) {
        String own = foreign(c.getName());
        if (own != null) {
            return own;
        }
        for (Class<?> s = c.getSuperclass(); s != null && s != Object.class && s != Record.class && s != Enum.class;
                s = s.getSuperclass()) {
            String r = foreignSupertype(s);
            if (r != null) {
                return r;
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            String r = foreignSupertype(i);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private @Nullable String foreignSupertype(Class<?> s) {
        for (String prefix : FOREIGN_PREFIXES) {
            if (s.getName().startsWith(prefix)) {
                return "extends " + s.getName() + ", shaped for Jackson";
            }
        }
        for (Class<?> i : s.getInterfaces()) {
            String r = foreignSupertype(i);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private @Nullable String foreign(String name) {
        for (String prefix : FOREIGN_PREFIXES) {
            if (name.startsWith(prefix)) {
                return "a " + prefix.substring(0, prefix.length() - 1) + " type, serialized by Jackson's own rules";
            }
        }
        for (String rule : excluded) {
            if (rule.endsWith(".") ? name.startsWith(rule) : name.equals(rule)) {
                return EXCLUDED + " (" + rule + ")";
            }
        }
        return null;
    }
}
