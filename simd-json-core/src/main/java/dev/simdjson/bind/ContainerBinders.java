package dev.simdjson.bind;

import dev.simdjson.JsonParseException;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import static dev.simdjson.bind.JsonReader.ARRAY;
import static dev.simdjson.bind.JsonReader.NULL;
import static dev.simdjson.bind.JsonReader.OBJECT;
import static dev.simdjson.bind.JsonReader.STRING;

/** Collections, maps, arrays (object and primitive), Optional and the DOM. */
final class ContainerBinders {

    private ContainerBinders() {
    }

    /** Wraps an unexpected exception from user code or a conversion into a bind error at {@code at}. */
    static BindError wrap(RuntimeException e, int at) {
        if (e instanceof BindError b) {
            return b;
        }
        if (e instanceof JsonParseException p) {
            throw p;
        }
        String m = e.getMessage();
        return new BindError(e.getClass().getSimpleName() + (m != null ? ": " + Scalars.abbreviate(m) : ""), at);
    }

    static final class CollectionBinder implements Binder<Object> {
        private final Supplier<Collection<Object>> factory;
        private final Binder<?> element;
        private final String target;

        CollectionBinder(Supplier<Collection<Object>> factory, Binder<?> element, String target) {
            this.factory = factory;
            this.element = element;
            this.target = target;
        }

        @Override
        public Object read(JsonReader r) {
            if (!r.nextIs(ARRAY, target)) {
                return null;
            }
            Collection<Object> out = factory.get();
            r.beginArray();
            int n = 0;
            while (r.hasNext()) {
                int at = r.offset();
                try {
                    out.add(element.read(r));
                } catch (RuntimeException e) {
                    throw wrap(e, at).withinIndex(n);
                }
                n++;
            }
            return out;
        }
    }

    /** Arrays of references: the elements are gathered in a list, then copied into an array of the exact size. */
    static final class ObjectArrayBinder implements Binder<Object> {
        private final Class<?> component;
        private final Binder<?> element;
        private final String target;

        ObjectArrayBinder(Class<?> component, Binder<?> element) {
            this.component = component;
            this.element = element;
            this.target = component.getSimpleName() + "[]";
        }

        @Override
        public Object read(JsonReader r) {
            if (!r.nextIs(ARRAY, target)) {
                return null;
            }
            ArrayList<Object> out = new ArrayList<>();
            r.beginArray();
            int n = 0;
            while (r.hasNext()) {
                int at = r.offset();
                try {
                    out.add(element.read(r));
                } catch (RuntimeException e) {
                    throw wrap(e, at).withinIndex(n);
                }
                n++;
            }
            return out.toArray((Object[]) Array.newInstance(component, out.size()));
        }
    }

    /** int[], long[], short[], byte[] (from an array), double[], float[], boolean[], char[]. */
    static final class PrimitiveArrayBinder implements Binder<Object> {
        private final Class<?> component;
        private final String target;

        PrimitiveArrayBinder(Class<?> component) {
            this.component = component;
            this.target = component.getName();
        }

        @Override
        public Object read(JsonReader r) {
            int kind = r.peek();
            if (kind != ARRAY) {
                if (kind == NULL) {
                    r.readLiteral();
                    return null;
                }
                if (kind == STRING && component == char.class) {
                    return r.readString().toCharArray();
                }
                throw Scalars.wrongToken(r, kind, target + "[]");
            }
            r.beginArray();
            int n = 0;
            if (component == float.class) {
                float[] a = r.floatScratch;
                while (r.hasNext()) {
                    int k = element(r, n);
                    if (n == a.length) {
                        a = Arrays.copyOf(a, n * 2);
                        if (a.length <= JsonReader.MAX_SCRATCH) {
                            r.floatScratch = a;
                        }
                    }
                    try {
                        a[n] = Scalars.toFloat(r, k, "float");
                    } catch (BindError e) {
                        throw e.withinIndex(n);
                    }
                    n++;
                }
                return Arrays.copyOf(a, n);
            }
            if (component == double.class) {
                double[] a = r.doubleScratch;
                while (r.hasNext()) {
                    int k = element(r, n);
                    if (n == a.length) {
                        a = Arrays.copyOf(a, n * 2);
                        if (a.length <= JsonReader.MAX_SCRATCH) {
                            r.doubleScratch = a;
                        }
                    }
                    try {
                        a[n] = Scalars.floating(r, k, "double");
                    } catch (BindError e) {
                        throw e.withinIndex(n);
                    }
                    n++;
                }
                return Arrays.copyOf(a, n);
            }
            if (component == boolean.class) {
                boolean[] a = new boolean[16];
                while (r.hasNext()) {
                    int k = element(r, n);
                    if (n == a.length) {
                        a = Arrays.copyOf(a, n * 2);
                    }
                    try {
                        a[n] = Scalars.bool(r, k, true);
                    } catch (BindError e) {
                        throw e.withinIndex(n);
                    }
                    n++;
                }
                return Arrays.copyOf(a, n);
            }
            long min;
            long max;
            if (component == int.class) {
                min = Integer.MIN_VALUE;
                max = Integer.MAX_VALUE;
            } else if (component == long.class) {
                min = Long.MIN_VALUE;
                max = Long.MAX_VALUE;
            } else if (component == short.class) {
                min = Short.MIN_VALUE;
                max = Short.MAX_VALUE;
            } else if (component == char.class) {
                min = 0;
                max = Character.MAX_VALUE;
            } else {
                min = Byte.MIN_VALUE;
                max = 255;
            }
            long[] a = r.longScratch;
            while (r.hasNext()) {
                int k = element(r, n);
                if (n == a.length) {
                    a = Arrays.copyOf(a, n * 2);
                    if (a.length <= JsonReader.MAX_SCRATCH) {
                        r.longScratch = a;
                    }
                }
                try {
                    if (component == char.class && k == STRING) {
                        int at = r.offset();
                        String s = r.readString();
                        if (s.length() != 1) {
                            throw r.mismatch(at, "cannot read \"" + Scalars.abbreviate(s) + "\" as char");
                        }
                        a[n] = s.charAt(0);
                    } else {
                        a[n] = Scalars.integral(r, k, min, max, target);
                    }
                } catch (BindError e) {
                    throw e.withinIndex(n);
                }
                n++;
            }
            if (component == long.class) {
                return Arrays.copyOf(a, n);
            }
            if (component == int.class) {
                int[] out = new int[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (int) a[j];
                }
                return out;
            }
            if (component == short.class) {
                short[] out = new short[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (short) a[j];
                }
                return out;
            }
            if (component == char.class) {
                char[] out = new char[n];
                for (int j = 0; j < n; j++) {
                    out[j] = (char) a[j];
                }
                return out;
            }
            byte[] out = new byte[n];
            for (int j = 0; j < n; j++) {
                out[j] = (byte) a[j];
            }
            return out;
        }

        /** The kind of the element at the cursor; null is refused in a primitive array. */
        private int element(JsonReader r, int n) {
            int k = r.peek();
            if (k == NULL) {
                throw r.mismatch(r.offset(), "null is not allowed in " + target + "[]").withinIndex(n);
            }
            return k;
        }
    }

    /** byte[]: base64 text, or an array of numbers. */
    static final class BytesBinder implements Binder<Object> {
        private final PrimitiveArrayBinder array = new PrimitiveArrayBinder(byte.class);

        @Override
        public Object read(JsonReader r) {
            return r.peek() == ARRAY ? array.read(r) : TextBinders.BASE64.read(r);
        }
    }

    static final class MapBinder implements Binder<Object> {
        private final Supplier<Map<Object, Object>> factory;
        /** Null for String keys. */
        private final Function<String, Object> keys;
        private final Binder<?> value;
        private final String target;

        MapBinder(Supplier<Map<Object, Object>> factory, Function<String, Object> keys, Binder<?> value, String target) {
            this.factory = factory;
            this.keys = keys;
            this.value = value;
            this.target = target;
        }

        @Override
        public Object read(JsonReader r) {
            if (!r.nextIs(OBJECT, target)) {
                return null;
            }
            Map<Object, Object> out = factory.get();
            r.beginObject();
            while (r.nextField()) {
                String name = r.keyString();
                Object key = name;
                if (keys != null) {
                    try {
                        key = keys.apply(name);
                    } catch (RuntimeException e) {
                        throw new BindError("cannot read the key \"" + Scalars.abbreviate(name) + "\" of " + target
                                + " (" + e.getClass().getSimpleName() + ")", r.keyAt).withinField(name);
                    }
                }
                int at = r.offset();
                try {
                    out.put(key, value.read(r));
                } catch (RuntimeException e) {
                    throw wrap(e, at).withinField(name);
                }
            }
            return out;
        }
    }

    static final class OptionalBinder implements Binder<Optional<?>> {
        private final Binder<?> element;

        OptionalBinder(Binder<?> element) {
            this.element = element;
        }

        @Override
        public Optional<?> read(JsonReader r) {
            if (r.tryNull()) {
                return Optional.empty();
            }
            return Optional.ofNullable(element.read(r));
        }

        @Override
        public Optional<?> absent(JsonReader r, int objectAt, String name) {
            return Optional.empty();
        }
    }

    /** The DOM type as a field: the raw subtree, built from the index after checking it. */
    static final Binder<Object> TREE = JsonReader::readTree;
}
