package dev.simdjson.internal.bind.model;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.simdjson.Inclusion;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads Jackson's annotations. Only ever loaded by {@link Annotations#load()} after checking that
 * jackson-annotations is on the class path; enum values are compared by name so that older 2.x jars (without, e.g.,
 * {@code Id.SIMPLE_NAME}) still link.
 */
final class JacksonAnnotations extends Annotations {

    @Override
    boolean present() {
        return true;
    }

    @Override
    String name(AnnotatedElement element) {
        JsonProperty p = element.getAnnotation(JsonProperty.class);
        return p == null ? null : p.value();
    }

    @Override
    int access(AnnotatedElement element) {
        JsonProperty p = element.getAnnotation(JsonProperty.class);
        if (p == null) {
            return 0;
        }
        return switch (p.access().name()) {
            case "READ_ONLY" -> READ_ONLY;
            case "WRITE_ONLY" -> WRITE_ONLY;
            default -> 0;
        };
    }

    @Override
    List<String> aliases(AnnotatedElement element) {
        JsonAlias a = element.getAnnotation(JsonAlias.class);
        return a == null ? List.of() : List.of(a.value());
    }

    @Override
    boolean ignored(AnnotatedElement element) {
        JsonIgnore i = element.getAnnotation(JsonIgnore.class);
        return i != null && i.value();
    }

    @Override
    IgnoreProperties ignoreProperties(Class<?> type) {
        Set<String> names = new LinkedHashSet<>();
        boolean found = false;
        boolean ignoreUnknown = false;
        for (Class<?> c : ClassHierarchy.selfAndSupertypes(type)) {
            JsonIgnoreProperties i = c.getDeclaredAnnotation(JsonIgnoreProperties.class);
            if (i != null) {
                found = true;
                names.addAll(List.of(i.value()));
                ignoreUnknown |= i.ignoreUnknown();
            }
        }
        return found ? new IgnoreProperties(Set.copyOf(names), ignoreUnknown) : null;
    }

    @Override
    int creator(Executable executable) {
        JsonCreator c = executable.getAnnotation(JsonCreator.class);
        if (c == null) {
            return NO_CREATOR;
        }
        return switch (c.mode().name()) {
            case "DELEGATING" -> CREATOR_DELEGATING;
            case "DISABLED" -> CREATOR_DISABLED;
            default -> CREATOR_PROPERTIES;
        };
    }

    @Override
    Inclusion inclusion(AnnotatedElement element) {
        JsonInclude i = element.getAnnotation(JsonInclude.class);
        if (i == null) {
            return null;
        }
        return switch (i.value().name()) {
            case "ALWAYS" -> Inclusion.ALWAYS;
            case "NON_NULL" -> Inclusion.NON_NULL;
            case "NON_ABSENT" -> Inclusion.NON_ABSENT;
            case "NON_EMPTY" -> Inclusion.NON_EMPTY;
            case "NON_DEFAULT" -> Inclusion.NON_DEFAULT;
            default -> null; // USE_DEFAULTS; CUSTOM is reported by valueProblem
        };
    }

    @Override
    String formatPattern(AnnotatedElement element) {
        JsonFormat f = element.getAnnotation(JsonFormat.class);
        return f == null || f.pattern().isEmpty() ? null : f.pattern();
    }

    @Override
    List<String> propertyOrder(Class<?> type) {
        for (Class<?> c : ClassHierarchy.selfAndSupertypes(type)) {
            JsonPropertyOrder o = c.getDeclaredAnnotation(JsonPropertyOrder.class);
            if (o != null) {
                return List.of(o.value());
            }
        }
        return null;
    }

    @Override
    boolean jsonValue(AnnotatedElement element) {
        JsonValue v = element.getAnnotation(JsonValue.class);
        return v != null && v.value();
    }

    @Override
    boolean enumDefault(Field field) {
        return field.isAnnotationPresent(JsonEnumDefaultValue.class);
    }

    @Override
    String valueProblem(AnnotatedElement element) {
        JsonInclude i = element.getAnnotation(JsonInclude.class);
        if (i != null) {
            if (i.value().name().equals("CUSTOM")) {
                return "uses @JsonInclude(CUSTOM)";
            }
            String content = i.content().name();
            if (!content.equals("USE_DEFAULTS") && !content.equals("ALWAYS")) {
                return "uses @JsonInclude(content = " + content + ")";
            }
        }
        JsonFormat f = element.getAnnotation(JsonFormat.class);
        if (f != null) {
            if (!f.shape().name().equals("ANY")) {
                return "uses @JsonFormat(shape = " + f.shape().name() + ")";
            }
            if (!f.locale().equals(JsonFormat.DEFAULT_LOCALE) || !f.timezone().equals(JsonFormat.DEFAULT_TIMEZONE)
                    || f.with().length > 0 || f.without().length > 0 || !f.lenient().name().equals("DEFAULT")) {
                return "uses @JsonFormat with options other than pattern";
            }
        }
        JsonCreator c = element.getAnnotation(JsonCreator.class);
        if (c != null && c.mode().name().equals("DELEGATING")) {
            return "uses @JsonCreator(mode = DELEGATING)";
        }
        JsonTypeInfo t = element instanceof Class<?> ? null : element.getAnnotation(JsonTypeInfo.class);
        if (t != null) {
            return "uses @JsonTypeInfo on a property";
        }
        return null;
    }

    @Override
    TypeInfo typeInfo(Class<?> type) {
        JsonTypeInfo t = type.getDeclaredAnnotation(JsonTypeInfo.class);
        if (t == null) {
            return null;
        }
        Class<?> defaultImpl = t.defaultImpl();
        boolean hasDefault = defaultImpl != JsonTypeInfo.class && defaultImpl != Void.class;
        return new TypeInfo(t.use().name(), t.include().name(), t.property(), hasDefault, t.visible());
    }

    @Override
    List<SubType> subTypes(Class<?> type) {
        JsonSubTypes s = type.getDeclaredAnnotation(JsonSubTypes.class);
        if (s == null) {
            return List.of();
        }
        List<SubType> out = new ArrayList<>();
        for (JsonSubTypes.Type t : s.value()) {
            out.add(new SubType(t.value(), t.name(), List.of(t.names())));
        }
        return out;
    }

    @Override
    String typeName(Class<?> type) {
        JsonTypeName n = type.getDeclaredAnnotation(JsonTypeName.class);
        return n == null || n.value().isEmpty() ? null : n.value();
    }
}
