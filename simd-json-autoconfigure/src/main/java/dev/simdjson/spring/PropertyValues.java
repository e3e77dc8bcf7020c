package dev.simdjson.spring;

import java.util.Locale;

/**
 * Enum values the way the {@code simdjson.*} properties take them ({@code SNAKE_CASE} as {@code snake-case}): how the
 * endpoint, health, info, startup lines and warnings show them.
 */
public final class PropertyValues {

    private PropertyValues() {
    }

    public static String of(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
