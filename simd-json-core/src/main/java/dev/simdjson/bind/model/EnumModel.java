package dev.simdjson.bind.model;

import java.util.Map;

/**
 * An enum's JSON form.
 *
 * @param type      the enum class
 * @param constants the constants, in ordinal order
 * @param names     the JSON string written for each constant (same order)
 * @param byName    every JSON string accepted when reading (names and aliases) to its constant
 */
public record EnumModel(Class<?> type, Object[] constants, String[] names, Map<String, Object> byName) {
}
