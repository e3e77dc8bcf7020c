package dev.simdjson;

import dev.simdjson.internal.stage1.DocumentSize;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.internal.runtime.Stage1;
import dev.simdjson.internal.stage1.BlockClassifier;
import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage2.TapeBuilder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.NoSuchElementException;

/**
 * A reusable JSON parser: stage 1 (structural index + UTF-8 validation, on the vector or the scalar kernel)
 * then stage 2 (the DOM tape). Keep one per thread: it is not thread-safe, and its buffers grow with the input
 * up to {@link JsonLimits#maxDocumentBytes()}.
 *
 * <p>Every {@link JsonValue} it returns owns its tape and stays valid after this parser parses something else.
 * A value parsed from a {@code byte[]} reads the caller's array (no copy): do not change the array while you use
 * the value. Values parsed from a {@link ByteBuffer} or an {@link InputStream} own a copy.
 */
public final class JsonParser {

    /** Bytes of padding {@link #parsePadded(byte[], int)} needs after the document. */
    public static final int PADDING = BlockClassifier.BLOCK;

    private final JsonLimits limits;
    private final Stage1 stage1;
    private final StructuralIndex index = new StructuralIndex();
    private final TapeBuilder tapeBuilder;

    public JsonParser() {
        this(JsonLimits.DEFAULTS, Implementation.AUTO);
    }

    public JsonParser(JsonLimits limits) {
        this(limits, Implementation.AUTO);
    }

    /**
     * @param implementation {@link Implementation#AUTO} follows the JVM-wide choice ({@code simdjson.implementation},
     *                       then detection); {@link Implementation#VECTOR} throws {@link IllegalStateException} with
     *                       the reason when the vector kernel cannot run here.
     */
    public JsonParser(JsonLimits limits, Implementation implementation) {
        this.limits = limits;
        this.stage1 = new Stage1(implementation);
        this.tapeBuilder = new TapeBuilder(limits);
    }

    /**
     * The kernel this parser runs: {@link Implementation#VECTOR} or {@link Implementation#SCALAR}. A parser created
     * with {@link Implementation#AUTO} that reports VECTOR runs the scalar kernel until the vector kernel is warm.
     */
    public Implementation implementation() {
        return stage1.implementation();
    }

    public JsonLimits limits() {
        return limits;
    }

    /** Parses one document; offsets in errors count from {@code json[0]}. */
    public JsonValue parse(byte[] json) {
        return parse(json, 0, json.length);
    }

    /** Parses one document in {@code json[offset, offset + length)}; offsets in errors count from {@code offset}. */
    public JsonValue parse(byte[] json, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, json.length);
        checkSize(json, offset, length);
        try {
            stage1.index(json, offset, offset + length, false, index);
            return single(json, offset, offset + length);
        } finally {
            release();
        }
    }

    /** Parses the remaining bytes of a heap or direct buffer; its position is left unchanged. */
    public JsonValue parse(ByteBuffer json) {
        int length = json.remaining();
        if (length > limits.maxDocumentBytes()) {
            TextPosition p = TextPosition.of(json.duplicate(), limits.maxDocumentBytes());
            throw new JsonParseException(DocumentSize.reason(limits), limits.maxDocumentBytes(), p.line(), p.column());
        }
        byte[] copy = new byte[length];
        json.get(json.position(), copy, 0, length);
        return parse(copy, 0, length);
    }

    /** Reads the stream to its end (not closing it) and parses it. */
    public JsonValue parse(InputStream json) throws IOException {
        byte[] bytes = DocumentSize.readAll(json, limits);
        return parse(bytes, 0, bytes.length);
    }

    /**
     * The fast path for callers that own a buffer with {@link #PADDING} spare bytes after the document:
     * {@code json.length >= length + PADDING}. The padding bytes are overwritten.
     */
    public JsonValue parsePadded(byte[] json, int length) {
        if (length < 0 || json.length - PADDING < length) {
            throw new IllegalArgumentException("parsePadded needs " + PADDING + " bytes of padding after the "
                    + length + " bytes of the document; the array has " + json.length);
        }
        checkSize(json, 0, length);
        try {
            stage1.index(json, 0, length, true, index);
            return single(json, 0, length);
        } finally {
            release();
        }
    }

    /**
     * Iterates the documents of newline-delimited JSON (NDJSON) or any whitespace-separated sequence of documents
     * in {@code json[offset, offset + length)}, without copying each one. The iterator throws
     * {@link JsonParseException} at the first broken document. Stage 1 runs over the whole buffer up front, so
     * the parser must not be used for anything else while the stream is being read.
     */
    public JsonDocumentStream parseMany(byte[] json, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, json.length);
        checkSize(json, offset, length);
        stage1.index(json, offset, offset + length, false, index);
        int end = offset + length;
        return new JsonDocumentStream() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < index.count();
            }

            @Override
            public JsonValue next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                int size;
                try {
                    size = tapeBuilder.build(json, index, next, false);
                } catch (RuntimeException e) {
                    release();
                    throw e;
                }
                next = tapeBuilder.nextStructural();
                long[] tape = Arrays.copyOf(tapeBuilder.tape(), size);
                if (!hasNext()) {
                    release();
                }
                return new JsonValue(new Document(json, offset, end, tape, limits.maxNumberScale()), 1);
            }
        };
    }

    /** Checks that {@code json} is one valid JSON document within the limits (see {@link #validate(byte[], int, int)}). */
    public void validate(byte[] json) {
        validate(json, 0, json.length);
    }

    /**
     * Checks that {@code json[offset, offset + length)} is one valid JSON document within the limits, without
     * building its DOM: stage 1 and the grammar's walk, exactly as {@link #parse} runs them (the same errors at the
     * same places), and nothing kept. Offsets in errors count from {@code offset}.
     *
     * @throws JsonParseException the input is not valid JSON or breaks a limit
     */
    public void validate(byte[] json, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, json.length);
        checkSize(json, offset, length);
        try {
            stage1.index(json, offset, offset + length, false, index);
            tapeBuilder.validate(json, index);
        } finally {
            release();
        }
    }

    /** Runs stage 1 alone and returns the number of structural characters (a diagnostic and benchmark hook). */
    public int index(byte[] json, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, json.length);
        checkSize(json, offset, length);
        stage1.index(json, offset, offset + length, false, index);
        return index.count();
    }

    /**
     * Once a document is done: the parser keeps neither the input nor the buffers a large document grew (the
     * index past {@link StructuralIndex#RETAINED_BYTES}, the tape past 4 MiB), so a parser kept for reuse costs
     * what its last small document needed.
     */
    private void release() {
        index.trim();
        tapeBuilder.release();
    }

    /** Bytes of buffers the parser keeps for the next document (for tests). */
    long retainedBytes() {
        return index.retainedBytes() + tapeBuilder.retainedBytes();
    }

    private JsonValue single(byte[] json, int start, int end) {
        int size = tapeBuilder.build(json, index, 0, true);
        return new JsonValue(new Document(json, start, end, Arrays.copyOf(tapeBuilder.tape(), size),
                limits.maxNumberScale()), 1);
    }

    private void checkSize(byte[] json, int offset, int length) {
        DocumentSize.check(json, offset, length, limits);
    }
}
