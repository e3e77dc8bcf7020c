package dev.simdjson.internal.bind.model;

import java.util.List;
import java.util.Set;

/**
 * A record or POJO as a JSON object.
 *
 * <p>{@code unsupportedReason != null} means neither reading nor writing may use this model (the starter hands the
 * type to Jackson). {@code readUnsupportedReason != null} (with {@code unsupportedReason == null}) means the type can
 * be written but not read, e.g. a class with getters but neither a no-arg constructor nor a {@code @JsonCreator};
 * then {@code creator} is null.
 *
 * @param type                  the class
 * @param properties            the properties in the order Jackson 3 writes them under Boot's defaults
 *                              ({@code @JsonPropertyOrder} names first, then creator properties in creator order,
 *                              then the rest sorted by JSON name; see {@link TypeModels})
 * @param creator               how to build an instance when reading; null when it cannot be read
 * @param ignoreUnknown         {@code @JsonIgnoreProperties(ignoreUnknown = true)} (note: Boot disables
 *                              {@code FAIL_ON_UNKNOWN_PROPERTIES}, so the mapper-level policy usually ignores unknown
 *                              names anyway)
 * @param ignoredNames          JSON names to skip silently ({@code @JsonIgnoreProperties({"a", "b"})}, {@code @JsonIgnore})
 * @param unsupportedReason     null when simd-json can bind this class; otherwise why not (e.g. "uses @JsonAnySetter")
 * @param readUnsupportedReason null when the class can be read; otherwise why not (writing may still work)
 * @param writeUnsupportedReason null when the class can be written; otherwise why not (reading may still work)
 */
public record ObjectModel(Class<?> type, List<PropertyModel> properties, CreatorModel creator, boolean ignoreUnknown,
                          Set<String> ignoredNames, String unsupportedReason, String readUnsupportedReason,
                          String writeUnsupportedReason) {

    /** Whether the class can be read (no reason against it). */
    public boolean readable() {
        return unsupportedReason == null && readUnsupportedReason == null;
    }

    /** Whether the class can be written. */
    public boolean writable() {
        return unsupportedReason == null && writeUnsupportedReason == null;
    }

    /** Why the class cannot be written, or null. */
    public String writeProblem() {
        return unsupportedReason != null ? unsupportedReason : writeUnsupportedReason;
    }
}
