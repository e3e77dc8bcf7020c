package dev.simdjson.stage2;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.number.NumberParser;
import dev.simdjson.stage1.StructuralIndex;

import java.util.Arrays;

import static dev.simdjson.stage2.Tape.word;

/**
 * Stage 2: walks the structural index once and writes the tape, checking the grammar as it goes. Iterative
 * (an explicit stack bounded by {@link JsonLimits#maxDepth()}), so no input can overflow the Java stack.
 * Reused across documents; {@link #tape()} is scratch that the caller copies out.
 */
public final class TapeBuilder {

    private final JsonLimits limits;
    private final NumberParser numbers = new NumberParser();
    private long[] tape = new long[1024];
    /** Per depth: tape index and input offset of the open container, and the state of its parent. */
    private int[] openAt = new int[32];
    private int[] openBytes = new int[32];
    private int[] parentCount = new int[32];
    private boolean[] parentInObject = new boolean[32];

    private byte[] buf;
    private int[] backslashes;
    /** Position in {@link #backslashes} of the first backslash not before the current string. */
    private int slashCursor;
    private int start;
    private int end;

    public TapeBuilder(JsonLimits limits) {
        this.limits = limits;
    }

    public long[] tape() {
        return tape;
    }

    /**
     * Builds the tape of the document whose first structural is {@code positions[first]}.
     *
     * @param single when true, anything after the document is an error
     * @return the tape length; {@link #nextStructural()} tells where the next document starts
     */
    public int build(byte[] buf, StructuralIndex index, int first, boolean single) {
        this.buf = buf;
        this.backslashes = index.backslashes();
        if (first == 0) {
            slashCursor = 0;
        }
        this.start = index.start();
        this.end = index.end();
        int[] pos = index.positions();
        int n = index.count();
        int bound = 2 * (n - first) + 4;
        if (tape.length < bound) {
            tape = new long[Math.max(bound, tape.length * 2)];
        }
        long[] t = tape;
        int ti = 1; // slot 0 is the root word
        int i = first;
        int depth = 0;
        if (i >= n) {
            throw error(end, end > start ? "no JSON value, only whitespace" : "empty input: no JSON value");
        }

        // The innermost open container lives in locals; outer ones on the explicit stack (see push/pop).
        boolean inObject = false;
        int count = 0;

        value:
        while (true) {
            // ---- a value is expected at pos[i]
            int p = pos[i++];
            if (p >= end) {
                throw unexpected(p, "expected a value");
            }
            switch (buf[p]) {
                case '{' -> {
                    depth = push(depth, ti, p, inObject, count);
                    inObject = true;
                    count = 0;
                    t[ti++] = 0; // patched on close
                    int q = pos[i++];
                    if (q < end && buf[q] == '}') {
                        ti = close(t, ti, depth, count, Tape.OBJECT, Tape.OBJECT_END);
                        inObject = parentInObject[depth];
                        count = parentCount[depth--];
                        break;
                    }
                    if (q >= end || buf[q] != '"') {
                        throw unexpected(q, "expected a string key or '}' after '{'");
                    }
                    ti = string(t, ti, q, pos[i]);
                    i = colon(pos, i);
                    continue value;
                }
                case '[' -> {
                    depth = push(depth, ti, p, inObject, count);
                    inObject = false;
                    count = 0;
                    t[ti++] = 0;
                    int q = pos[i];
                    if (q < end && buf[q] == ']') {
                        i++;
                        ti = close(t, ti, depth, count, Tape.ARRAY, Tape.ARRAY_END);
                        inObject = parentInObject[depth];
                        count = parentCount[depth--];
                        break;
                    }
                    if (q >= end) {
                        throw unexpected(q, "expected a value or ']' after '['");
                    }
                    continue value;
                }
                case '"' -> ti = string(t, ti, p, pos[i]);
                case 't' -> ti = literal(t, ti, p, "true", Tape.TRUE);
                case 'f' -> ti = literal(t, ti, p, "false", Tape.FALSE);
                case 'n' -> ti = literal(t, ti, p, "null", Tape.NULL);
                case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> ti = number(t, ti, p);
                default -> throw unexpected(p, "expected a value");
            }

            // ---- a value is complete: move to the next element, or close containers
            while (depth > 0) {
                count++;
                int q = pos[i++];
                if (q >= end) {
                    throw error(end, inObject
                            ? "unexpected end of input: unclosed object" : "unexpected end of input: unclosed array");
                }
                byte d = buf[q];
                if (d == ',') {
                    if (inObject) {
                        int k = pos[i++];
                        if (k >= end || buf[k] != '"') {
                            throw unexpected(k, "expected a string key after ',' in object");
                        }
                        ti = string(t, ti, k, pos[i]);
                        i = colon(pos, i);
                    }
                    continue value;
                }
                if (inObject) {
                    if (d != '}') {
                        throw unexpected(q, "expected ',' or '}' after object field");
                    }
                    ti = close(t, ti, depth, count, Tape.OBJECT, Tape.OBJECT_END);
                } else {
                    if (d != ']') {
                        throw unexpected(q, "expected ',' or ']' after array element");
                    }
                    ti = close(t, ti, depth, count, Tape.ARRAY, Tape.ARRAY_END);
                }
                inObject = parentInObject[depth];
                count = parentCount[depth--];
            }
            break;
        }
        if (single && i < n) {
            throw unexpected(pos[i], "unexpected content after the end of the document");
        }
        t[0] = word(Tape.ROOT, ti);
        next = i;
        return ti;
    }

    private int next;

    /** Index of the first structural after the last document built. */
    public int nextStructural() {
        return next;
    }

    /**
     * Opens a container at depth + 1, saving the enclosing container's state; returns the new depth.
     * Stack slot d: tape index and input offset of the container at depth d, and its parent's state.
     */
    private int push(int depth, int ti, int p, boolean inObject, int count) {
        int d = depth + 1;
        if (d > limits.maxDepth()) {
            throw error(p, "nesting deeper than the limit of " + limits.maxDepth());
        }
        if (d >= openAt.length) {
            int size = Math.min(Math.max(d + 1, openAt.length * 2), limits.maxDepth() + 1);
            openAt = Arrays.copyOf(openAt, size);
            openBytes = Arrays.copyOf(openBytes, size);
            parentCount = Arrays.copyOf(parentCount, size);
            parentInObject = Arrays.copyOf(parentInObject, size);
        }
        openAt[d] = ti;
        openBytes[d] = p;
        parentCount[d] = count;
        parentInObject[d] = inObject;
        return d;
    }

    private int close(long[] t, int ti, int depth, int count, int openTag, int closeTag) {
        int open = openAt[depth];
        t[open] = word(openTag, ((long) Math.min(count, Tape.MAX_COUNT) << 32) | (ti + 1));
        t[ti] = word(closeTag, openBytes[depth]);
        return ti + 1;
    }

    /** After a key, the next structural must be ':'; returns the index of the value's structural. */
    private int colon(int[] pos, int i) {
        int q = pos[i];
        if (q >= end || buf[q] != ':') {
            throw unexpected(q, "expected ':' after object key");
        }
        return i + 1;
    }

    /**
     * A string opening at {@code p}: its closing quote is the last quote before the next structural, with only
     * whitespace in between (stage 1 made anything else a structural of its own).
     */
    private int string(long[] t, int ti, int p, int nextStructural) {
        if (nextStructural - p - 1 > limits.maxStringBytes()) { // only then is the exact length worth a scan
            t[ti] = word(Tape.STRING, p);
            t[ti + 1] = nextStructural;
            if (Tape.stringLength(buf, t, ti) > limits.maxStringBytes()) {
                throw error(p, "string longer than the limit of " + limits.maxStringBytes() + " bytes");
            }
        }
        // Strings come in input order, so one cursor over the sorted offsets of in-string backslashes answers
        // "any escape in this string?" in amortised constant time (none lie between a string and the next
        // structural but inside the string itself).
        int[] slashes = backslashes;
        int c = slashCursor;
        while (slashes[c] < p) {
            c++;
        }
        slashCursor = c;
        long escaped = slashes[c] < nextStructural ? Tape.ESCAPED : 0;
        t[ti] = word(Tape.STRING, escaped | p);
        t[ti + 1] = nextStructural;
        return ti + 2;
    }

    private int literal(long[] t, int ti, int p, String text, int tag) {
        Grammar.checkLiteral(buf, start, end, p, text);
        t[ti] = word(tag, p);
        return ti + 1;
    }

    private int number(long[] t, int ti, int p) {
        NumberParser np = numbers;
        int kind = np.parse(buf, p, end);
        int numEnd = np.end;
        if (kind == NumberParser.ERROR) {
            throw error(numEnd, "invalid number: " + np.error);
        }
        int length = numEnd - p;
        if (length > limits.maxNumberLength()) {
            throw error(p, "number longer than the limit of " + limits.maxNumberLength() + " characters");
        }
        Grammar.checkTerminated(buf, start, end, numEnd, "number");
        long head = ((long) length << 32) | p;
        switch (kind) {
            case NumberParser.LONG -> {
                t[ti] = word(Tape.LONG, head);
                t[ti + 1] = np.longValue;
            }
            case NumberParser.DOUBLE -> {
                t[ti] = word(Tape.DOUBLE, head);
                t[ti + 1] = Double.doubleToRawLongBits(np.doubleValue());
            }
            default -> {
                t[ti] = word(Tape.BIG_INTEGER, head);
                t[ti + 1] = 0;
            }
        }
        return ti + 2;
    }

    private JsonParseException unexpected(int at, String expectation) {
        return Grammar.unexpected(buf, start, end, at, expectation);
    }

    private JsonParseException error(int at, String reason) {
        return JsonParseException.at(reason, buf, start, end, at);
    }
}
