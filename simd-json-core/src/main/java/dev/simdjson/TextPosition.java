package dev.simdjson;

/**
 * Line and column of a byte offset. Only computed when an error is reported, so a linear scan is fine.
 * Lines end at '\n'; columns count code points (UTF-8 continuation bytes do not start a new column).
 */
record TextPosition(int line, int column) {

    static TextPosition of(byte[] buf, int start, int end, int offset) {
        int stop = Math.max(start, Math.min(offset, end));
        int line = 1;
        int column = 1;
        for (int i = start; i < stop; i++) {
            byte b = buf[i];
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        return new TextPosition(line, column);
    }

    /** The same for the bytes of {@code buf} from its position, up to {@code count} of them. */
    static TextPosition of(java.nio.ByteBuffer buf, int count) {
        int line = 1;
        int column = 1;
        int from = buf.position();
        int stop = Math.min(buf.limit(), from + count);
        for (int i = from; i < stop; i++) {
            byte b = buf.get(i);
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        return new TextPosition(line, column);
    }
}
