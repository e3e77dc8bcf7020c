package dev.simdjson;

import dev.simdjson.internal.bind.model.EnumModel;
import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.internal.bind.model.UnionModel;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;

/**
 * JSON Schemas (draft 2020-12 keywords that draft-07 shares) of Java types as simd-json binds and writes them: the
 * property names after {@code @JsonProperty} and the naming strategy, enum constants by their JSON names, and tagged
 * unions as {@code oneOf} their subtypes with the discriminator. Schemas are plain maps and lists, to write with any
 * JSON writer.
 *
 * <p>Records, POJOs, enums and unions are named definitions, referred to by {@code $ref} (so recursive types end);
 * {@link #definitions()} holds them once {@link #schema} has been asked for every type. No property is listed as
 * required: simd-json, like Jackson, binds an absent property as null, empty or zero. Types simd-json cannot bind are
 * described as any value ({@code {}}). One generator collects the definitions of one document; it is not
 * thread-safe.
 */
public final class JsonSchemaGenerator {

    private final TypeModels models;
    private final String refPrefix;
    private final boolean closedObjects;
    private final Map<String, Object> definitions = new LinkedHashMap<>();
    private final Map<Class<?>, String> names = new HashMap<>();

    /**
     * @param refPrefix where the definitions will be in the document, e.g. {@code "#/components/schemas/"}
     */
    JsonSchemaGenerator(MapperConfig config, String refPrefix) {
        this.models = TypeModels.shared(config.naming());
        this.refPrefix = refPrefix;
        this.closedObjects = config.unknownProperties() == UnknownProperties.FAIL;
    }

    /** The schema of {@code type}; the definitions it refers to are added to {@link #definitions()}. */
    public Map<String, Object> schema(Type type) {
        return schema(type, Map.of());
    }

    /** The named definitions the schemas so far refer to, by name. */
    public Map<String, Object> definitions() {
        return definitions;
    }

    private Map<String, Object> schema(Type type, Map<TypeVariable<?>, Type> vars) {
        if (type instanceof TypeVariable<?> variable) {
            Type actual = vars.get(variable);
            return actual == null ? any() : schema(actual, Map.of());
        }
        if (type instanceof WildcardType wildcard) {
            Type[] upper = wildcard.getUpperBounds();
            return upper.length == 1 ? schema(upper[0], vars) : any();
        }
        if (type instanceof GenericArrayType array) {
            return array(schema(array.getGenericComponentType(), vars), false);
        }
        Class<?> raw = rawClass(type);
        Type[] arguments = type instanceof ParameterizedType p ? p.getActualTypeArguments() : new Type[0];
        Map<String, Object> scalar = scalar(raw);
        if (scalar != null) {
            return scalar;
        }
        if (raw == Optional.class) {
            return arguments.length == 1 ? schema(arguments[0], vars) : any();
        }
        if (raw.isArray()) {
            return array(schema(raw.getComponentType(), vars), false);
        }
        if (Collection.class.isAssignableFrom(raw)) {
            return array(arguments.length == 1 ? schema(arguments[0], vars) : any(), Set.class.isAssignableFrom(raw));
        }
        if (Map.class.isAssignableFrom(raw)) {
            Map<String, Object> object = typed("object");
            object.put("additionalProperties", arguments.length == 2 ? schema(arguments[1], vars) : any());
            return object;
        }
        if (raw == Object.class || raw.isPrimitive() || raw.getName().startsWith("java.")) {
            return any();
        }
        if (raw.isEnum() || raw.getSuperclass() != null && raw.getSuperclass().isEnum()) {
            return enumeration(raw);
        }
        if (raw.isInterface() || java.lang.reflect.Modifier.isAbstract(raw.getModifiers())) {
            UnionModel union = models.union(raw);
            return union == null || union.unsupportedReason() != null ? any() : union(union);
        }
        if (raw.getTypeParameters().length > 0) {
            return object(raw, bind(raw, arguments, vars), null); // generic: described where it is used
        }
        return ref(raw, () -> object(raw, Map.of(), models.unionOf(raw)));
    }

    /** A JSON scalar's schema, or null when {@code raw} is not one. */
    private static Map<String, Object> scalar(Class<?> raw) {
        if (raw == boolean.class || raw == Boolean.class) {
            return typed("boolean");
        }
        if (raw == int.class || raw == Integer.class || raw == short.class || raw == Short.class
                || raw == byte.class || raw == Byte.class || raw == OptionalInt.class) {
            return formatted("integer", "int32");
        }
        if (raw == long.class || raw == Long.class || raw == OptionalLong.class) {
            return formatted("integer", "int64");
        }
        if (raw == BigInteger.class) {
            return typed("integer");
        }
        if (raw == double.class || raw == Double.class || raw == float.class || raw == Float.class
                || raw == OptionalDouble.class || raw == BigDecimal.class || raw == Number.class) {
            return typed("number");
        }
        if (raw == String.class || raw == CharSequence.class || raw == char.class || raw == Character.class
                || raw == java.time.LocalDateTime.class || raw == java.time.ZoneId.class
                || raw == java.util.Locale.class || raw == java.util.Currency.class) {
            return typed("string");
        }
        if (raw == void.class || raw == Void.class) {
            return typed("null");
        }
        if (raw == byte[].class) {
            Map<String, Object> bytes = typed("string");
            bytes.put("contentEncoding", "base64");
            return bytes;
        }
        String format = raw == UUID.class ? "uuid" : raw == URI.class || raw == URL.class ? "uri"
                : raw == Instant.class || raw == OffsetDateTime.class || raw == ZonedDateTime.class ? "date-time"
                : raw == LocalDate.class ? "date" : raw == LocalTime.class || raw == OffsetTime.class ? "time"
                : raw == Duration.class ? "duration" : null;
        return format == null ? null : formatted("string", format);
    }

    private Map<String, Object> enumeration(Class<?> raw) {
        EnumModel model = models.enumeration(raw);
        return ref(model.type(), () -> {
            Map<String, Object> schema = typed("string");
            schema.put("enum", List.of(model.names()));
            return schema;
        });
    }

    private Map<String, Object> union(UnionModel union) {
        return ref(union.base(), () -> {
            List<Object> choices = new ArrayList<>();
            Map<String, Object> mapping = new LinkedHashMap<>();
            for (Map.Entry<Class<?>, String> subtype : union.names().entrySet()) {
                Map<String, Object> choice = ref(subtype.getKey(),
                        () -> object(subtype.getKey(), Map.of(), union));
                choices.add(choice);
                mapping.put(subtype.getValue(), choice.get("$ref"));
            }
            Map<String, Object> schema = new LinkedHashMap<>();
            schema.put("oneOf", choices);
            Map<String, Object> discriminator = new LinkedHashMap<>();
            discriminator.put("propertyName", union.discriminator());
            discriminator.put("mapping", mapping);
            schema.put("discriminator", discriminator);
            return schema;
        });
    }

    /** A record or POJO as an object: its properties; with {@code union}, the discriminator naming it first. */
    private Map<String, Object> object(Class<?> raw, Map<TypeVariable<?>, Type> vars, UnionModel union) {
        ObjectModel model = models.object(raw);
        if (model.unsupportedReason() != null) {
            return any();
        }
        Map<String, Object> properties = new LinkedHashMap<>();
        if (union != null && union.names().containsKey(raw)) {
            properties.put(union.discriminator(), Map.of("const", union.names().get(raw)));
        }
        for (PropertyModel property : model.properties()) {
            properties.putIfAbsent(property.name(), schema(property.type(), vars));
        }
        Map<String, Object> schema = typed("object");
        schema.put("properties", properties);
        if (union != null && union.names().containsKey(raw)) {
            schema.put("required", List.of(union.discriminator()));
        }
        if (closedObjects && !model.ignoreUnknown()) {
            schema.put("additionalProperties", false);
        }
        return schema;
    }

    /**
     * A {@code $ref} to the definition of {@code type}, made by {@code definition} the first time (the name is
     * reserved first, so that a type that refers to itself ends).
     */
    private Map<String, Object> ref(Class<?> type, java.util.function.Supplier<Map<String, Object>> definition) {
        String name = names.get(type);
        if (name == null) {
            name = nameOf(type);
            names.put(type, name);
            definitions.put(name, Map.of()); // reserved: a recursive reference finds the name
            definitions.put(name, definition.get());
        }
        return new LinkedHashMap<>(Map.of("$ref", refPrefix + name));
    }

    /** The class's name without its package ({@code Outer.Inner}), or its full name if that one is taken. */
    private String nameOf(Class<?> type) {
        String packageName = type.getPackageName();
        String name = (packageName.isEmpty() ? type.getName() : type.getName().substring(packageName.length() + 1))
                .replace('$', '.');
        return definitions.containsKey(name) ? type.getName().replace('$', '.') : name;
    }

    private static Map<TypeVariable<?>, Type> bind(Class<?> raw, Type[] arguments, Map<TypeVariable<?>, Type> outer) {
        TypeVariable<?>[] parameters = raw.getTypeParameters();
        Map<TypeVariable<?>, Type> vars = new HashMap<>();
        for (int i = 0; i < parameters.length; i++) {
            Type argument = i < arguments.length ? arguments[i] : Object.class;
            vars.put(parameters[i], argument instanceof TypeVariable<?> v && outer.containsKey(v)
                    ? outer.get(v) : argument);
        }
        return vars;
    }

    private static Map<String, Object> array(Map<String, Object> items, boolean unique) {
        Map<String, Object> schema = typed("array");
        schema.put("items", items);
        if (unique) {
            schema.put("uniqueItems", true);
        }
        return schema;
    }

    private static Map<String, Object> typed(String type) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", type);
        return schema;
    }

    private static Map<String, Object> formatted(String type, String format) {
        Map<String, Object> schema = typed(type);
        schema.put("format", format);
        return schema;
    }

    private static Map<String, Object> any() {
        return new LinkedHashMap<>();
    }

    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        return Object.class;
    }
}
