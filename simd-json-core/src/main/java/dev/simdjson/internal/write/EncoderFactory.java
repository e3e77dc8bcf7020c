package dev.simdjson.internal.write;

import dev.simdjson.ClassVeto;
import dev.simdjson.Inclusion;
import dev.simdjson.JsonValue;
import dev.simdjson.internal.bind.model.EnumModel;
import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;
import dev.simdjson.internal.bind.model.TypeModels;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resolves {@link Type}s to {@link Encoder}s, once per type (cached), recursive types included (a type being
 * built is represented by a forwarding encoder until it is done). Declared types that do not fix the runtime
 * class ({@code Object}, interfaces, abstract classes) get a runtime-dispatching encoder.
 */
final class EncoderFactory {

    private static final MethodType GETTER = MethodType.methodType(Object.class, Object.class);

    private final TypeModels models;
    private final ConcurrentHashMap<Type, Encoder<Object>> cache = new ConcurrentHashMap<>();
    /** Types whose encoder is being built (guarded by {@code this}). */
    private final Map<Type, ForwardingEncoder> building = new HashMap<>();
    private final MapKeyWriters keys = new MapKeyWriters(this);

    private final Inclusion defaultInclusion;
    private final Inclusion contentInclusion;
    private final ClassVeto veto;

    /**
     * @param defaultInclusion for properties without an {@code @JsonInclude} of their own or their class's
     * @param contentInclusion for map entries, by value
     */
    EncoderFactory(TypeModels models, Inclusion defaultInclusion, Inclusion contentInclusion, ClassVeto veto) {
        this.models = models;
        this.veto = veto;
        this.defaultInclusion = defaultInclusion;
        this.contentInclusion = contentInclusion;
    }

    /** Which map entries are written, by value (Jackson's content inclusion). */
    Inclusion contentInclusion() {
        return contentInclusion;
    }

    /** The encoder for values declared as {@code type}. */
    Encoder<Object> forType(Type type) {
        Encoder<Object> e = cache.get(type);
        return e != null ? e : build(type);
    }

    /**
     * The encoder for a value whose runtime class is {@code type}. {@code typed}: whether the place the value
     * comes from writes type ids (the root value, or a declared type with {@code @JsonTypeInfo}); Jackson writes no
     * discriminator for a subtype met through {@code Object} or an unannotated declared type.
     */
    Encoder<Object> forRuntimeClass(Class<?> type, boolean typed) {
        if (!type.isEnum() && type.getSuperclass() != null && type.getSuperclass().isEnum()) {
            return forType(type.getSuperclass()); // a constant with a body
        }
        if (typed || !TypeIds.TYPE_INFO.get(type)) {
            return forType(type);
        }
        return forType(new TypeIds.Untyped(type));
    }

    private synchronized Encoder<Object> build(Type type) {
        Encoder<Object> e = cache.get(type);
        if (e != null) {
            return e;
        }
        ForwardingEncoder pending = building.get(type);
        if (pending != null) {
            return pending;
        }
        ForwardingEncoder forward = new ForwardingEncoder();
        building.put(type, forward);
        try {
            e = create(type);
            forward.target = e;
            cache.put(type, e);
            return e;
        } finally {
            building.remove(type);
        }
    }

    // ---- building ----

    private Encoder<Object> create(Type type) {
        Class<?> raw = type instanceof Class<?> c ? c : type instanceof ParameterizedType p ? (Class<?>) p.getRawType()
                : null;
        String vetoed = raw == null ? null : veto.writeRefusal(raw);
        if (vetoed != null) {
            return new UnsupportedEncoder(vetoed);
        }
        return switch (type) {
            case Class<?> c -> createForClass(c);
            case ParameterizedType p -> createParameterized(p);
            case GenericArrayType g -> new ContainerEncoders.ObjectArrayEncoder(forType(g.getGenericComponentType()));
            case WildcardType w -> forType(w.getUpperBounds()[0]);
            case TypeVariable<?> v -> forType(v.getBounds()[0]);
            case TypeIds.Untyped u -> objectEncoder(u.type(), false);
            default -> new UnsupportedEncoder("unknown kind of type " + type);
        };
    }

    private Encoder<Object> createParameterized(ParameterizedType p) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        if (raw == Optional.class) {
            return new ContainerEncoders.OptionalEncoder(forType(args[0]));
        }
        if (Map.class.isAssignableFrom(raw) && args.length == 2) {
            return new ContainerEncoders.MapEncoder(keys.keyWriter(args[0]), forType(args[1]), contentInclusion,
                    declaresObject(args[1]));
        }
        if (Iterable.class.isAssignableFrom(raw) && args.length == 1) {
            return new ContainerEncoders.CollectionEncoder(forType(args[0]));
        }
        return forType(raw);
    }

    private Encoder<Object> createForClass(Class<?> c) {
        Encoder<Object> leaf = ScalarEncoders.forClass(c);
        if (leaf != null) {
            return leaf;
        }
        if (JsonValue.class.isAssignableFrom(c)) {
            return ScalarEncoders.forClass(JsonValue.class);
        }
        if (c.isArray()) {
            Class<?> component = c.getComponentType();
            if (component.isPrimitive()) {
                if (component == int.class) {
                    return ContainerEncoders.INT_ARRAY;
                } else if (component == long.class) {
                    return ContainerEncoders.LONG_ARRAY;
                } else if (component == double.class) {
                    return ContainerEncoders.DOUBLE_ARRAY;
                } else if (component == float.class) {
                    return ContainerEncoders.FLOAT_ARRAY;
                } else if (component == short.class) {
                    return ContainerEncoders.SHORT_ARRAY;
                } else if (component == boolean.class) {
                    return ContainerEncoders.BOOLEAN_ARRAY;
                }
                return new UnsupportedEncoder("no encoder for " + c.getTypeName());
            }
            return new ContainerEncoders.ObjectArrayEncoder(forType(component));
        }
        if (c.isEnum()) {
            return enumEncoder(c);
        }
        if (c == Optional.class) {
            return new ContainerEncoders.OptionalEncoder(new RuntimeClassEncoder(this, false));
        }
        if (c == OptionalInt.class) {
            return ContainerEncoders.OPTIONAL_INT;
        }
        if (c == OptionalLong.class) {
            return ContainerEncoders.OPTIONAL_LONG;
        }
        if (c == OptionalDouble.class) {
            return ContainerEncoders.OPTIONAL_DOUBLE;
        }
        if (Map.class.isAssignableFrom(c)) {
            return new ContainerEncoders.MapEncoder(keys.runtimeKeys(), new RuntimeClassEncoder(this, false),
                    contentInclusion, true);
        }
        if (Collection.class.isAssignableFrom(c)) {
            return new ContainerEncoders.CollectionEncoder(new RuntimeClassEncoder(this, false));
        }
        if (Iterable.class.isAssignableFrom(c) && isJdk(c)) {
            return new ContainerEncoders.CollectionEncoder(new RuntimeClassEncoder(this, false));
        }
        if (c == Object.class || c == Number.class || c.isInterface()) {
            return new RuntimeClassEncoder(this, TypeIds.TYPE_INFO.get(c));
        }
        if (isJdk(c)) {
            return new UnsupportedEncoder("simd-json has no encoder for " + c.getName());
        }
        if (Modifier.isAbstract(c.getModifiers())) {
            return new RuntimeClassEncoder(this, TypeIds.TYPE_INFO.get(c));
        }
        return objectEncoder(c, true);
    }

    static boolean isJdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.")
                || n.startsWith("com.sun.");
    }

    // ---- enums ----

    private Encoder<Object> enumEncoder(Class<?> c) {
        EnumModel model = models.enumeration(c);
        if (model.unsupportedReason() != null) {
            return new UnsupportedEncoder(model.unsupportedReason());
        }
        byte[][] names = new byte[model.constants().length][];
        for (int i = 0; i < names.length; i++) {
            names[((Enum<?>) model.constants()[i]).ordinal()] = quoted(model.names()[i]);
        }
        return (v, out) -> out.writeRaw(names[((Enum<?>) v).ordinal()]);
    }

    /** {@code s} as an escaped JSON string, quotes included. */
    static byte[] quoted(String s) {
        JsonOutput o = new JsonOutput(new ScalarStringKernel());
        o.writeString(s);
        return o.toByteArray();
    }

    static Class<?> rawClass(Type t) {
        return switch (t) {
            case Class<?> c -> c;
            case ParameterizedType p -> (Class<?>) p.getRawType();
            case WildcardType w -> rawClass(w.getUpperBounds()[0]);
            case TypeVariable<?> v -> rawClass(v.getBounds()[0]);
            default -> null;
        };
    }

    // ---- records and POJOs ----

    private Encoder<Object> objectEncoder(Class<?> c, boolean typed) {
        String annotation = WriteAnnotations.unsupported(c);
        if (annotation != null) {
            return new UnsupportedEncoder(annotation);
        }
        ObjectModel model = models.object(c);
        if (model.writeProblem() != null) {
            return new UnsupportedEncoder(model.writeProblem());
        }
        byte[] discriminator;
        try {
            discriminator = typed ? TypeIds.discriminator(c, models) : null;
        } catch (TypeIds.UnsupportedTypeInfo e) {
            return new UnsupportedEncoder(e.getMessage());
        }
        ObjectEncoder encoder = new ObjectEncoder(c, this, discriminator);
        // Registered before the properties resolve, so a property of this same type finds it (recursive types).
        ForwardingEncoder self = building.get(typed ? c : new TypeIds.Untyped(c));
        if (self != null) {
            self.target = encoder;
        }
        List<ObjectEncoder.Property> props = new ArrayList<>();
        for (PropertyModel p : model.properties()) {
            if (p.getter() == null) {
                continue;
            }
            Encoder<Object> enc;
            if (p.format() != null) {
                Class<?> raw = rawClass(p.type());
                if (raw == null || !ScalarEncoders.formattable(raw)) {
                    return new UnsupportedEncoder("@JsonFormat(pattern) on property '" + p.name() + "' of type "
                            + p.type().getTypeName());
                }
                enc = ScalarEncoders.pattern(p.format());
            } else {
                enc = forType(p.type());
            }
            byte[] name = quoted(p.name());
            byte[] commaName = new byte[name.length + 2];
            commaName[0] = ',';
            System.arraycopy(name, 0, commaName, 1, name.length);
            commaName[commaName.length - 1] = ':';
            Inclusion inclusion = p.inclusion() == null ? defaultInclusion : p.inclusion();
            props.add(property(p, commaName, enc, inclusion));
        }
        encoder.properties(props.toArray(new ObjectEncoder.Property[0]));
        return encoder;
    }

    /** The property with the getter of its kind: primitives (without {@code @JsonFormat}) are read unboxed. */
    private static ObjectEncoder.Property property(PropertyModel p, byte[] commaName, Encoder<Object> enc,
            Inclusion inclusion) {
        MethodHandle direct = p.directGetter() != null ? p.directGetter() : p.getter().asType(GETTER);
        Class<?> t = direct.type().returnType();
        int kind = p.format() != null || !t.isPrimitive() ? ObjectEncoder.OBJECT
                // int, short and byte getters widen to long in the generated ToLongFunction
                : t == long.class || t == int.class || t == short.class || t == byte.class ? ObjectEncoder.LONG
                : t == double.class ? ObjectEncoder.DOUBLE
                : t == float.class ? ObjectEncoder.FLOAT
                : t == boolean.class ? ObjectEncoder.BOOLEAN
                : ObjectEncoder.OBJECT; // char
        boolean skipDefault = inclusion == Inclusion.NON_DEFAULT;
        return switch (kind) {
            case ObjectEncoder.LONG -> new ObjectEncoder.Property(p.name(), commaName, kind, null,
                    PropertyGetters.longs(direct), null, null, enc, inclusion, skipDefault);
            case ObjectEncoder.DOUBLE, ObjectEncoder.FLOAT -> new ObjectEncoder.Property(p.name(), commaName, kind,
                    null, null, PropertyGetters.doubles(direct), null, enc, inclusion, skipDefault);
            case ObjectEncoder.BOOLEAN -> new ObjectEncoder.Property(p.name(), commaName, kind, null, null,
                    null, PropertyGetters.booleans(direct), enc, inclusion, skipDefault);
            default -> new ObjectEncoder.Property(p.name(), commaName, kind, PropertyGetters.objects(direct), null,
                    null, null, enc, inclusion, false);
        };
    }

    /** Whether values declared as {@code t} are just {@code Object}s ({@code ?}, a type variable, Object itself). */
    private static boolean declaresObject(Type t) {
        return t == Object.class || t instanceof TypeVariable<?>
                || t instanceof WildcardType w && declaresObject(w.getUpperBounds()[0]);
    }

    // ---- canWrite ----

    /** Null when values declared as {@code type} can be written; otherwise the reason. */
    String reason(Type type) {
        return Writability.reason(this, models, type, new HashSet<>());
    }
}
