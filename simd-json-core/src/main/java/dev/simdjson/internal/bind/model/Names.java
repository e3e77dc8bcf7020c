package dev.simdjson.internal.bind.model;

import dev.simdjson.PropertyNaming;

import java.util.Locale;

/** Property-name rules: bean decapitalization and Jackson's naming strategies, re-implemented. */
final class Names {

    private Names() {
    }

    /**
     * The implicit property name of {@code getURLValue}/{@code getX}: as Jackson 3 (standard bean naming), the first
     * character is lowered unless the first two are both upper case ({@code URLValue} stays {@code URLValue}).
     */
    static String decapitalize(String s) {
        if (s.isEmpty()) {
            return s;
        }
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isUpperCase(s.charAt(1))) {
            return s;
        }
        char c = s.charAt(0);
        char lower = Character.toLowerCase(c);
        return c == lower ? s : lower + s.substring(1);
    }

    /** Applies a naming strategy to an implicit (not annotated) name, as Jackson's {@code PropertyNamingStrategies}. */
    static String translate(PropertyNaming naming, String name) {
        return switch (naming) {
            case IDENTITY -> name;
            case SNAKE_CASE -> snake(name);
            case KEBAB_CASE -> lowerWithSeparator(name, '-');
            case UPPER_CAMEL_CASE -> upperCamel(name);
            case LOWER_CASE -> name.toLowerCase(Locale.ROOT);
        };
    }

    /** {@code streamID -> stream_id}, {@code _x -> x}: a run of upper-case letters gets one underscore before it. */
    private static String snake(String in) {
        StringBuilder out = new StringBuilder(in.length() * 2);
        boolean previousUpper = false;
        for (int i = 0; i < in.length(); i++) {
            char c = in.charAt(i);
            if (i == 0 && c == '_') {
                continue;
            }
            if (Character.isUpperCase(c)) {
                if (!previousUpper && !out.isEmpty() && out.charAt(out.length() - 1) != '_') {
                    out.append('_');
                }
                c = Character.toLowerCase(c);
                previousUpper = true;
            } else {
                previousUpper = false;
            }
            out.append(c);
        }
        return out.isEmpty() ? in : out.toString();
    }

    /** {@code URLValue -> url-value}: a separator before an upper-case run, and before the last of a longer run. */
    private static String lowerWithSeparator(String in, char separator) {
        StringBuilder out = new StringBuilder(in.length() + (in.length() >> 1));
        int upperRun = 0;
        for (int i = 0; i < in.length(); i++) {
            char c = in.charAt(i);
            char lower = Character.toLowerCase(c);
            if (lower == c) {
                if (upperRun > 1) {
                    out.insert(out.length() - 1, separator);
                }
                upperRun = 0;
            } else {
                if (upperRun == 0 && i > 0) {
                    out.append(separator);
                }
                upperRun++;
            }
            out.append(lower);
        }
        return out.toString();
    }

    private static String upperCamel(String in) {
        if (in.isEmpty()) {
            return in;
        }
        char c = in.charAt(0);
        char upper = Character.toUpperCase(c);
        return c == upper ? in : upper + in.substring(1);
    }
}
