package dev.simdjson.bind;

import dev.simdjson.JsonValue;
import dev.simdjson.MapperConfig;
import dev.simdjson.bind.model.EnumModel;
import dev.simdjson.bind.model.ObjectModel;
import dev.simdjson.bind.model.PropertyModel;
import dev.simdjson.bind.model.TypeModels;
import dev.simdjson.bind.model.UnionModel;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Resolves a {@link Type} (Class, ParameterizedType, GenericArrayType, wildcards, type variables of generic
 * records) to its {@link Binder}, built once and cached. Recursive types work: an object or union binder is
 * registered before its properties' binders are resolved, and completed afterwards; binders built together are
 * published together, so other threads never see an incomplete one.
 */
final class BinderFactory {

    /** Thrown while building when a type cannot be read; the reason goes to {@code canRead}. */
    static final class Unsupported extends RuntimeException {
        Unsupported(String reason) {
            super(reason, null, false, false);
        }
    }

    private final MapperConfig config;
    private final TypeModels models;
    private final ConcurrentHashMap<Type, Binder<?>> cache = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Type, String> unsupported = new ConcurrentHashMap<>();

    BinderFactory(MapperConfig config, TypeModels models) {
        this.config = config;
        this.models = models;
    }

    /** The binder of {@code type}, or {@link Unsupported}. */
    Binder<?> binder(Type type) {
        Binder<?> b = cache.get(type);
        if (b != null) {
            return b;
        }
        String reason = unsupported.get(type);
        if (reason != null) {
            throw new Unsupported(reason);
        }
        Map<Type, Binder<?>> local = new HashMap<>();
        try {
            b = build(type, local);
        } catch (Unsupported e) {
            unsupported.putIfAbsent(type, e.getMessage());
            throw e;
        } catch (RuntimeException e) {
            String why = "cannot bind " + type.getTypeName() + ": " + e;
            unsupported.putIfAbsent(type, why);
            throw new Unsupported(why);
        }
        for (Map.Entry<Type, Binder<?>> e : local.entrySet()) {
            cache.putIfAbsent(e.getKey(), e.getValue());
        }
        Binder<?> published = cache.putIfAbsent(type, b);
        return published != null ? published : b;
    }

    private Binder<?> lookup(Type type, Map<Type, Binder<?>> local) {
        Binder<?> b = cache.get(type);
        if (b == null) {
            b = local.get(type);
        }
        return b != null ? b : build(type, local);
    }

    private Binder<?> build(Type type, Map<Type, Binder<?>> local) {
        if (type instanceof Class<?> c) {
            return buildClass(c, local);
        }
        if (type instanceof ParameterizedType p) {
            return buildParameterized(p, local);
        }
        if (type instanceof GenericArrayType g) {
            Type component = g.getGenericComponentType();
            Class<?> raw = rawClass(component);
            return new ContainerBinders.ObjectArrayBinder(raw, lookup(component, local));
        }
        if (type instanceof WildcardType w) {
            Type[] upper = w.getUpperBounds();
            return lookup(upper.length > 0 ? upper[0] : Object.class, local);
        }
        if (type instanceof TypeVariable<?> v) {
            Type[] bounds = v.getBounds();
            return lookup(bounds.length > 0 ? bounds[0] : Object.class, local);
        }
        throw new Unsupported("unsupported type " + type.getTypeName());
    }

    private Binder<?> buildClass(Class<?> c, Map<Type, Binder<?>> local) {
        Binder<?> scalar = scalar(c);
        if (scalar != null) {
            return scalar;
        }
        if (c == byte[].class) {
            return new ContainerBinders.BytesBinder();
        }
        if (c.isArray()) {
            Class<?> component = c.getComponentType();
            if (component.isPrimitive()) {
                return new ContainerBinders.PrimitiveArrayBinder(component);
            }
            return new ContainerBinders.ObjectArrayBinder(component, lookup(component, local));
        }
        if (c.isEnum()) {
            EnumModel model = models.enumeration(c);
            if (model.unsupportedReason() != null) {
                throw new Unsupported(c.getName() + ": " + model.unsupportedReason());
            }
            return new TextBinders.EnumBinder(model);
        }
        if (c.getEnclosingClass() != null && c.getEnclosingClass().isEnum() && c.getSuperclass().isEnum()) {
            return lookup(c.getSuperclass(), local); // a constant with a body
        }
        if (Collection.class.isAssignableFrom(c) || Map.class.isAssignableFrom(c) || c == Optional.class
                || c == Iterable.class) {
            TypeVariable<?>[] vars = c.getTypeParameters();
            Type[] args = new Type[vars.length];
            for (int k = 0; k < args.length; k++) {
                args[k] = Map.class.isAssignableFrom(c) && k == 0 ? String.class : Object.class;
            }
            if (vars.length == 0) {
                throw new Unsupported("unsupported collection type " + c.getName());
            }
            return buildParameterized(new ResolvedParameterizedType(c, args, null), local);
        }
        return object(c, c, Map.of(), local);
    }

    private Binder<?> scalar(Class<?> c) {
        if (c == String.class || c == CharSequence.class) {
            return Scalars.STRING_BINDER;
        }
        if (c == int.class || c == Integer.class || c == long.class || c == Long.class || c == short.class
                || c == Short.class || c == byte.class || c == Byte.class) {
            return new Scalars.Integral(c);
        }
        if (c == double.class || c == Double.class || c == float.class || c == Float.class) {
            return new Scalars.Floating(c);
        }
        if (c == boolean.class || c == Boolean.class) {
            return new Scalars.Bool(c == boolean.class);
        }
        if (c == char.class || c == Character.class) {
            return new Scalars.Char(c == char.class);
        }
        if (c == BigDecimal.class) {
            return Scalars.BIG_DECIMAL;
        }
        if (c == BigInteger.class) {
            return Scalars.BIG_INTEGER;
        }
        if (c == Number.class) {
            return Scalars.NUMBER_BINDER;
        }
        if (c == Object.class) {
            return new Scalars.Natural();
        }
        if (c == UUID.class) {
            return TextBinders.UUID_BINDER;
        }
        if (c == JsonValue.class) {
            return ContainerBinders.TREE;
        }
        if (TextBinders.isTime(c)) {
            return TextBinders.time(c, null);
        }
        if (c == void.class || c == Void.class) {
            throw new Unsupported("cannot read into void");
        }
        return null;
    }

    private Binder<?> buildParameterized(ParameterizedType p, Map<Type, Binder<?>> local) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        if (raw == Optional.class) {
            return new ContainerBinders.OptionalBinder(lookup(args[0], local));
        }
        if (Collection.class.isAssignableFrom(raw) || raw == Iterable.class) {
            Supplier<Collection<Object>> factory = collectionFactory(raw);
            Type element = args.length == 1 ? args[0] : Object.class;
            return new ContainerBinders.CollectionBinder(factory, lookup(element, local), raw.getSimpleName());
        }
        if (Map.class.isAssignableFrom(raw)) {
            Supplier<Map<Object, Object>> factory = mapFactory(raw);
            Type key = args.length == 2 ? args[0] : String.class;
            Type value = args.length == 2 ? args[1] : Object.class;
            return new ContainerBinders.MapBinder(factory, keyParser(key), lookup(value, local), raw.getSimpleName());
        }
        Map<TypeVariable<?>, Type> vars = new HashMap<>();
        TypeVariable<?>[] params = raw.getTypeParameters();
        for (int k = 0; k < params.length && k < args.length; k++) {
            vars.put(params[k], args[k]);
        }
        return object(p, raw, vars, local);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Supplier<Collection<Object>> collectionFactory(Class<?> raw) {
        if (raw.isAssignableFrom(ArrayList.class)) {
            return ArrayList::new; // List, Collection, Iterable, AbstractList, ArrayList
        }
        if (raw.isAssignableFrom(LinkedHashSet.class) && !raw.isAssignableFrom(TreeSet.class)) {
            return raw == HashSet.class ? HashSet::new : LinkedHashSet::new;
        }
        if (raw.isAssignableFrom(TreeSet.class)) {
            return TreeSet::new; // SortedSet, NavigableSet, TreeSet
        }
        if (raw.isAssignableFrom(LinkedList.class)) {
            return LinkedList::new; // Queue, Deque, LinkedList
        }
        if (raw.isAssignableFrom(ArrayDeque.class)) {
            return ArrayDeque::new;
        }
        if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
            try {
                var ctor = raw.getConstructor();
                return () -> {
                    try {
                        return (Collection<Object>) ctor.newInstance();
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                };
            } catch (NoSuchMethodException e) {
                // fall through
            }
        }
        throw new Unsupported("unsupported collection type " + raw.getName());
    }

    @SuppressWarnings("unchecked")
    private static Supplier<Map<Object, Object>> mapFactory(Class<?> raw) {
        if (raw.isAssignableFrom(LinkedHashMap.class)) {
            return raw == HashMap.class ? HashMap::new : LinkedHashMap::new;
        }
        if (raw.isAssignableFrom(TreeMap.class)) {
            return TreeMap::new;
        }
        if (raw.isAssignableFrom(ConcurrentHashMap.class)) {
            return ConcurrentHashMap::new;
        }
        if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
            try {
                var ctor = raw.getConstructor();
                return () -> {
                    try {
                        return (Map<Object, Object>) ctor.newInstance();
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                };
            } catch (NoSuchMethodException e) {
                // fall through
            }
        }
        throw new Unsupported("unsupported map type " + raw.getName());
    }

    /** Null for String keys; otherwise how a key string becomes the key. */
    private Function<String, Object> keyParser(Type key) {
        if (key instanceof WildcardType w) {
            key = w.getUpperBounds().length > 0 ? w.getUpperBounds()[0] : Object.class;
        }
        if (key instanceof TypeVariable<?>) {
            key = Object.class;
        }
        if (!(key instanceof Class<?> c)) {
            throw new Unsupported("unsupported map key type " + key.getTypeName());
        }
        if (c == String.class || c == Object.class || c == CharSequence.class) {
            return null;
        }
        if (c == Integer.class || c == int.class) {
            return s -> Integer.parseInt(s.strip());
        }
        if (c == Long.class || c == long.class) {
            return s -> Long.parseLong(s.strip());
        }
        if (c == Short.class || c == short.class) {
            return s -> Short.parseShort(s.strip());
        }
        if (c == Byte.class || c == byte.class) {
            return s -> Byte.parseByte(s.strip());
        }
        if (c == Double.class || c == double.class) {
            return s -> Double.parseDouble(s.strip());
        }
        if (c == Float.class || c == float.class) {
            return s -> Float.parseFloat(s.strip());
        }
        if (c == Boolean.class || c == boolean.class) {
            return s -> switch (s) {
                case "true" -> Boolean.TRUE;
                case "false" -> Boolean.FALSE;
                default -> throw new IllegalArgumentException("not a boolean");
            };
        }
        if (c == Character.class || c == char.class) {
            return s -> {
                if (s.length() != 1) {
                    throw new IllegalArgumentException("not one character");
                }
                return s.charAt(0);
            };
        }
        if (c == BigInteger.class) {
            return s -> new BigInteger(s.strip());
        }
        if (c == BigDecimal.class) {
            return s -> new BigDecimal(s.strip());
        }
        if (c == UUID.class) {
            return s -> {
                if (s.length() != 36) {
                    throw new IllegalArgumentException("not a UUID");
                }
                return UUID.fromString(s);
            };
        }
        if (c.isEnum()) {
            EnumModel model = models.enumeration(c);
            if (model.unsupportedReason() != null) {
                throw new Unsupported(c.getName() + ": " + model.unsupportedReason());
            }
            return s -> {
                Object v = model.byName().get(s);
                if (v == null) {
                    throw new IllegalArgumentException("not one of the values");
                }
                return v;
            };
        }
        throw new Unsupported("unsupported map key type " + c.getName());
    }

    // ------------------------------------------------------------------ records, POJOs, unions

    private Binder<?> object(Type type, Class<?> raw, Map<TypeVariable<?>, Type> vars, Map<Type, Binder<?>> local) {
        if (raw.isPrimitive() || raw.isAnnotation()) {
            throw new Unsupported("unsupported type " + raw.getName());
        }
        UnionModel union = models.union(raw);
        if (union != null) {
            if (union.unsupportedReason() != null) {
                throw new Unsupported(raw.getName() + ": " + union.unsupportedReason());
            }
            UnionBinder binder = new UnionBinder(union);
            local.put(type, binder);
            List<String> names = new ArrayList<>();
            List<ObjectBinder> subs = new ArrayList<>();
            for (Map.Entry<String, Class<?>> e : union.subtypes().entrySet()) {
                Binder<?> sub = lookup(e.getValue(), local);
                if (!(sub instanceof ObjectBinder ob)) {
                    throw new Unsupported(raw.getName() + ": subtype " + e.getValue().getName()
                            + " is not a record or POJO");
                }
                names.add(e.getKey());
                subs.add(ob);
            }
            binder.init(names, subs.toArray(new ObjectBinder[0]));
            return binder;
        }
        if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            throw new Unsupported(raw.getName() + " is " + (raw.isInterface() ? "an interface" : "abstract")
                    + " and not a tagged union (no sealed subtypes or @JsonTypeInfo/@JsonSubTypes)");
        }
        if (raw.getName().startsWith("java.") || raw.getName().startsWith("javax.")) {
            throw new Unsupported("unsupported JDK type " + raw.getName());
        }
        ObjectModel model = models.object(raw);
        if (model.unsupportedReason() != null) {
            throw new Unsupported(raw.getName() + ": " + model.unsupportedReason());
        }
        if (model.readUnsupportedReason() != null) {
            throw new Unsupported(raw.getName() + ": " + model.readUnsupportedReason());
        }
        if (model.creator() == null || model.creator().handle() == null) {
            throw new Unsupported(raw.getName() + " has no usable constructor or creator");
        }
        ObjectBinder binder = new ObjectBinder(raw, model, config.unknownProperties());
        local.put(type, binder);
        List<Binder<?>> binders = new ArrayList<>();
        for (PropertyModel p : model.properties()) {
            Type t = resolve(p.type(), vars);
            Binder<?> b;
            if (p.format() != null && !p.format().isEmpty() && t instanceof Class<?> tc && TextBinders.isTime(tc)) {
                b = TextBinders.time(tc, p.format());
            } else if (p.setter() == null && p.creatorIndex() < 0) {
                b = null; // not read
            } else {
                b = lookup(t, local);
            }
            binders.add(b);
        }
        binder.init(model, binders);
        return binder;
    }

    /** Substitutes the type variables of a generic record or POJO with the arguments it was asked for. */
    static Type resolve(Type t, Map<TypeVariable<?>, Type> vars) {
        if (vars.isEmpty()) {
            return t;
        }
        if (t instanceof TypeVariable<?> v) {
            Type r = vars.get(v);
            return r != null ? r : t;
        }
        if (t instanceof ParameterizedType p) {
            Type[] args = p.getActualTypeArguments().clone();
            boolean changed = false;
            for (int k = 0; k < args.length; k++) {
                Type a = resolve(args[k], vars);
                changed |= a != args[k];
                args[k] = a;
            }
            return changed ? new ResolvedParameterizedType((Class<?>) p.getRawType(), args, p.getOwnerType()) : p;
        }
        if (t instanceof GenericArrayType g) {
            Type c = resolve(g.getGenericComponentType(), vars);
            if (c instanceof Class<?> cc) {
                return Array.newInstance(cc, 0).getClass();
            }
            return c == g.getGenericComponentType() ? g : (GenericArrayType) () -> c;
        }
        if (t instanceof WildcardType w && w.getUpperBounds().length > 0) {
            return resolve(w.getUpperBounds()[0], vars);
        }
        return t;
    }

    static Class<?> rawClass(Type t) {
        if (t instanceof Class<?> c) {
            return c;
        }
        if (t instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        if (t instanceof GenericArrayType g) {
            return Array.newInstance(rawClass(g.getGenericComponentType()), 0).getClass();
        }
        if (t instanceof WildcardType w && w.getUpperBounds().length > 0) {
            return rawClass(w.getUpperBounds()[0]);
        }
        if (t instanceof TypeVariable<?> v && v.getBounds().length > 0) {
            return rawClass(v.getBounds()[0]);
        }
        return Object.class;
    }

    /** A ParameterizedType equal to (and hashing like) the JDK's own, for cache keys. */
    record ResolvedParameterizedType(Class<?> raw, Type[] args, Type owner) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && Objects.equals(owner, p.getOwnerType())
                    && Objects.equals(raw, p.getRawType()) && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
        }

        @Override
        public String getTypeName() {
            StringJoiner j = new StringJoiner(", ", raw.getName() + "<", ">");
            for (Type a : args) {
                j.add(a.getTypeName());
            }
            return j.toString();
        }

        @Override
        public String toString() {
            return getTypeName();
        }
    }
}
