package dev.simdjson;

/**
 * One parsed document: the input bytes (the caller's array, or a copy the document owns) and its own tape.
 * Nothing here is shared with the parser, which is why values outlive the next parse.
 */
final class Document {

    final byte[] buf;
    final int start;
    final int end;
    final long[] tape;
    /** The parse's {@link JsonLimits#maxNumberScale()}, for numbers turned into integers. */
    final int maxNumberScale;

    Document(byte[] buf, int start, int end, long[] tape, int maxNumberScale) {
        this.buf = buf;
        this.start = start;
        this.end = end;
        this.tape = tape;
        this.maxNumberScale = maxNumberScale;
    }

    JsonTypeException typeError(int offset, String reason) {
        TextPosition p = TextPosition.of(buf, start, end, offset);
        return new JsonTypeException(reason, offset - start, p.line(), p.column());
    }
}
