package dev.simdjson.internal.write;

import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.internal.bind.model.UnionModel;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/** Type ids ({@code @JsonTypeInfo}) on the write side: which classes carry one, and the discriminator to write. */
final class TypeIds {

    private TypeIds() {
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

    static final class UnsupportedTypeInfo extends Exception {
        UnsupportedTypeInfo(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * {@code "property":"Name"} when {@code c} is a subtype of a {@code @JsonTypeInfo(use = NAME)} base, as Jackson
     * writes it (first); null otherwise. Sealed types without {@code @JsonTypeInfo} get no discriminator, since
     * Jackson writes none for them.
     */
    static byte[] discriminator(Class<?> c, TypeModels models) throws UnsupportedTypeInfo {
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
            byte[] key = EncoderFactory.quoted(union.discriminator());
            byte[] value = EncoderFactory.quoted(name);
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
}
