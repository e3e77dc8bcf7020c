package dev.simdjson.write;

import dev.simdjson.JsonValue;
import dev.simdjson.bind.model.EnumModel;
import dev.simdjson.bind.model.Inclusion;
import dev.simdjson.bind.model.ObjectModel;
import dev.simdjson.bind.model.PropertyModel;
import dev.simdjson.bind.model.TypeModels;
import dev.simdjson.bind.model.UnionModel;

import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
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
import java.util.Set;
import java.util.UUID;
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
    private final Map<Type, Forward> building = new HashMap<>();
    private final ConcurrentHashMap<Class<?>, ContainerEncoders.KeyWriter> keyWriters = new ConcurrentHashMap<>();

    EncoderFactory(TypeModels models) {
        this.models = models;
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
        if (typed || !TYPE_INFO.get(type)) {
            return forType(type);
        }
        return forType(new Untyped(type));
    }

    /** A class with {@code @JsonTypeInfo} somewhere above it, written without its discriminator. */
    record Untyped(Class<?> type) implements Type {
        @Override
        public String getTypeName() {
            return type.getTypeName();
        }
    }

    /** Whether a class or one of its supertypes carries {@code @JsonTypeInfo} (Jackson inherits it). */
    static final ClassValue<Boolean> TYPE_INFO = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            if (WriteAnnotations.find(type, "JsonTypeInfo") != null) {
                return true;
            }
            for (Class<?> s : supertypes(type)) {
                if (WriteAnnotations.find(s, "JsonTypeInfo") != null) {
                    return true;
                }
            }
            return false;
        }
    };

    private synchronized Encoder<Object> build(Type type) {
        Encoder<Object> e = cache.get(type);
        if (e != null) {
            return e;
        }
        Forward pending = building.get(type);
        if (pending != null) {
            return pending;
        }
        Forward forward = new Forward();
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

    /** Stands for an encoder still being built (recursive types). */
    static final class Forward implements Encoder<Object> {
        volatile Encoder<Object> target;

        @Override
        public void write(Object value, JsonOutput out) {
            target.write(value, out);
        }
    }

    /** Fails when used: the type cannot be written, and why. */
    record Unsupported(String reason) implements Encoder<Object> {
        @Override
        public void write(Object value, JsonOutput out) {
            throw new JsonWriteException("cannot write " + value.getClass().getName() + ": " + reason);
        }
    }

    /** Dispatches on the runtime class, with a one-entry cache for the common monomorphic case. */
    static final class Runtime implements Encoder<Object> {
        private final EncoderFactory factory;
        private final boolean typed;
        private Last last;

        private record Last(Class<?> type, Encoder<Object> encoder) {
        }

        Runtime(EncoderFactory factory, boolean typed) {
            this.factory = factory;
            this.typed = typed;
        }

        @Override
        public void write(Object value, JsonOutput out) {
            Class<?> c = value.getClass();
            Last l = last;
            if (l == null || l.type != c) {
                l = new Last(c, factory.forRuntimeClass(c, typed));
                last = l;
            }
            l.encoder.write(value, out);
        }
    }

    // ---- building ----

    private Encoder<Object> create(Type type) {
        return switch (type) {
            case Class<?> c -> createForClass(c);
            case ParameterizedType p -> createParameterized(p);
            case GenericArrayType g -> new ContainerEncoders.ObjectArrayEncoder(forType(g.getGenericComponentType()));
            case WildcardType w -> forType(w.getUpperBounds()[0]);
            case TypeVariable<?> v -> forType(v.getBounds()[0]);
            case Untyped u -> objectEncoder(u.type(), false);
            default -> new Unsupported("unknown kind of type " + type);
        };
    }

    private Encoder<Object> createParameterized(ParameterizedType p) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        if (raw == Optional.class) {
            return new ContainerEncoders.OptionalEncoder(forType(args[0]));
        }
        if (Map.class.isAssignableFrom(raw) && args.length == 2) {
            return new ContainerEncoders.MapEncoder(keyWriter(args[0]), forType(args[1]));
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
                return new Unsupported("no encoder for " + c.getTypeName());
            }
            return new ContainerEncoders.ObjectArrayEncoder(forType(component));
        }
        if (c.isEnum()) {
            return enumEncoder(c);
        }
        if (c == Optional.class) {
            return new ContainerEncoders.OptionalEncoder(new Runtime(this, false));
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
            return new ContainerEncoders.MapEncoder(runtimeKeys(), new Runtime(this, false));
        }
        if (Collection.class.isAssignableFrom(c)) {
            return new ContainerEncoders.CollectionEncoder(new Runtime(this, false));
        }
        if (Iterable.class.isAssignableFrom(c) && isJdk(c)) {
            return new ContainerEncoders.CollectionEncoder(new Runtime(this, false));
        }
        if (c == Object.class || c == Number.class || c.isInterface()) {
            return new Runtime(this, TYPE_INFO.get(c));
        }
        if (isJdk(c)) {
            return new Unsupported("simd-json has no encoder for " + c.getName());
        }
        if (Modifier.isAbstract(c.getModifiers())) {
            return new Runtime(this, TYPE_INFO.get(c));
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
            return new Unsupported(model.unsupportedReason());
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

    // ---- map keys ----

    private ContainerEncoders.KeyWriter keyWriter(Type keyType) {
        Class<?> raw = rawClass(keyType);
        if (raw == String.class) {
            return (k, out) -> out.writeString((String) k);
        }
        if (raw == null || raw == Object.class || raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            return runtimeKeys();
        }
        return keyWriterForClass(raw);
    }

    private ContainerEncoders.KeyWriter runtimeKeys() {
        return (k, out) -> keyWriterForClass(k.getClass()).writeKey(k, out);
    }

    private ContainerEncoders.KeyWriter keyWriterForClass(Class<?> c) {
        ContainerEncoders.KeyWriter w = keyWriters.get(c);
        if (w == null) {
            w = createKeyWriter(c);
            keyWriters.put(c, w);
        }
        return w;
    }

    private ContainerEncoders.KeyWriter createKeyWriter(Class<?> c) {
        if (c == String.class) {
            return (k, out) -> out.writeString((String) k);
        }
        if (c == Integer.class || c == Long.class || c == Short.class || c == Byte.class) {
            return (k, out) -> {
                out.writeByte((byte) '"');
                out.writeLong(((Number) k).longValue());
                out.writeByte((byte) '"');
            };
        }
        if (c == Double.class || c == Float.class || c == BigDecimal.class || c == BigInteger.class
                || c == Boolean.class || c == Character.class || c == UUID.class) {
            return (k, out) -> out.writeString(k.toString());
        }
        Class<?> enumType = c.isEnum() ? c : c.getSuperclass() != null && c.getSuperclass().isEnum()
                ? c.getSuperclass() : null;
        if (enumType != null) {
            Encoder<Object> names = forType(enumType);
            return names::write;
        }
        String reason = keyUnsupported(c);
        return (k, out) -> {
            throw new JsonWriteException("cannot write a map key of " + k.getClass().getName() + ": " + reason);
        };
    }

    private static String keyUnsupported(Class<?> c) {
        return "simd-json writes map keys of String, enum, number, Boolean, Character and UUID types only, not "
                + c.getName();
    }

    /** Null when keys of this declared type can be written. */
    private String keyReason(Type keyType) {
        Class<?> raw = rawClass(keyType);
        if (raw == null || raw == String.class || raw == Object.class || raw.isInterface()
                || Modifier.isAbstract(raw.getModifiers()) || raw.isEnum()) {
            return null;
        }
        if (raw == Integer.class || raw == Long.class || raw == Short.class || raw == Byte.class
                || raw == Double.class || raw == Float.class || raw == BigDecimal.class || raw == BigInteger.class
                || raw == Boolean.class || raw == Character.class || raw == UUID.class) {
            return null;
        }
        return keyUnsupported(raw);
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
            return new Unsupported(annotation);
        }
        ObjectModel model = models.object(c);
        if (model.unsupportedReason() != null) {
            return new Unsupported(model.unsupportedReason());
        }
        byte[] discriminator;
        try {
            discriminator = typed ? discriminator(c) : null;
        } catch (UnsupportedTypeInfo e) {
            return new Unsupported(e.getMessage());
        }
        ObjectEncoder encoder = new ObjectEncoder(c, this, discriminator);
        // Registered before the properties resolve, so a property of this same type finds it (recursive types).
        Forward self = building.get(typed ? c : new Untyped(c));
        if (self != null) {
            self.target = encoder;
        }
        List<ObjectEncoder.Property> props = new ArrayList<>();
        for (PropertyModel p : model.properties()) {
            if (p.getter() == null) {
                continue;
            }
            MethodHandle getter = p.getter().asType(GETTER);
            Encoder<Object> enc;
            if (p.format() != null) {
                Class<?> raw = rawClass(p.type());
                if (raw == null || !ScalarEncoders.formattable(raw)) {
                    return new Unsupported("@JsonFormat(pattern) on property '" + p.name() + "' of type "
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
            props.add(new ObjectEncoder.Property(p.name(), commaName, getter, enc,
                    p.inclusion() == null ? Inclusion.ALWAYS : p.inclusion()));
        }
        encoder.properties(props.toArray(new ObjectEncoder.Property[0]));
        return encoder;
    }

    private static final class UnsupportedTypeInfo extends Exception {
        UnsupportedTypeInfo(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * {@code "property":"Name"} when {@code c} is a subtype of a {@code @JsonTypeInfo(use = NAME)} base, as Jackson
     * writes it (first); null otherwise. Sealed types without {@code @JsonTypeInfo} get no discriminator, since
     * Jackson writes none for them.
     */
    private byte[] discriminator(Class<?> c) throws UnsupportedTypeInfo {
        List<Class<?>> candidates = new ArrayList<>();
        candidates.add(c);
        candidates.addAll(supertypes(c));
        for (Class<?> base : candidates) {
            Annotation info = WriteAnnotations.find(base, "JsonTypeInfo");
            if (info == null) {
                continue;
            }
            String use = WriteAnnotations.attribute(info, "use");
            String include = WriteAnnotations.attribute(info, "include");
            if (!"NAME".equals(use) && !"SIMPLE_NAME".equals(use)) {
                throw new UnsupportedTypeInfo("@JsonTypeInfo(use = " + use + ") on " + base.getName());
            }
            if ("EXISTING_PROPERTY".equals(include)) {
                return null;
            }
            if (!"PROPERTY".equals(include)) {
                throw new UnsupportedTypeInfo("@JsonTypeInfo(include = " + include + ") on " + base.getName());
            }
            UnionModel union = models.union(base);
            if (union == null && base == c) {
                continue; // the annotation on the concrete class itself: its base names it
            }
            if (union == null) {
                throw new UnsupportedTypeInfo("no subtype names for @JsonTypeInfo on " + base.getName());
            }
            if (union.unsupportedReason() != null) {
                throw new UnsupportedTypeInfo(union.unsupportedReason());
            }
            String name = union.names().get(c);
            if (name == null) {
                throw new UnsupportedTypeInfo(c.getName() + " is not a registered subtype of " + base.getName());
            }
            byte[] key = quoted(union.discriminator());
            byte[] value = quoted(name);
            byte[] out = new byte[key.length + 1 + value.length];
            System.arraycopy(key, 0, out, 0, key.length);
            out[key.length] = ':';
            System.arraycopy(value, 0, out, key.length + 1, value.length);
            return out;
        }
        return null;
    }

    /** Superclasses and interfaces of {@code c}, nearest first, without {@code c} and {@code Object}. */
    static List<Class<?>> supertypes(Class<?> c) {
        List<Class<?>> out = new ArrayList<>();
        ArrayList<Class<?>> queue = new ArrayList<>();
        queue.add(c);
        for (int i = 0; i < queue.size(); i++) {
            Class<?> k = queue.get(i);
            if (k != c && k != Object.class && !out.contains(k)) {
                out.add(k);
            }
            if (k.getSuperclass() != null) {
                queue.add(k.getSuperclass());
            }
            queue.addAll(List.of(k.getInterfaces()));
        }
        return out;
    }

    // ---- canWrite ----

    /** Null when values declared as {@code type} can be written; otherwise the reason. */
    String reason(Type type) {
        return reason(type, new HashSet<>());
    }

    private String reason(Type type, Set<Type> seen) {
        if (!seen.add(type)) {
            return null;
        }
        Encoder<Object> e;
        try {
            e = forType(type);
        } catch (RuntimeException ex) {
            return "cannot build an encoder for " + type.getTypeName() + ": " + ex;
        }
        if (e instanceof Unsupported u) {
            return u.reason();
        }
        switch (type) {
            case ParameterizedType p -> {
                Class<?> raw = (Class<?>) p.getRawType();
                Type[] args = p.getActualTypeArguments();
                if (Map.class.isAssignableFrom(raw) && args.length == 2) {
                    String k = keyReason(args[0]);
                    return k != null ? k : reason(args[1], seen);
                }
                if ((raw == Optional.class || Iterable.class.isAssignableFrom(raw)) && args.length == 1) {
                    return reason(args[0], seen);
                }
                return reason(raw, seen);
            }
            case GenericArrayType g -> {
                return reason(g.getGenericComponentType(), seen);
            }
            case WildcardType w -> {
                return reason(w.getUpperBounds()[0], seen);
            }
            case TypeVariable<?> v -> {
                return reason(v.getBounds()[0], seen);
            }
            case Class<?> c -> {
                if (c.isArray()) {
                    return reason(c.getComponentType(), seen);
                }
                if (e instanceof ObjectEncoder) {
                    ObjectModel model = models.object(c);
                    for (PropertyModel p : model.properties()) {
                        if (p.getter() != null && p.format() == null) {
                            String r = reason(p.type(), seen);
                            if (r != null) {
                                return "property '" + p.name() + "' of " + c.getName() + ": " + r;
                            }
                        }
                    }
                }
                if (e instanceof Runtime && c.isSealed()) {
                    for (Class<?> sub : c.getPermittedSubclasses()) {
                        String r = reason(sub, seen);
                        if (r != null) {
                            return "subtype " + sub.getName() + ": " + r;
                        }
                    }
                }
                return null;
            }
            default -> {
                return null;
            }
        }
    }
}
