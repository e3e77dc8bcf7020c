package dev.simdjson.internal.write;

/**
 * The string-writing kernel contract: copy a run of characters that JSON writes as themselves (ASCII, not a
 * control character, not {@code "} or {@code \}) from a {@code char[]} to the output bytes, and stop at the first
 * character that needs attention (an escape, or UTF-8 encoding). Two implementations: {@link ScalarStringKernel}
 * and {@code VectorStringKernel} (Vector API), which only {@code dev.simdjson.runtime} instantiates, by reflection,
 * after checking that {@code jdk.incubator.vector} is present. Both give the same result for every input.
 */
public interface StringKernel {

    /** Bytes a kernel may write past the characters it copies (one narrowed 512-bit vector). */
    int SLACK = 32;

    /**
     * Copies {@code src[from..]} to {@code dst[dstPos..]} (one byte per character) while the characters need no
     * escaping and are ASCII, stopping at {@code to} or at the first other character.
     *
     * @param dst must have room for {@code to - from + SLACK} bytes from {@code dstPos}; bytes past the returned
     *            count may be overwritten
     * @return the number of characters copied
     */
    int copyPlain(char[] src, int from, int to, byte[] dst, int dstPos);

    /** {@code "scalar"} or the vector species used. */
    String describe();
}
