package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** Writers of map keys: String, enum, number, Boolean, Character and UUID keys, cached per key class. */
final class MapKeyWriters {

    private final EncoderFactory factory;
    private final ConcurrentHashMap<Class<?>, ContainerEncoders.KeyWriter> keyWriters = new ConcurrentHashMap<>();

    MapKeyWriters(EncoderFactory factory) {
        this.factory = factory;
    }

    /** How keys of the declared type {@code keyType} are written. */
    ContainerEncoders.KeyWriter keyWriter(Type keyType) {
        Class<?> raw = EncoderFactory.rawClass(keyType);
        if (raw == String.class) {
            return (k, out) -> out.writeString((String) k);
        }
        if (raw == null || raw == Object.class || raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            return runtimeKeys();
        }
        return keyWriterForClass(raw);
    }

    /** Keys written by their runtime class. */
    ContainerEncoders.KeyWriter runtimeKeys() {
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
            Encoder<Object> names = factory.forType(enumType);
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
    static String keyReason(Type keyType) {
        Class<?> raw = EncoderFactory.rawClass(keyType);
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
}
