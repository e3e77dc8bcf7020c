package dev.simdjson.internal.stage2;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.internal.number.NumberParser;
import dev.simdjson.internal.stage1.StructuralIndex;

import java.util.Arrays;

/**
 * The JSON grammar over stage 1's structural index, written once: the steps (open a container, the first and the
 * next key or element, the colon, a string, a number, a literal), the depth limit, the string and number limits
 * and every syntax error message. Two kinds of caller stand on it:
 * <ul>
 *   <li>{@link #walk(Sink)} runs the steps over a whole value, iteratively (an explicit stack bounded by
 *       {@link JsonLimits#maxDepth()}, so no input overflows the Java stack), and reports each value to a
 *       {@link Sink}: {@link TapeWriter} writes the DOM's tape, {@link #VALIDATE} only checks (the binder skips
 *       unknown properties with it);</li>
 *   <li>the binder's pull cursor ({@code internal.bind.JsonReader}, a subclass) calls the steps one at a time as the
 *       generated and interpreted codecs ask for keys and values.</li>
 * </ul>
 * Either way the same input gets the same error at the same offset. Reused across documents; not thread-safe.
 */
public class StructuralWalker {

    /**
     * What {@link #walk} reports, in document order; offsets are absolute in the input. Every event does nothing
     * unless a sink overrides it.
     */
    public interface Sink {

        default void beginObject(int p) {
        }

        default void beginArray(int p) {
        }

        /** A key whose opening quote is at {@code p}; {@code next} is the following structural (its colon). */
        default void key(int p, int next) {
        }

        /** A string value opening at {@code p}; {@code next} is the structural after it. */
        default void string(int p, int next) {
        }

        /** {@code true}, {@code false} or {@code null} at {@code p}: {@link Tape#TRUE} and so on. */
        default void literal(int p, int tag) {
        }

        /** The number at {@code p}, parsed into {@link #numbers()}: {@link NumberParser#LONG} and so on. */
        default void number(int p, int kind) {
        }

        /** Closes the innermost object, which had {@code count} fields. */
        default void endObject(int count) {
        }

        /** Closes the innermost array, which had {@code count} elements. */
        default void endArray(int count) {
        }
    }

    /** A sink that keeps nothing: the walk only checks the value (and moves past it). */
    public static final Sink VALIDATE = new Sink() {
    };

    protected final JsonLimits limits;
    private final NumberParser numbers = new NumberParser();

    protected byte[] buf;
    protected int[] pos;
    /** Number of structurals in {@link #pos}; {@code pos[count]} is the end of the input (stage 1's sentinel). */
    protected int count;
    /** Index in {@link #pos} of the next structural to consume. */
    protected int i;
    protected int start;
    protected int end;
    /** Open containers around the cursor. */
    protected int depth;
    /** Sorted offsets of the backslashes inside strings, ending with a sentinel past the input. */
    protected int[] slashes;
    /** Position in {@link #slashes} of the first backslash not before the last string looked at. */
    protected int slashCursor;

    /** For {@link #walk}: the enclosing container's state, per depth, while an inner one is open. */
    private boolean[] parentInObject = new boolean[32];
    private int[] parentCount = new int[32];

    public StructuralWalker(JsonLimits limits) {
        this.limits = limits;
    }

    /** Forgets the input and its index, so a reused walker keeps neither alive once the document is done. */
    public void detach() {
        this.buf = null;
        this.pos = null;
        this.slashes = null;
        numbers.forget();
    }

    /** Points the walker at the structural {@code first} of {@code index} over {@code buf}, at depth 0. */
    public void reset(byte[] buf, StructuralIndex index, int first) {
        this.buf = buf;
        this.pos = index.positions();
        this.count = index.count();
        this.start = index.start();
        this.end = index.end();
        this.slashes = index.backslashes();
        this.i = first;
        this.depth = 0;
        if (first == 0) {
            slashCursor = 0; // a later document of a stream continues where the last one left the cursor
        }
        if (first >= count) {
            throw error(end, end > start ? "no JSON value, only whitespace" : "empty input: no JSON value");
        }
    }

    public final NumberParser numbers() {
        return numbers;
    }

    /** Index of the next structural to consume. */
    public final int structural() {
        return i;
    }

    /** After a whole document: nothing but whitespace may follow. */
    public final void finish() {
        if (i < count) {
            throw unexpected(pos[i], "unexpected content after the end of the document");
        }
    }

    // ------------------------------------------------------------------ the walk

    /** Walks the value at the cursor, subtree included, reporting it to {@code sink}; leaves the cursor after it. */
    public final void walk(Sink sink) {
        int base = depth;
        // The innermost open container lives in locals, the ones around it in parentInObject/parentCount.
        boolean inObject = false;
        int n = 0;
        value:
        while (true) {
            int p = pos[i++];
            if (p >= end) {
                throw unexpected(p, "expected a value");
            }
            switch (buf[p]) {
                case '{' -> {
                    open(p);
                    save(inObject, n);
                    sink.beginObject(p);
                    int k = firstKey();
                    if (k >= 0) {
                        inObject = true;
                        n = 0;
                        key(sink, k);
                        continue value;
                    }
                    sink.endObject(0);
                }
                case '[' -> {
                    open(p);
                    save(inObject, n);
                    sink.beginArray(p);
                    if (firstElement()) {
                        inObject = false;
                        n = 0;
                        continue value;
                    }
                    sink.endArray(0);
                }
                case '"' -> {
                    int next = pos[i];
                    checkString(p, next);
                    sink.string(p, next);
                }
                case 't' -> sink.literal(p, literal(p, "true", Tape.TRUE));
                case 'f' -> sink.literal(p, literal(p, "false", Tape.FALSE));
                case 'n' -> sink.literal(p, literal(p, "null", Tape.NULL));
                case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> sink.number(p, number(p));
                default -> throw unexpected(p, "expected a value");
            }
            // A value is complete: on to the next field or element, or close containers.
            while (depth > base) {
                n++;
                if (inObject) {
                    int k = nextKey();
                    if (k >= 0) {
                        key(sink, k);
                        continue value;
                    }
                    sink.endObject(n);
                } else {
                    if (nextElement()) {
                        continue value;
                    }
                    sink.endArray(n);
                }
                // closed: back to the enclosing container (depth is already one less)
                inObject = parentInObject[depth + 1];
                n = parentCount[depth + 1];
            }
            return;
        }
    }

    private void save(boolean inObject, int n) {
        int d = depth;
        if (d >= parentCount.length) {
            int size = Math.min(Math.max(d + 1, parentCount.length * 2), limits.maxDepth() + 1);
            parentCount = Arrays.copyOf(parentCount, size);
            parentInObject = Arrays.copyOf(parentInObject, size);
        }
        parentInObject[d] = inObject;
        parentCount[d] = n;
    }

    private void key(Sink sink, int k) {
        int next = pos[i];
        checkName(k, next);
        sink.key(k, next);
        colon();
    }

    // ------------------------------------------------------------------ the steps

    /** Enters the container opening at {@code p}: one level deeper, within the depth limit. */
    protected final void open(int p) {
        if (++depth > limits.maxDepth()) {
            throw error(p, "nesting deeper than the limit of " + limits.maxDepth());
        }
    }

    /**
     * Right after an object's '{': the offset of its first key, or -1 at an empty object's '}' (consumed, the
     * object closed).
     */
    protected final int firstKey() {
        int k = pos[i++];
        if (k < end) {
            if (buf[k] == '"') {
                return k;
            }
            if (buf[k] == '}') {
                depth--;
                return -1;
            }
        }
        throw unexpected(k, "expected a string key or '}' after '{'");
    }

    /** After a field's value: the offset of the next key, or -1 at the object's '}' (consumed, the object closed). */
    protected final int nextKey() {
        int q = pos[i++];
        if (q >= end) {
            throw error(end, "unexpected end of input: unclosed object");
        }
        byte d = buf[q];
        if (d == ',') {
            int k = pos[i++];
            if (k >= end || buf[k] != '"') {
                throw unexpected(k, "expected a string key after ',' in object");
            }
            return k;
        }
        if (d == '}') {
            depth--;
            return -1;
        }
        throw unexpected(q, "expected ',' or '}' after object field");
    }

    /** After a key (its limit checked): the colon, leaving the cursor on the value. */
    protected final void colon() {
        int c = pos[i];
        if (c >= end || buf[c] != ':') {
            throw unexpected(c, "expected ':' after object key");
        }
        i++;
    }

    /** Right after an array's '[': whether an element follows; false at an empty array's ']' (consumed). */
    protected final boolean firstElement() {
        int q = pos[i];
        if (q < end && buf[q] == ']') {
            i++;
            depth--;
            return false;
        }
        if (q >= end) {
            throw unexpected(q, "expected a value or ']' after '['");
        }
        return true;
    }

    /** After an element: whether another follows; false at the array's ']' (consumed, the array closed). */
    protected final boolean nextElement() {
        int q = pos[i++];
        if (q >= end) {
            throw error(end, "unexpected end of input: unclosed array");
        }
        byte d = buf[q];
        if (d == ',') {
            return true;
        }
        if (d == ']') {
            depth--;
            return false;
        }
        throw unexpected(q, "expected ',' or ']' after array element");
    }

    /**
     * The string limit for the string opening at {@code p}. Its closing quote is the last quote before the next
     * structural {@code next} (stage 1 leaves only whitespace between them), so the exact length is only worth a
     * scan when the distance alone exceeds the limit.
     */
    protected final void checkString(int p, int next) {
        if (next - p - 1 > limits.maxStringBytes() && closingQuote(next) - p - 1 > limits.maxStringBytes()) {
            throw error(p, "string longer than the limit of " + limits.maxStringBytes() + " bytes");
        }
    }

    /** The string and the name limits for the property name opening at {@code p} (see {@link #checkString}). */
    protected final void checkName(int p, int next) {
        checkString(p, next);
        if (next - p - 1 > limits.maxNameBytes() && closingQuote(next) - p - 1 > limits.maxNameBytes()) {
            throw error(p, "property name longer than the limit of " + limits.maxNameBytes() + " bytes");
        }
    }

    /** Offset of the closing quote of the string that ends before the structural at {@code next}. */
    protected final int closingQuote(int next) {
        int close = next - 1;
        while (buf[close] != '"') {
            close--;
        }
        return close;
    }

    /**
     * Whether the string opening at {@code p} (the next structural at {@code next}) has backslash escapes. Strings
     * are looked at in input order, so one cursor over the sorted backslash offsets answers in amortised constant
     * time (no backslash lies between a string's closing quote and the next structural).
     */
    public final boolean escaped(int p, int next) {
        int[] s = slashes;
        int c = slashCursor;
        while (s[c] < p) {
            c++;
        }
        slashCursor = c;
        return s[c] < next;
    }

    /**
     * Parses the number at {@code p} into {@link #numbers()} and checks it (grammar, length limit, what follows);
     * returns its kind. Does not move the cursor.
     */
    protected final int number(int p) {
        NumberParser np = numbers;
        int kind = np.parse(buf, p, end);
        int numEnd = np.end;
        if (kind == NumberParser.ERROR) {
            throw error(numEnd, "invalid number: " + np.error);
        }
        if (numEnd - p > limits.maxNumberLength()) {
            throw error(p, "number longer than the limit of " + limits.maxNumberLength() + " characters");
        }
        Grammar.checkTerminated(buf, start, end, numEnd, "number");
        return kind;
    }

    /** Checks the literal {@code text} at {@code p}; returns {@code tag}. */
    protected final int literal(int p, String text, int tag) {
        Grammar.checkLiteral(buf, start, end, p, text);
        return tag;
    }

    // ------------------------------------------------------------------ errors

    protected final JsonParseException unexpected(int at, String expectation) {
        return Grammar.unexpected(buf, start, end, at, expectation);
    }

    protected final JsonParseException error(int at, String reason) {
        return JsonParseException.at(reason, buf, start, end, at);
    }
}
