package dev.simdjson.internal.runtime;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.internal.stage1.BlockClassifier;
import dev.simdjson.internal.stage1.ScalarBlockClassifier;
import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage1.StructuralIndexer;

/**
 * Stage 1 as a parser or a binder runs it: the chosen kernel, except that with {@link Implementation#AUTO} the
 * scalar kernel stands in while the vector kernel is still cold (see {@link SimdJsonRuntime#vectorHot()}).
 * One per parser; not thread-safe.
 */
public final class Stage1 {

    private final Implementation implementation;
    private final StructuralIndexer indexer;
    private StructuralIndexer coldIndexer;

    /**
     * @param requested {@link Implementation#AUTO} follows the JVM-wide choice; {@link Implementation#VECTOR}
     *                  throws {@link IllegalStateException} with the reason when the vector kernel cannot run here
     */
    public Stage1(Implementation requested) {
        BlockClassifier kernel = Kernels.newKernel(requested);
        if (requested == Implementation.AUTO && !(kernel instanceof ScalarBlockClassifier) && !WarmUp.vectorHot()) {
            WarmUp.warmUpInBackground();
            if (!Kernels.report().vectorized()) {
                kernel = new ScalarBlockClassifier(); // 128 bits with the warm-up off: auto cannot measure, so scalar
            } else if (!WarmUp.vectorHot()) {
                coldIndexer = new StructuralIndexer(new ScalarBlockClassifier());
            }
        }
        this.implementation = kernel instanceof ScalarBlockClassifier ? Implementation.SCALAR : Implementation.VECTOR;
        this.indexer = new StructuralIndexer(kernel);
    }

    /** The kernel in steady state: {@link Implementation#VECTOR} or {@link Implementation#SCALAR}. */
    public Implementation implementation() {
        return implementation;
    }

    /** Indexes {@code buf[start, end)} (see {@link StructuralIndexer#index}). */
    public void index(byte[] buf, int start, int end, boolean padded, StructuralIndex out) {
        indexer().index(buf, start, end, padded, out);
    }

    private StructuralIndexer indexer() {
        if (coldIndexer != null) {
            if (!WarmUp.vectorHot()) {
                return coldIndexer;
            }
            coldIndexer = null;
        }
        return indexer;
    }
}
