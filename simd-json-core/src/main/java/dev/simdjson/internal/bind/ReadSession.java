package dev.simdjson.internal.bind;

import dev.simdjson.JsonLimits;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.internal.runtime.Stage1;
import dev.simdjson.internal.stage1.StructuralIndex;

/**
 * What one read needs and keeps for the next: stage 1 (with the cold/warm kernel hand-off), the structural
 * index and the reader. Its buffers grow with the input and are reused. Not thread-safe: see {@link Binding}
 * for how sessions are handed out.
 */
final class ReadSession {

    final Stage1 stage1;
    final StructuralIndex index = new StructuralIndex();
    final JsonReader reader;
    boolean inUse;

    ReadSession(JsonLimits limits, Implementation implementation) {
        this.stage1 = new Stage1(implementation);
        this.reader = new JsonReader(limits);
    }

    /** After each read: keeps neither the input nor the buffers a document past the retained sizes grew. */
    void trim() {
        index.trim();
        reader.release();
    }

    /** Bytes of buffers kept for the next read (for tests). */
    long retainedBytes() {
        return index.retainedBytes() + reader.retainedBytes();
    }
}
