package dev.simdjson.internal.bind.model;

import java.util.Map;

/**
 * An enum's JSON form, as Jackson 3 under Boot's defaults: {@code EnumFeature.WRITE_ENUMS_USING_TO_STRING} and
 * {@code READ_ENUMS_USING_TO_STRING} are on by default in Jackson 3, so a constant's JSON string is its
 * {@code toString()} unless {@code @JsonProperty("...")} on the constant or a {@code @JsonValue} method/field names
 * it. Reading accepts exactly {@code names} plus {@code @JsonAlias} values (case-sensitive; {@code name()} is NOT
 * accepted when {@code toString()} differs, as in Jackson 3).
 *
 * @param type              the enum class
 * @param constants         the constants, in ordinal order
 * @param names             the JSON string written for each constant (same order)
 * @param byName            every JSON string accepted when reading (names and aliases) to its constant
 * @param defaultConstant   the {@code @JsonEnumDefaultValue} constant or null; Jackson uses it for unknown strings
 *                          only when {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE} is enabled (not by default)
 * @param unsupportedReason null when supported; otherwise why not (e.g. an enum {@code @JsonCreator} factory,
 *                          a non-String {@code @JsonValue})
 */
public record EnumModel(Class<?> type, Object[] constants, String[] names, Map<String, Object> byName,
                        Object defaultConstant, String unsupportedReason) {
}
