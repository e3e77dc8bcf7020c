package dev.simdjson.runtime;

import java.util.Locale;

/** Which stage 1 kernel to run. {@link #AUTO} picks the vector kernel when it pays and is available. */
public enum Implementation {
    AUTO, VECTOR, SCALAR;

    /** The system property that chooses the implementation for the whole JVM: {@code auto|vector|scalar}. */
    public static final String PROPERTY = "simdjson.implementation";

    /** Parses {@code auto|vector|scalar} (case-insensitive). */
    public static Implementation parse(String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "unknown implementation '" + value + "': expected auto, vector or scalar", e);
        }
    }
}
