package dev.simdjson.internal.stage1;

/**
 * The one contract stage 1 kernels implement: classify 64 input bytes into bit masks (bit i = byte i of the
 * block) and validate their UTF-8 in the same pass. Everything after the masks (escapes, string regions,
 * structural starts, the index) is kernel-independent and lives in {@link StructuralIndexer}.
 *
 * <p>Masks are left in fields rather than returned, so the indexer reads them without allocation. Kernels are
 * stateful (UTF-8 sequences cross block boundaries) and belong to one parser.
 */
public abstract class BlockClassifier {

    /** Block size in bytes: one bit per byte in a {@code long}. */
    public static final int BLOCK = 64;

    /** {@code "} */
    long quotes;
    /** {@code \} */
    long backslashes;
    /** space, tab, line feed, carriage return */
    long whitespace;
    /** {@code { } [ ] : ,} */
    long operators;
    /** bytes below 0x20 (illegal inside strings) */
    long controls;
    /** Sticky: set once any classified block held invalid UTF-8. */
    boolean utf8Invalid;

    /**
     * Classifies {@code buf[pos, pos + 64)}. The caller guarantees those bytes are readable and that
     * {@code buf[pos - 3, pos)} hold the three bytes before the block (zeros before the document), so a kernel
     * may validate UTF-8 sequences that straddle the block boundary without keeping vectors in fields.
     */
    abstract void classify(byte[] buf, int pos);

    /**
     * Inputs up to this many bytes are indexed by the {@link ByteScanIndexer} instead of block by block, where
     * the stage cost benchmark shows it cheaper on this kernel.
     */
    abstract int byteScanLimit();

    /** Forgets all state, before a new document. */
    void reset() {
        utf8Invalid = false;
    }

    /** Kernel name for reports and benchmarks. */
    public abstract String name();
}
