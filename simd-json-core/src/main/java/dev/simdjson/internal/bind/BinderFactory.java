package dev.simdjson.internal.bind;

import dev.simdjson.JavaTypes;
import dev.simdjson.MapperConfig;
import dev.simdjson.internal.bind.model.EnumModel;
import dev.simdjson.internal.bind.model.TypeModels;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
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

    final MapperConfig config;
    final TypeModels models;
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

    /** The binder of {@code type}, from the cache, from this build ({@code local}), or built now. */
    Binder<?> lookup(Type type, Map<Type, Binder<?>> local) {
        Binder<?> b = cache.get(type);
        if (b == null) {
            b = local.get(type);
        }
        return b != null ? b : build(type, local);
    }

    private Binder<?> build(Type type, Map<Type, Binder<?>> local) {
        Class<?> rawClass = type instanceof Class<?> c ? c
                : type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : null;
        String vetoed = rawClass == null ? null : config.classVeto().readRefusal(rawClass);
        if (vetoed != null) {
            throw new Unsupported(vetoed);
        }
        if (type instanceof Class<?> c) {
            return buildClass(c, local);
        }
        if (type instanceof ParameterizedType p) {
            return buildParameterized(p, local);
        }
        if (type instanceof GenericArrayType g) {
            Type component = g.getGenericComponentType();
            Class<?> raw = GenericTypes.rawClass(component);
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
        Binder<?> scalar = ScalarBinders.forClass(c);
        if (scalar != null) {
            return scalar;
        }
        if (c == byte[].class) {
            return new ContainerBinders.BytesBinder();
        }
        if (c.isArray()) {
            Class<?> component = c.getComponentType();
            if (component.isPrimitive()) {
                return new PrimitiveArrayBinder(component);
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
            return buildParameterized(JavaTypes.parameterized(c, args), local);
        }
        return ObjectBinders.build(this, c, c, Map.of(), local);
    }

    private Binder<?> buildParameterized(ParameterizedType p, Map<Type, Binder<?>> local) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        if (raw == Optional.class) {
            return new ContainerBinders.OptionalBinder(lookup(args[0], local));
        }
        if (Collection.class.isAssignableFrom(raw) || raw == Iterable.class) {
            Supplier<Collection<Object>> factory = ContainerFactories.collectionFactory(raw);
            Type element = args.length == 1 ? args[0] : Object.class;
            return new ContainerBinders.CollectionBinder(factory, lookup(element, local), raw.getSimpleName());
        }
        if (Map.class.isAssignableFrom(raw)) {
            Type key = args.length == 2 ? args[0] : String.class;
            Supplier<Map<Object, Object>> factory = ContainerFactories.mapFactory(raw, GenericTypes.rawClass(key));
            Type value = args.length == 2 ? args[1] : Object.class;
            return new ContainerBinders.MapBinder(factory, MapKeyParsers.keyParser(key, models), lookup(value, local), raw.getSimpleName());
        }
        Map<TypeVariable<?>, Type> vars = new HashMap<>();
        TypeVariable<?>[] params = raw.getTypeParameters();
        for (int k = 0; k < params.length && k < args.length; k++) {
            vars.put(params[k], args[k]);
        }
        return ObjectBinders.build(this, p, raw, vars, local);
    }
}
