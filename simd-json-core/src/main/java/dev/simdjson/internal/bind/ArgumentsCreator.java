package dev.simdjson.internal.bind;

/**
 * Builds an instance from its creator arguments split by kind: references in {@code refs}, primitives as
 * {@code long} bits in {@code prims} (see {@link PrimitiveBinder}), each parameter at its own slot of one array.
 * Public only because classes generated in the bound type's package implement it ({@link CreatorClasses}); not
 * for use outside simd-json.
 */
public interface ArgumentsCreator {

    Object create(Object[] refs, long[] prims) throws Throwable;
}
