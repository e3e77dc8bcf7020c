package dev.simdjson.bind.model;

import java.util.Map;

/**
 * A tagged union: {@code {"kind":"Control", ...}} picks the subtype by the discriminator property, which may
 * appear anywhere in the object.
 *
 * @param base          the sealed interface or annotated base type
 * @param discriminator the property that names the subtype ({@code @JsonTypeInfo(property = ...)}, default
 *                      {@code "@type"} as Jackson; sealed types without annotations use {@code "type"}... see the
 *                      implementation's javadoc for the exact rule)
 * @param subtypes      JSON name to subtype
 * @param names         subtype to its JSON name
 */
public record UnionModel(Class<?> base, String discriminator, Map<String, Class<?>> subtypes,
                         Map<Class<?>, String> names) {
}
