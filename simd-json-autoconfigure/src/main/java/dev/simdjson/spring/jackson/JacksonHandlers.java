package dev.simdjson.spring.jackson;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.SettableBeanProperty;
import tools.jackson.databind.deser.bean.BeanDeserializerBase;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.ser.BeanPropertyWriter;
import tools.jackson.databind.ser.PropertyWriter;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * Whether the application's Jackson mapper handles a class the way a plain Jackson mapper with the same settings
 * would: the (de)serializer Jackson picks for the class, its property names and the (de)serializers attached to
 * them, compared with a reference mapper that has the application's features, naming and inclusion but none of its
 * modules, mix-ins or components. A difference means a module serializer, a {@code @JacksonComponent}, a mix-in or
 * a serializer modifier is at work on that class, which simd-json does not reproduce.
 */
final class JacksonHandlers {

    private final JsonMapper application;
    private final JsonMapper reference;

    JacksonHandlers(JsonMapper application, JsonMapper reference) {
        this.application = Objects.requireNonNull(application);
        this.reference = Objects.requireNonNull(reference);
    }

    /** Why the application's Jackson writes {@code type} its own way, or {@code null} when it writes it plainly. */
    @Nullable String writeDifference(Class<?> type) {
        return difference(type, "written", JacksonHandlers::serializer);
    }

    /** Why the application's Jackson reads {@code type} its own way, or {@code null} when it reads it plainly. */
    @Nullable String readDifference(Class<?> type) {
        return difference(type, "read", JacksonHandlers::deserializer);
    }

    private @Nullable String difference(Class<?> type, String verb,
            BiFunction<JsonMapper, Class<?>, @Nullable String> handler) {
        String mixIn = mixIn(type);
        if (mixIn != null) {
            return mixIn;
        }
        String app = handler.apply(application, type);
        return Objects.equals(app, handler.apply(reference, type)) ? null
                : type.getName() + " is " + verb + " by the application's Jackson configuration (" + app + ")";
    }

    private @Nullable String mixIn(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            Class<?> mixIn = application.serializationConfig().findMixInClassFor(c);
            if (mixIn != null) {
                return type.getName() + " has a Jackson mix-in (" + mixIn.getName() + ")";
            }
        }
        for (Class<?> i : type.getInterfaces()) {
            Class<?> mixIn = application.serializationConfig().findMixInClassFor(i);
            if (mixIn != null) {
                return type.getName() + " has a Jackson mix-in through " + i.getName() + " (" + mixIn.getName() + ")";
            }
        }
        return null;
    }

    /** The serializer's class, then each property's name and attached serializer. */
    private static @Nullable String serializer(JsonMapper mapper, Class<?> type) {
        try {
            JavaType t = mapper.constructType(type);
            ValueSerializer<Object> s = mapper._serializationContext().findValueSerializer(t);
            StringBuilder sb = new StringBuilder(s.getClass().getName());
            for (Iterator<PropertyWriter> it = s.properties(); it.hasNext(); ) {
                PropertyWriter w = it.next();
                sb.append(", ").append(w.getName());
                if (w instanceof BeanPropertyWriter b && b.getSerializer() != null) {
                    sb.append(": ").append(b.getSerializer().getClass().getName());
                }
            }
            return sb.toString();
        } catch (RuntimeException e) {
            return null; // Jackson cannot write it either way; simd-json decides on its own
        }
    }

    /** The deserializer's class, its value instantiator, then each property's name and attached deserializer. */
    private static @Nullable String deserializer(JsonMapper mapper, Class<?> type) {
        try {
            JavaType t = mapper.constructType(type);
            ValueDeserializer<Object> d = mapper._deserializationContext().findRootValueDeserializer(t);
            StringBuilder sb = new StringBuilder(d.getClass().getName());
            if (d instanceof BeanDeserializerBase bean) {
                sb.append(" via ").append(bean.getValueInstantiator().getClass().getName());
                for (Iterator<SettableBeanProperty> it = bean.properties(); it.hasNext(); ) {
                    SettableBeanProperty p = it.next();
                    sb.append(", ").append(p.getName());
                    if (p.hasValueDeserializer()) {
                        sb.append(": ").append(p.getValueDeserializer().getClass().getName());
                    }
                }
            }
            return sb.toString();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
