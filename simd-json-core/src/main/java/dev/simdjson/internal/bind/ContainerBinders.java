package dev.simdjson.internal.bind;

import dev.simdjson.JsonParseException;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import static dev.simdjson.internal.bind.JsonReader.ARRAY;
import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.OBJECT;

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
