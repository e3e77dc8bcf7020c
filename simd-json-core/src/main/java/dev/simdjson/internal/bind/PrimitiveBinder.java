package dev.simdjson.internal.bind;

/**
 * A binder of a primitive type that can also hand its value over unboxed, as the bits of a {@code long}
 * ({@link #readBits}): the integral value itself, {@code 1}/{@code 0} for a boolean,
 * {@link Double#doubleToRawLongBits} for a double, {@link Float#floatToRawIntBits} for a float, the code unit for
 * a char. Object binders use it to fill primitive creator arguments and setters without boxing. Public only because
 * {@link CompiledReaders}' classes call it; every implementation is a {@link PrimitiveRules}.
 */
public interface PrimitiveBinder {

    /** Whether {@link #readBits} applies (the binder is for the primitive type, not its box). */
    boolean primitive();

    /** The primitive type the bits stand for ({@code int.class}, {@code double.class}...). */
    Class<?> primitiveType();

    /** Reads the value at the cursor, exactly as {@code read} would, as bits; never null. */
    long readBits(JsonReader r);
}
