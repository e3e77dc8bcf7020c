package dev.simdjson;

/**
 * Base of every exception simd-json throws on purpose. It always knows where in the input the problem is:
 * a byte offset (from the start of the input handed to the parser), a 1-based line and a 1-based column
 * counted in characters (code points) of that line.
 */
public class JsonException extends RuntimeException {

    private final long offset;
    private final int line;
    private final int column;
    private final String reason;

    protected JsonException(String reason, long offset, int line, int column) {
        super(reason + " at line " + line + ", column " + column + " (byte " + offset + ")");
        this.reason = reason;
        this.offset = offset;
        this.line = line;
        this.column = column;
    }

    /** Byte offset of the problem, counted from the first byte handed to the parser. */
    public long offset() {
        return offset;
    }

    /** 1-based line of the problem. */
    public int line() {
        return line;
    }

    /** 1-based column of the problem, in code points. */
    public int column() {
        return column;
    }

    /** The short human reason, without the location ("expected ':' after object key"). */
    public String reason() {
        return reason;
    }
}
