package dev.simdjson;

import java.nio.ByteBuffer;
import java.util.function.IntUnaryOperator;

/**
 * Line and column of a byte offset. Only computed when an error is reported, so a linear scan is fine.
 * Lines end at '\n'; columns count code points (UTF-8 continuation bytes do not start a new column).
 */
record TextPosition(int line, int column) {

    static TextPosition of(byte[] buf, int start, int end, int offset) {
        return scan(i -> buf[i], start, Math.max(start, Math.min(offset, end)));
    }

    /** The same for the bytes of {@code buf} from its position, up to {@code count} of them. */
    static TextPosition of(ByteBuffer buf, int count) {
        int from = buf.position();
        return scan(buf::get, from, Math.min(buf.limit(), from + count));
    }

    private static TextPosition scan(IntUnaryOperator byteAt, int from, int stop) {
        int line = 1;
        int column = 1;
        for (int i = from; i < stop; i++) {
            int b = byteAt.applyAsInt(i);
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
