package dev.simdjson;

/** How a JSON number is held: an exact {@code long}, an integer beyond {@code long}, or a {@code double}. */
public enum NumberKind {
    /** An integer literal (no fraction, no exponent) that fits in a {@code long}. */
    LONG,
    /** An integer literal (no fraction, no exponent) beyond the {@code long} range. */
    BIG_INTEGER,
    /** A literal with a fraction or an exponent, held as the correctly rounded {@code double}. */
    DOUBLE
}
