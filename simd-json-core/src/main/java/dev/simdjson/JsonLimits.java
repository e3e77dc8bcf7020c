package dev.simdjson;

/**
 * Bounds a parse never goes beyond. The defaults are safe for untrusted input and generous for real documents;
 * a document that breaks one gets a {@link JsonParseException} at the place where the limit was crossed.
 *
 * @param maxDepth           deepest nesting of arrays and objects (default 1,024; Jackson 3's is 500, which the
 *                           Spring starter follows)
 * @param maxDocumentBytes   largest document in bytes (default 256 MiB)
 * @param maxStringBytes     longest string in UTF-8 bytes, before unescaping (default 20,000,000; Jackson 3 allows
 *                           100,000,000 chars, and the Spring starter lets Jackson re-read a body with a longer one)
 * @param maxNumberLength    longest number literal in characters (default 1,000; Jackson counts digits only)
 * @param maxNumberScale     largest scale (the power of ten of the exact decimal value: {@code 1e-7} has 7,
 *                           {@code 1e7} has -7), in magnitude, of a number turned into an integer type, an
 *                           {@code Instant} or a {@code Duration} by way of its exact value (default 100,000, as
 *                           Jackson's BigDecimal-to-BigInteger limit); a short literal such as {@code 1e-5000000}
 *                           would otherwise cost seconds of CPU
 * @param maxNameBytes       longest property name in UTF-8 bytes, before unescaping (default 50,000, as Jackson 3's
 *                           50,000 chars); a name is a string too, so it is also within {@code maxStringBytes}
 */
public record JsonLimits(int maxDepth, int maxDocumentBytes, int maxStringBytes, int maxNumberLength,
                         int maxNumberScale, int maxNameBytes) {

    public static final int DEFAULT_MAX_DEPTH = 1024;
    public static final int DEFAULT_MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
    public static final int DEFAULT_MAX_STRING_BYTES = 20_000_000;
    public static final int DEFAULT_MAX_NUMBER_LENGTH = 1000;
    public static final int DEFAULT_MAX_NUMBER_SCALE = 100_000;
    public static final int DEFAULT_MAX_NAME_BYTES = 50_000;

    /** Number lengths are kept in 24 bits of a tape word. */
    public static final int MAX_NUMBER_LENGTH_CAP = 0xFF_FFFF;

    /** The defaults. */
    public static final JsonLimits DEFAULTS = new JsonLimits(DEFAULT_MAX_DEPTH, DEFAULT_MAX_DOCUMENT_BYTES,
            DEFAULT_MAX_STRING_BYTES, DEFAULT_MAX_NUMBER_LENGTH, DEFAULT_MAX_NUMBER_SCALE, DEFAULT_MAX_NAME_BYTES);

    public JsonLimits {
        requirePositive("maxDepth", maxDepth);
        requirePositive("maxDocumentBytes", maxDocumentBytes);
        requirePositive("maxStringBytes", maxStringBytes);
        requirePositive("maxNumberLength", maxNumberLength);
        requirePositive("maxNumberScale", maxNumberScale);
        requirePositive("maxNameBytes", maxNameBytes);
        if (maxDocumentBytes > Integer.MAX_VALUE - 1024) {
            throw new IllegalArgumentException("maxDocumentBytes must be below 2 GiB");
        }
        if (maxNumberLength > MAX_NUMBER_LENGTH_CAP) {
            throw new IllegalArgumentException("maxNumberLength must be at most " + MAX_NUMBER_LENGTH_CAP);
        }
    }

    /** These limits with the default {@link #maxNumberScale()} and {@link #maxNameBytes()}. */
    public JsonLimits(int maxDepth, int maxDocumentBytes, int maxStringBytes, int maxNumberLength) {
        this(maxDepth, maxDocumentBytes, maxStringBytes, maxNumberLength, DEFAULT_MAX_NUMBER_SCALE);
    }

    /** These limits with the default {@link #maxNameBytes()}. */
    public JsonLimits(int maxDepth, int maxDocumentBytes, int maxStringBytes, int maxNumberLength,
            int maxNumberScale) {
        this(maxDepth, maxDocumentBytes, maxStringBytes, maxNumberLength, maxNumberScale, DEFAULT_MAX_NAME_BYTES);
    }

    public JsonLimits withMaxDepth(int value) {
        return new JsonLimits(value, maxDocumentBytes, maxStringBytes, maxNumberLength, maxNumberScale, maxNameBytes);
    }

    public JsonLimits withMaxDocumentBytes(int value) {
        return new JsonLimits(maxDepth, value, maxStringBytes, maxNumberLength, maxNumberScale, maxNameBytes);
    }

    public JsonLimits withMaxStringBytes(int value) {
        return new JsonLimits(maxDepth, maxDocumentBytes, value, maxNumberLength, maxNumberScale, maxNameBytes);
    }

    public JsonLimits withMaxNumberLength(int value) {
        return new JsonLimits(maxDepth, maxDocumentBytes, maxStringBytes, value, maxNumberScale, maxNameBytes);
    }

    public JsonLimits withMaxNumberScale(int value) {
        return new JsonLimits(maxDepth, maxDocumentBytes, maxStringBytes, maxNumberLength, value, maxNameBytes);
    }

    public JsonLimits withMaxNameBytes(int value) {
        return new JsonLimits(maxDepth, maxDocumentBytes, maxStringBytes, maxNumberLength, maxNumberScale, value);
    }

    private static void requirePositive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive, was " + value);
        }
    }
}
