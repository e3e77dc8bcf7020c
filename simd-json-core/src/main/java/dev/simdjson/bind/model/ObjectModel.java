package dev.simdjson.bind.model;

import java.util.List;
import java.util.Set;

/**
 * A record or POJO as a JSON object.
 *
 * @param type              the class
 * @param properties        the properties in the order Jackson writes them (Boot's defaults)
 * @param creator           how to build an instance when reading
 * @param ignoreUnknown     {@code @JsonIgnoreProperties(ignoreUnknown = true)}
 * @param ignoredNames      JSON names to skip silently ({@code @JsonIgnoreProperties({"a", "b"})}, {@code @JsonIgnore})
 * @param unsupportedReason null when simd-json can bind this class; otherwise why not (e.g. "uses @JsonAnySetter")
 */
public record ObjectModel(Class<?> type, List<PropertyModel> properties, CreatorModel creator, boolean ignoreUnknown,
                          Set<String> ignoredNames, String unsupportedReason) {
}
