package dev.simdjson.internal.bind;

import dev.simdjson.internal.bind.model.EnumModel;
import dev.simdjson.internal.bind.model.TypeModels;

import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.UUID;
import java.util.function.Function;

/** How a JSON object key becomes a map key of the declared key type. */
final class MapKeyParsers {

    private MapKeyParsers() {
    }

    /** Null for String keys; otherwise how a key string becomes the key. */
    static Function<String, Object> keyParser(Type key, TypeModels models) {
        if (key instanceof WildcardType w) {
            key = w.getUpperBounds().length > 0 ? w.getUpperBounds()[0] : Object.class;
        }
        if (key instanceof TypeVariable<?>) {
            key = Object.class;
        }
        if (!(key instanceof Class<?> c)) {
            throw new BinderFactory.Unsupported("unsupported map key type " + key.getTypeName());
        }
        if (c == String.class || c == Object.class || c == CharSequence.class) {
            return null;
        }
        if (c == Integer.class || c == int.class) {
            return s -> Integer.parseInt(s);
        }
        if (c == Long.class || c == long.class) {
            return s -> Long.parseLong(s);
        }
        if (c == Short.class || c == short.class) {
            return s -> Short.parseShort(s);
        }
        if (c == Byte.class || c == byte.class) {
            return s -> Byte.parseByte(s);
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
            return s -> new BigInteger(s);
        }
        if (c == BigDecimal.class) {
            return s -> new BigDecimal(s);
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
                throw new BinderFactory.Unsupported(c.getName() + ": " + model.unsupportedReason());
            }
            return s -> {
                Object v = model.byName().get(s);
                if (v == null) {
                    throw new IllegalArgumentException("not one of the values");
                }
                return v;
            };
        }
        throw new BinderFactory.Unsupported("unsupported map key type " + c.getName());
    }
}
