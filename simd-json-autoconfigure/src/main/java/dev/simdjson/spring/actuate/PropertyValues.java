package dev.simdjson.spring.actuate;

import java.util.Locale;

/** How the endpoint, health and info show enum values: as in properties, {@code SNAKE_CASE} as {@code snake-case}. */
final class PropertyValues {

    private PropertyValues() {
    }

    static String of(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
