package dev.simdjson.internal.write;

import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;
import dev.simdjson.internal.bind.model.TypeModels;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Why values of a declared type cannot be written (canWrite), looking through containers and properties. */
final class Writability {

    private Writability() {
    }

    /** Null when values declared as {@code type} can be written; otherwise the reason. */
    static String reason(EncoderFactory factory, TypeModels models, Type type, Set<Type> seen) {
        if (!seen.add(type)) {
            return null;
        }
        Encoder<Object> e;
        try {
            e = factory.forType(type);
        } catch (RuntimeException ex) {
            return "cannot build an encoder for " + type.getTypeName() + ": " + ex;
        }
        if (e instanceof UnsupportedEncoder u) {
            return u.reason();
        }
        switch (type) {
            case ParameterizedType p -> {
                Class<?> raw = (Class<?>) p.getRawType();
                Type[] args = p.getActualTypeArguments();
                if (Map.class.isAssignableFrom(raw) && args.length == 2) {
                    String k = MapKeyWriters.keyReason(args[0]);
                    return k != null ? k : reason(factory, models, args[1], seen);
                }
                if ((raw == Optional.class || Iterable.class.isAssignableFrom(raw)) && args.length == 1) {
                    return reason(factory, models, args[0], seen);
                }
                return reason(factory, models, raw, seen);
            }
            case GenericArrayType g -> {
                return reason(factory, models, g.getGenericComponentType(), seen);
            }
            case WildcardType w -> {
                return reason(factory, models, w.getUpperBounds()[0], seen);
            }
            case TypeVariable<?> v -> {
                return reason(factory, models, v.getBounds()[0], seen);
            }
            case Class<?> c -> {
                if (c.isArray()) {
                    return reason(factory, models, c.getComponentType(), seen);
                }
                if (e instanceof ObjectEncoder) {
                    ObjectModel model = models.object(c);
                    for (PropertyModel p : model.properties()) {
                        if (p.getter() != null && p.format() == null) {
                            String r = reason(factory, models, p.type(), seen);
                            if (r != null) {
                                return "property '" + p.name() + "' of " + c.getName() + ": " + r;
                            }
                        }
                    }
                }
                if (e instanceof RuntimeClassEncoder && c.isSealed()) {
                    for (Class<?> sub : c.getPermittedSubclasses()) {
                        String r = reason(factory, models, sub, seen);
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
