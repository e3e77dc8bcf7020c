package dev.simdjson.internal.stage2;

import dev.simdjson.JsonLimits;
import dev.simdjson.internal.stage1.StructuralIndex;

/**
 * Stage 2 for whole documents: the {@link StructuralWalker} over a document's index with a {@link TapeWriter} as
 * its sink (or, to check a document without keeping it, the validating sink). Reused across documents;
 * {@link #tape()} is scratch that the caller copies out.
 */
public final class TapeBuilder {

    private final StructuralWalker walker;
    private final TapeWriter writer;

    public TapeBuilder(JsonLimits limits) {
        this.walker = new StructuralWalker(limits);
        this.writer = new TapeWriter(walker);
    }

    public long[] tape() {
        return writer.tape();
    }

    /**
     * Builds the tape of the document whose first structural is {@code positions[first]}.
     *
     * @param single when true, anything after the document is an error
     * @return the tape length; {@link #nextStructural()} tells where the next document starts
     */
    public int build(byte[] buf, StructuralIndex index, int first, boolean single) {
        walker.reset(buf, index, first);
        int size = writer.write();
        if (single) {
            walker.finish();
        }
        return size;
    }

    /**
     * Checks the single document of {@code index} as {@link #build} would, with the validating sink: the same
     * grammar, limits and errors, and no tape written.
     */
    public void validate(byte[] buf, StructuralIndex index) {
        walker.reset(buf, index, 0);
        walker.walk(StructuralWalker.VALIDATE);
        walker.finish();
    }

    /** Lets go of the input and of a tape grown past {@link TapeWriter#RETAINED_WORDS} (once it is copied out). */
    public void release() {
        walker.detach();
        writer.trim();
    }

    /** Bytes the builder keeps between documents (for tests and diagnostics). */
    public long retainedBytes() {
        return writer.retainedBytes();
    }

    /** Index of the first structural after the last document built. */
    public int nextStructural() {
        return walker.structural();
    }
}
