package dev.simdjson;

/** Whether simd-json can read or write a type, and if not, why (so the type can be handed to Jackson). */
public record TypeSupport(boolean supported, String reason) {

    public static final TypeSupport SUPPORTED = new TypeSupport(true, null);

    public static TypeSupport unsupported(String reason) {
        return new TypeSupport(false, reason);
    }
}
