package dev.simdjson.internal.stage1;

import jdk.incubator.vector.ByteVector;

/**
 * The one width both vector kernels (stage 1 and the writer's strings) run at: the JVM's preferred width, capped at
 * 512 bits (a 64-byte block is one 512-bit vector, two 256-bit ones or four 128-bit ones). On AArch64 NEON, on
 * x86 without AVX2 and on JVMs started with {@code -XX:MaxVectorSize=16} the preferred width is 128 bits.
 * {@code -Dsimdjson.vectorBits=128|256} picks a narrower width than the preferred one, for comparisons; a wider one
 * than the JVM compiles is ignored, since its code would run as Java objects.
 */
public final class VectorWidth {

    /** The system property that narrows the width, for comparisons on one machine. */
    public static final String PROPERTY = "simdjson.vectorBits";

    /** The narrowest width the kernels run at: a 16-entry nibble table fills one vector. */
    public static final int MIN_BITS = 128;

    private static final int MAX_BITS = 512;
    private static final int BITS = choose(ByteVector.SPECIES_PREFERRED.vectorBitSize(), System.getProperty(PROPERTY));

    private VectorWidth() {
    }

    /** The width in bits the vector kernels use in this JVM. */
    public static int bits() {
        return BITS;
    }

    /** The JVM's preferred vector width in bits. */
    public static int preferredBits() {
        return ByteVector.SPECIES_PREFERRED.vectorBitSize();
    }

    static int choose(int preferred, String requested) {
        int widest = Math.min(preferred, MAX_BITS);
        if (requested == null || requested.isBlank()) {
            return widest;
        }
        return switch (requested.trim()) {
            case "128" -> Math.min(128, widest);
            case "256" -> Math.min(256, widest);
            default -> widest;
        };
    }
}
