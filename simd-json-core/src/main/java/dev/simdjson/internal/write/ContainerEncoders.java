package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import dev.simdjson.Inclusion;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.RandomAccess;

/** Encoders for arrays, collections, maps and optionals. */
final class ContainerEncoders {

    private ContainerEncoders() {
    }

    /** {@code Collection<E>} as an array; {@code null} elements as {@code null}. */
    record CollectionEncoder(Encoder<Object> element) implements Encoder<Object> {
        @Override
        public void write(Object value, JsonOutput out) {
            out.enter(value);
            out.writeByte((byte) '[');
            if (value instanceof List<?> list && value instanceof RandomAccess) {
                for (int i = 0, n = list.size(); i < n; i++) {
                    if (i > 0) {
                        out.writeByte((byte) ',');
                    }
                    writeElement(list.get(i), out);
                }
            } else {
                boolean first = true;
                for (Object e : (Iterable<?>) value) {
                    if (!first) {
                        out.writeByte((byte) ',');
                    }
                    first = false;
                    writeElement(e, out);
                }
            }
            out.writeByte((byte) ']');
            out.exit();
        }

        private void writeElement(Object e, JsonOutput out) {
            if (e == null) {
                out.writeNull();
            } else {
                element.write(e, out);
            }
        }
    }

    /** {@code T[]} (reference component type). */
    record ObjectArrayEncoder(Encoder<Object> element) implements Encoder<Object> {
        @Override
        public void write(Object value, JsonOutput out) {
            Object[] a = (Object[]) value;
            out.enter(value);
            out.writeByte((byte) '[');
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    out.writeByte((byte) ',');
                }
                Object e = a[i];
                if (e == null) {
                    out.writeNull();
                } else {
                    element.write(e, out);
                }
            }
            out.writeByte((byte) ']');
            out.exit();
        }
    }

    /** Writes a map key as a JSON string. */
    interface KeyWriter {
        void writeKey(Object key, JsonOutput out);
    }

    /**
     * {@code Map<K, V>} as an object, entries in the map's iteration order; {@code null} values as {@code null}, and
     * entries whose value {@code content} inclusion excludes left out (Jackson's content inclusion).
     */
    record MapEncoder(KeyWriter keys, Encoder<Object> values, Inclusion content, boolean objectValues)
            implements Encoder<Object> {
        @Override
        public void write(Object value, JsonOutput out) {
            out.enter(value);
            out.writeByte((byte) '{');
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (content != Inclusion.ALWAYS && !included(e.getValue())) {
                    continue;
                }
                if (!first) {
                    out.writeByte((byte) ',');
                }
                first = false;
                Object k = e.getKey();
                if (k == null) {
                    throw new JsonWriteException("Null key for a Map not allowed in JSON");
                }
                keys.writeKey(k, out);
                out.writeByte((byte) ':');
                Object v = e.getValue();
                if (v == null) {
                    out.writeNull();
                } else {
                    values.write(v, out);
                }
            }
            out.writeByte((byte) '}');
            out.exit();
        }

        /**
         * {@code NON_DEFAULT} leaves out the default of the declared value type, as Jackson's map serializer does:
         * for {@code Object} values that is only {@code null}; for typed values also empty values and 0/false.
         */
        private boolean included(Object v) {
            if (content == Inclusion.NON_DEFAULT && !objectValues) {
                return ObjectEncoder.included(Inclusion.NON_DEFAULT, v, content);
            }
            return includedEntry(content, v, 0);
        }
    }

    /** {@code Optional<T>}: the content, or {@code null} when empty (Jackson 3's built-in JDK 8 support). */
    record OptionalEncoder(Encoder<Object> content) implements Encoder<Object> {
        @Override
        public void write(Object value, JsonOutput out) {
            Optional<?> o = (Optional<?>) value;
            if (o.isPresent()) {
                content.write(o.get(), out);
            } else {
                out.writeNull();
            }
        }
    }

    static final Encoder<Object> OPTIONAL_INT = (v, out) -> {
        OptionalInt o = (OptionalInt) v;
        if (o.isPresent()) {
            out.writeLong(o.getAsInt());
        } else {
            out.writeNull();
        }
    };

    static final Encoder<Object> OPTIONAL_LONG = (v, out) -> {
        OptionalLong o = (OptionalLong) v;
        if (o.isPresent()) {
            out.writeLong(o.getAsLong());
        } else {
            out.writeNull();
        }
    };

    static final Encoder<Object> OPTIONAL_DOUBLE = (v, out) -> {
        OptionalDouble o = (OptionalDouble) v;
        if (o.isPresent()) {
            out.writeDouble(o.getAsDouble());
        } else {
            out.writeNull();
        }
    };

    // ---- primitive arrays (byte[] and char[] are strings, see ScalarEncoders) ----

    static final Encoder<Object> INT_ARRAY = (v, out) -> {
        int[] a = (int[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeLong(a[i]);
        }
        out.writeByte((byte) ']');
    };

    static final Encoder<Object> LONG_ARRAY = (v, out) -> {
        long[] a = (long[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeLong(a[i]);
        }
        out.writeByte((byte) ']');
    };

    static final Encoder<Object> SHORT_ARRAY = (v, out) -> {
        short[] a = (short[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeLong(a[i]);
        }
        out.writeByte((byte) ']');
    };

    static final Encoder<Object> DOUBLE_ARRAY = (v, out) -> {
        double[] a = (double[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeDouble(a[i]);
        }
        out.writeByte((byte) ']');
    };

    static final Encoder<Object> FLOAT_ARRAY = (v, out) -> {
        float[] a = (float[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeFloat(a[i]);
        }
        out.writeByte((byte) ']');
    };

    static final Encoder<Object> BOOLEAN_ARRAY = (v, out) -> {
        boolean[] a = (boolean[]) v;
        out.writeByte((byte) '[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                out.writeByte((byte) ',');
            }
            out.writeBoolean(a[i]);
        }
        out.writeByte((byte) ']');
    };

    /** Iterables that are not collections: an array, as Jackson. */
    static Encoder<Object> iterable(Encoder<Object> element) {
        return new CollectionEncoder(element);
    }

    static boolean isEmptyContainer(Object v) {
        if (v instanceof CharSequence s) {
            return s.isEmpty();
        }
        if (v instanceof Collection<?> c) {
            return c.isEmpty();
        }
        if (v instanceof Map<?, ?> m) {
            return m.isEmpty();
        }
        if (v.getClass().isArray()) {
            return java.lang.reflect.Array.getLength(v) == 0;
        }
        return false;
    }

    /**
     * Whether a map entry with value {@code v} is written under {@code content} inclusion, as Jackson's map
     * serializer decides: {@code NON_ABSENT} and {@code NON_DEFAULT} leave out only nulls there; {@code NON_EMPTY}
     * also leaves out empty values, a map counting as empty when none of its own entries would be written.
     */
    static boolean includedEntry(Inclusion content, Object v, int depth) {
        return switch (content) {
            case ALWAYS -> true;
            case NON_NULL, NON_ABSENT, NON_DEFAULT -> v != null;
            case NON_EMPTY -> v != null && !isAbsent(v)
                    && !(v instanceof Map<?, ?> m ? noEntryWritten(m, content, depth + 1) : isEmptyContainer(v));
        };
    }

    /** Whether none of {@code m}'s entries is written under {@code content} inclusion (Jackson's map emptiness). */
    static boolean noEntryWritten(Map<?, ?> m, Inclusion content, int depth) {
        if (content == Inclusion.ALWAYS || depth > 256) {
            return m.isEmpty(); // beyond that depth (a map inside itself) the plain answer
        }
        for (Object v : m.values()) {
            if (includedEntry(content, v, depth)) {
                return false;
            }
        }
        return true;
    }

    static boolean isAbsent(Object v) {
        return v instanceof Optional<?> o && o.isEmpty()
                || v instanceof OptionalInt oi && oi.isEmpty()
                || v instanceof OptionalLong ol && ol.isEmpty()
                || v instanceof OptionalDouble od && od.isEmpty();
    }

}
