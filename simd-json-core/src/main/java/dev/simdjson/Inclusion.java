package dev.simdjson;

/**
 * When a property (or a map entry) is written, after Jackson's {@code @JsonInclude} and its default property
 * inclusion ({@code spring.jackson.default-property-inclusion}).
 */
public enum Inclusion {
    /** Always, {@code null} too. */
    ALWAYS,
    /** Unless {@code null}. */
    NON_NULL,
    /** Unless {@code null} or an empty {@code Optional}. */
    NON_ABSENT,
    /** Unless {@code null}, absent, or empty: {@code ""}, empty collections, maps and arrays. */
    NON_EMPTY,
    /** Unless empty (as {@link #NON_EMPTY}) or the type's default: {@code 0}, {@code false}. */
    NON_DEFAULT
}
