package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Type;
import java.util.List;

/**
 * One property of an {@link ObjectModel}.
 *
 * @param name          the JSON name (after {@code @JsonProperty} and the naming strategy)
 * @param aliases       extra names accepted when reading ({@code @JsonAlias})
 * @param type          the generic Java type
 * @param getter        reads the value for writing, {@code (Object) -> Object}; null when not written
 * @param setter        stores a read value, {@code (Object, Object) -> void}; null when set through the creator
 *                      or not read
 * @param creatorIndex  the creator parameter it feeds, or -1
 * @param inclusion     when it is written ({@code @JsonInclude})
 * @param format        {@code @JsonFormat(pattern = ...)} or null
 * @param directGetter  the getter as unreflected, of its exact type ({@code (Declaring) -> T}, {@code T} possibly
 *                      primitive), for writers that read primitives without boxing; null when {@code getter} is null
 */
public record PropertyModel(String name, List<String> aliases, Type type, MethodHandle getter, MethodHandle setter,
                            int creatorIndex, Inclusion inclusion, String format, MethodHandle directGetter) {

    /** A property without a typed getter (writers then use {@code getter}). */
    public PropertyModel(String name, List<String> aliases, Type type, MethodHandle getter, MethodHandle setter,
                         int creatorIndex, Inclusion inclusion, String format) {
        this(name, aliases, type, getter, setter, creatorIndex, inclusion, format, null);
    }
}
