package dev.simdjson.internal.stage2;

/**
 * The DOM's storage: one {@code long[]} per document, values in document order, each word a tag in the top
 * byte and a payload below. Reading a document never allocates beyond the values asked for.
 *
 * <pre>
 * ROOT        'r' | length of the tape                          (slot 0)
 * OBJECT/ARRAY '{' '[' | count &lt;&lt; 32 | index after the matching close
 * END          '}' ']' | offset of the matching opening bracket
 * STRING       '"' | ESCAPED? | offset of the opening quote  ;  next slot: offset of the next structural
 * LONG/DOUBLE  'l' 'd' | text length &lt;&lt; 32 | offset      ;  next slot: the value (double as raw bits)
 * BIG_INTEGER  'B' | text length &lt;&lt; 32 | offset          ;  next slot: unused
 * TRUE/FALSE/NULL 't' 'f' 'n' | offset
 * </pre>
 * Offsets are absolute in the input array. Object fields are a key (STRING) followed by the value.
 *
 * <p>A string's closing quote is not stored: it is the last quote before the next structural (stage 1 leaves
 * only whitespace between them), found on access by a short backward scan. Stage 2 so never reads string
 * bytes, which keeps it to one pass over the index.
 */
public final class Tape {

    public static final int ROOT = 'r';
    public static final int OBJECT = '{';
    public static final int OBJECT_END = '}';
    public static final int ARRAY = '[';
    public static final int ARRAY_END = ']';
    public static final int STRING = '"';
    public static final int LONG = 'l';
    public static final int DOUBLE = 'd';
    public static final int BIG_INTEGER = 'B';
    public static final int TRUE = 't';
    public static final int FALSE = 'f';
    public static final int NULL = 'n';

    /** Set in a STRING word when its content has backslash escapes. */
    public static final long ESCAPED = 1L << 55;
    /** Counts saturate here; {@code size()} then counts by walking. */
    public static final int MAX_COUNT = 0xFF_FFFF;

    private Tape() {
    }

    public static int tag(long word) {
        return (int) (word >>> 56);
    }

    public static int offset(long word) {
        return (int) word;
    }

    /** Text length (numbers) or element count (containers). */
    public static int high(long word) {
        return (int) ((word >>> 32) & 0xFF_FFFF);
    }

    /** Index after the matching close, for an OBJECT or ARRAY word. */
    public static int after(long word) {
        return (int) word;
    }

    static long word(int tag, long payload) {
        return ((long) tag << 56) | payload;
    }

    /** Content length in bytes of the STRING at {@code tape[i]}: from its opening quote to its closing quote. */
    public static int stringLength(byte[] buf, long[] tape, int i) {
        int open = offset(tape[i]);
        int close = (int) tape[i + 1] - 1;
        while (buf[close] != '"') {
            close--;
        }
        return close - open - 1;
    }

    /**
     * The input offset just past the value at {@code tape[i]}: its closing quote or bracket, or its last character.
     * A container's closing bracket is not stored: it is the first non-whitespace byte after its last child (or
     * after its opening bracket when empty), so the walk goes down the chain of last children and back up.
     */
    public static int end(byte[] buf, long[] tape, int i) {
        int levels = 0;
        while ((tag(tape[i]) == OBJECT || tag(tape[i]) == ARRAY) && after(tape[i]) - i > 2) {
            int close = after(tape[i]) - 1;
            int last = i + 1;
            for (int k = last; k < close; k += width(tape, k)) {
                last = k;
            }
            i = last;
            levels++;
        }
        long w = tape[i];
        int end = switch (tag(w)) {
            case OBJECT, ARRAY -> closingAfter(buf, offset(tape[i + 1]) + 1); // empty: the END word has the opening
            case STRING -> offset(w) + 1 + stringLength(buf, tape, i) + 1;
            case LONG, DOUBLE, BIG_INTEGER -> offset(w) + high(w);
            case TRUE, NULL -> offset(w) + 4;
            case FALSE -> offset(w) + 5;
            default -> throw new IllegalStateException("no value at tape index " + i);
        };
        for (; levels > 0; levels--) {
            end = closingAfter(buf, end);
        }
        return end;
    }

    /** Past the bracket that is the first non-whitespace byte from {@code from} on. */
    private static int closingAfter(byte[] buf, int from) {
        int at = from;
        while (buf[at] == ' ' || buf[at] == '\n' || buf[at] == '\r' || buf[at] == '\t') {
            at++;
        }
        return at + 1;
    }

    /** Tape slots the value at {@code i} takes, its children included. */
    public static int width(long[] tape, int i) {
        long w = tape[i];
        return switch (tag(w)) {
            case OBJECT, ARRAY -> after(w) - i;
            case STRING, LONG, DOUBLE, BIG_INTEGER -> 2;
            default -> 1;
        };
    }
}
