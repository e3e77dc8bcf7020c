package dev.simdjson.internal.bind.model;

import java.util.Map;

/**
 * A tagged union: {@code {"kind":"Control", ...}} picks the subtype by the discriminator property, which may
 * appear anywhere in the object when reading; writers put it first (as Jackson does).
 *
 * <p>The discriminator: a type annotated (itself or through a supertype) {@code @JsonTypeInfo(use = NAME | SIMPLE_NAME,
 * include = PROPERTY)} uses its {@code property}, default {@code "@type"}; the names are
 * {@code @JsonSubTypes.Type(name)}, else {@code @JsonTypeName}, else Jackson's default id ({@code NAME}: the class
 * name without its package, so a nested class is {@code Outer$Inner}; {@code SIMPLE_NAME}:
 * {@link Class#getSimpleName()}). An unannotated sealed interface (or abstract sealed class) is read as if annotated
 * {@code @JsonTypeInfo(use = SIMPLE_NAME)}: discriminator {@code "@type"}, names {@code @JsonTypeName} or the simple
 * class name. Any other {@code use}/{@code include}, {@code defaultImpl} or {@code visible} gives an
 * {@code unsupportedReason}.
 *
 * <p>Writing follows Jackson 3, which writes no discriminator for an unannotated sealed type (and cannot read one
 * back at all); simd-json's writer writes none either, so the bytes match Jackson's, but reading simd-json's own
 * output of such a type back as the sealed type fails (no {@code "@type"}). Annotate the type
 * {@code @JsonTypeInfo(use = SIMPLE_NAME)} (or NAME) to get the discriminator written and round trips that work with
 * both Jackson and simd-json.
 *
 * @param base              the sealed interface or annotated base type
 * @param discriminator     the property that names the subtype
 * @param subtypes          JSON name to concrete subtype (every accepted name, including {@code names = {...}} aliases)
 * @param names             concrete subtype to the JSON name written for it
 * @param unsupportedReason null when supported; otherwise why not (e.g. {@code @JsonTypeInfo(use = CLASS)})
 */
public record UnionModel(Class<?> base, String discriminator, Map<String, Class<?>> subtypes,
                         Map<Class<?>, String> names, String unsupportedReason) {
}
