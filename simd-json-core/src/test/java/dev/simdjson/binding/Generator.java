package dev.simdjson.binding;

import dev.simdjson.binding.model.Types;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Seeded random instances of a {@link Type}: records (through their canonical constructor, type variables
 * resolved), the {@link TestTypes.Account} POJO, sealed interfaces (a random permitted record), enums, primitives
 * and boxes, strings (with quotes, backslashes, control characters, non-ASCII and surrogate pairs), BigDecimal,
 * BigInteger, UUID, java.time values, arrays, List/Set/Collection, Map with String, enum or number keys, Optional.
 *
 * <p>Record fields of reference type are null now and then (never an Optional, which Jackson writes as null and
 * reads back as empty); elements of collections and maps are never null. Floating-point values are finite.
 */
final class Generator {

    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_./:";
    private static final String[] SPECIAL = {
            "\"", "\\", "\n", "\t", "\r", "\b", "\f", "\u0000", "\u001f", "\u007f", "é", "ß", "€", "中文", "\u2028",
            "😀", "</script>", "'"};

    private final SplittableRandom random;
    private int depth;

    Generator(long seed) {
        random = new SplittableRandom(seed);
    }

    Object next(Type type) {
        return value(type, Map.of(), false);
    }

    private Object value(Type type, Map<TypeVariable<?>, Type> bindings, boolean nullable) {
        if (type instanceof TypeVariable<?> variable) {
            Type bound = bindings.get(variable);
            if (bound == null) {
                throw new IllegalArgumentException("unbound type variable " + variable);
            }
            return value(bound, bindings, nullable);
        }
        if (type instanceof GenericArrayType array) {
            Type component = array.getGenericComponentType();
            int n = size();
            Object result = Array.newInstance(raw(component, bindings), n);
            for (int i = 0; i < n; i++) {
                Array.set(result, i, value(component, bindings, false));
            }
            return result;
        }
        Class<?> raw = raw(type, bindings);
        Type[] arguments = type instanceof ParameterizedType p ? p.getActualTypeArguments() : new Type[0];
        if (raw.isPrimitive()) {
            return primitive(raw);
        }
        if (raw == Optional.class) {
            return random.nextInt(3) == 0 ? Optional.empty() : Optional.of(value(arguments[0], bindings, false));
        }
        if (nullable && random.nextInt(8) == 0) {
            return null;
        }
        if (raw == Boolean.class || raw == Byte.class || raw == Short.class || raw == Integer.class
                || raw == Long.class || raw == Float.class || raw == Double.class) {
            return primitive(unbox(raw));
        }
        if (raw == String.class) {
            return string();
        }
        if (raw == BigDecimal.class) {
            return BigDecimal.valueOf(random.nextLong() >> random.nextInt(64), random.nextInt(-4, 12));
        }
        if (raw == BigInteger.class) {
            return new BigInteger(random.nextInt(1, 130), new Random(random.nextLong()))
                    .multiply(BigInteger.valueOf(random.nextBoolean() ? 1 : -1));
        }
        if (raw == UUID.class) {
            return new UUID(random.nextLong(), random.nextLong());
        }
        if (raw == Instant.class) {
            return Instant.ofEpochSecond(random.nextLong(-5_000_000_000L, 5_000_000_000L), nanos());
        }
        if (raw == LocalDate.class) {
            return LocalDate.ofEpochDay(random.nextLong(-200_000, 200_000));
        }
        if (raw == LocalDateTime.class) {
            return LocalDateTime.ofEpochSecond(random.nextLong(-5_000_000_000L, 5_000_000_000L), nanos(), ZoneOffset.UTC);
        }
        if (raw == OffsetDateTime.class) {
            // UTC only: Jackson adjusts other offsets to the context time zone (UTC) when reading.
            return OffsetDateTime.of(LocalDateTime.ofEpochSecond(random.nextLong(0, 4_000_000_000L), nanos(),
                    ZoneOffset.UTC), ZoneOffset.UTC);
        }
        if (raw == Duration.class) {
            return Duration.ofSeconds(random.nextLong(-1_000_000, 1_000_000), nanos());
        }
        if (raw == byte[].class) {
            byte[] bytes = new byte[random.nextInt(0, 40)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) random.nextInt(256);
            }
            return bytes;
        }
        if (raw.isArray()) {
            int n = size();
            Object result = Array.newInstance(raw.getComponentType(), n);
            for (int i = 0; i < n; i++) {
                Array.set(result, i, value(raw.getComponentType(), bindings, false));
            }
            return result;
        }
        if (raw.isEnum()) {
            Object[] constants = raw.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        if (raw == List.class || raw == Collection.class) {
            List<Object> list = new ArrayList<>();
            for (int n = size(); n > 0; n--) {
                list.add(value(arguments[0], bindings, false));
            }
            return list;
        }
        if (raw == Set.class) {
            Set<Object> set = new LinkedHashSet<>();
            for (int n = size(); n > 0; n--) {
                set.add(value(arguments[0], bindings, false));
            }
            return set;
        }
        if (raw == Map.class) {
            Map<Object, Object> map = new LinkedHashMap<>();
            for (int n = size(); n > 0; n--) {
                map.put(value(arguments[0], bindings, false), value(arguments[1], bindings, false));
            }
            return map;
        }
        if (raw == TestTypes.Account.class) {
            TestTypes.Account account = new TestTypes.Account();
            account.setId(random.nextLong());
            account.setOwner((String) value(String.class, bindings, true));
            account.setBalance((BigDecimal) value(BigDecimal.class, bindings, true));
            account.setEnabled(random.nextBoolean());
            @SuppressWarnings("unchecked")
            List<String> aliases = (List<String>) value(Types.listOf(String.class), bindings, true);
            account.setAliases(aliases);
            return account;
        }
        if (raw.isSealed()) {
            Class<?>[] permitted = raw.getPermittedSubclasses();
            return value(permitted[random.nextInt(permitted.length)], bindings, false);
        }
        if (raw.isRecord()) {
            return record(raw, arguments, bindings);
        }
        throw new IllegalArgumentException("no generator for " + type);
    }

    private Object record(Class<?> raw, Type[] arguments, Map<TypeVariable<?>, Type> outer) {
        Map<TypeVariable<?>, Type> bindings = new HashMap<>(outer);
        TypeVariable<?>[] variables = raw.getTypeParameters();
        for (int i = 0; i < variables.length && i < arguments.length; i++) {
            bindings.put(variables[i], arguments[i]);
        }
        RecordComponent[] components = raw.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        depth++;
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = value(components[i].getGenericType(), bindings, true);
            }
            Constructor<?> constructor = raw.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + raw, e);
        } finally {
            depth--;
        }
    }

    private Class<?> raw(Type type, Map<TypeVariable<?>, Type> bindings) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        if (type instanceof TypeVariable<?> v) {
            return raw(bindings.get(v), bindings);
        }
        if (type instanceof GenericArrayType a) {
            return raw(a.getGenericComponentType(), bindings).arrayType();
        }
        throw new IllegalArgumentException("unsupported type " + type);
    }

    private static Class<?> unbox(Class<?> box) {
        return box == Boolean.class ? boolean.class : box == Byte.class ? byte.class : box == Short.class ? short.class
                : box == Integer.class ? int.class : box == Long.class ? long.class : box == Float.class ? float.class
                : double.class;
    }

    private Object primitive(Class<?> type) {
        int edge = random.nextInt(6);
        if (type == boolean.class) {
            return random.nextBoolean();
        }
        if (type == byte.class) {
            return (byte) random.nextInt(256);
        }
        if (type == short.class) {
            return (short) random.nextInt(65536);
        }
        if (type == int.class) {
            return edge == 0 ? (random.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE)
                    : random.nextInt() >> random.nextInt(32);
        }
        if (type == long.class) {
            return edge == 0 ? (random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE)
                    : random.nextLong() >> random.nextInt(64);
        }
        if (type == float.class) {
            return switch (edge) {
                case 0 -> random.nextBoolean() ? Float.MIN_VALUE : Float.MAX_VALUE;
                case 1 -> random.nextBoolean() ? 0f : -0f;
                case 2 -> (float) random.nextInt(-1000, 1000);
                default -> (float) ((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-10, 12)));
            };
        }
        return switch (edge) {
            case 0 -> random.nextBoolean() ? Double.MIN_VALUE : Double.MAX_VALUE;
            case 1 -> random.nextBoolean() ? 0.0 : -0.0;
            case 2 -> (double) random.nextLong(-1_000_000, 1_000_000);
            case 3 -> Double.longBitsToDouble(random.nextLong() & 0x7fef_ffff_ffff_ffffL) * (random.nextBoolean() ? 1 : -1);
            default -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-30, 30));
        };
    }

    private String string() {
        StringBuilder s = new StringBuilder();
        for (int n = random.nextInt(0, 24); n > 0; n--) {
            if (random.nextInt(6) == 0) {
                s.append(SPECIAL[random.nextInt(SPECIAL.length)]);
            } else {
                s.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
        }
        return s.toString();
    }

    private int nanos() {
        return switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1000) * 1_000_000;
            default -> random.nextInt(1_000_000_000);
        };
    }

    private int size() {
        return depth > 3 ? random.nextInt(0, 2) : random.nextInt(0, 5);
    }
}
