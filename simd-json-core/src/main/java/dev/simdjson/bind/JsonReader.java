package dev.simdjson.bind;

import dev.simdjson.JsonLimits;
import dev.simdjson.Documents;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonValue;
import dev.simdjson.number.NumberParser;
import dev.simdjson.stage1.StructuralIndex;
import dev.simdjson.stage2.Grammar;
import dev.simdjson.stage2.TapeBuilder;
import dev.simdjson.text.StringDecoder;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A pull cursor over stage 1's structural index: binders consume values straight from the input bytes, with no
 * tape and no DOM in between. It checks the grammar exactly as strictly as
 * {@link dev.simdjson.stage2.TapeBuilder} as it goes (same messages, same locations), values that are skipped
 * included, and enforces the depth, string and number limits. One per read session; not thread-safe.
 */
public final class JsonReader {

    /** Token kinds returned by {@link #peek()}. */
    public static final int OBJECT = 1, ARRAY = 2, STRING = 3, NUMBER = 4, TRUE = 5, FALSE = 6, NULL = 7;

    private static final byte[] KIND = new byte[256];

    static {
        KIND['{'] = OBJECT;
        KIND['['] = ARRAY;
        KIND['"'] = STRING;
        KIND['t'] = TRUE;
        KIND['f'] = FALSE;
        KIND['n'] = NULL;
        KIND['-'] = NUMBER;
        for (char c = '0'; c <= '9'; c++) {
            KIND[c] = NUMBER;
        }
    }

    private final JsonLimits limits;
    private final NumberParser numbers = new NumberParser();

    byte[] buf;
    int[] pos;
    int count;
    /** Index in {@link #pos} of the next structural to consume. */
    int i;
    int start;
    int end;
    private int[] slashes;
    private int slashCursor;
    int depth;
    /** Set by begin*: the next nextField/hasNext is the container's first. */
    private boolean first;
    /** Container kinds per depth while skipping (true = object). */
    private boolean[] kinds = new boolean[64];

    // The last key read by nextField: content bytes [keyFrom, keyFrom + keyLength), escaped or not.
    int keyFrom;
    int keyLength;
    boolean keyEscaped;
    int keyAt;

    // The last number read.
    int numberKind;
    int numberStart;
    int numberEnd;
    long longValue;

    /** Offset of the last scalar consumed (for errors raised after reading it). */
    int valueAt;

    /**
     * Scratch space for the primitive array being read (primitive arrays do not nest, so one of each kind is
     * enough); the result is an exact-size copy. Kept only up to {@link #MAX_SCRATCH} elements.
     */
    double[] doubleScratch = new double[64];
    float[] floatScratch = new float[64];
    long[] longScratch = new long[64];
    static final int MAX_SCRATCH = 1 << 16;
    /** The unescaped UTF-8 of the string being read, before the JDK decodes it (kept up to MAX_SCRATCH bytes). */
    private byte[] unescapeScratch = new byte[256];

    /**
     * Creator argument arrays of the object binders, one pair per object nesting depth (the binder of the object
     * at depth d owns index d while it reads; the generated creators copy the values out, so nothing keeps them).
     */
    private Object[][] referencesByDepth = new Object[16][];
    private long[][] primitivesByDepth = new long[16][];

    /** A cleared array of at least {@code size} references for the object binder at {@code depth}. */
    Object[] references(int depth, int size) {
        if (depth >= referencesByDepth.length) {
            referencesByDepth = Arrays.copyOf(referencesByDepth, Math.max(depth + 1, referencesByDepth.length * 2));
        }
        Object[] a = referencesByDepth[depth];
        if (a == null || a.length < size) {
            return referencesByDepth[depth] = new Object[size];
        }
        Arrays.fill(a, 0, size, null);
        return a;
    }

    /** A zeroed array of at least {@code size} longs for the object binder at {@code depth}. */
    long[] primitives(int depth, int size) {
        if (depth >= primitivesByDepth.length) {
            primitivesByDepth = Arrays.copyOf(primitivesByDepth, Math.max(depth + 1, primitivesByDepth.length * 2));
        }
        long[] a = primitivesByDepth[depth];
        if (a == null || a.length < size) {
            return primitivesByDepth[depth] = new long[size];
        }
        Arrays.fill(a, 0, size, 0L);
        return a;
    }

    /** For DOM-typed values: the index of the current document and a tape builder (see {@link #readTree()}). */
    private final TapeBuilder tapes;
    private final StructuralIndex resetIndex;
    private StructuralIndex index;
    /** First structural of the last tree built in this document; -1 when none yet. */
    private int lastTree;

    /**
     * @param resetIndex the index of a one-byte document, built once: building it returns the tape builder's
     *                   backslash cursor to the start before a tree that comes before the last one built
     */
    JsonReader(JsonLimits limits, StructuralIndex resetIndex) {
        this.limits = limits;
        this.tapes = new TapeBuilder(limits);
        this.resetIndex = resetIndex;
    }

    void reset(byte[] buf, StructuralIndex index) {
        this.buf = buf;
        this.pos = index.positions();
        this.count = index.count();
        this.start = index.start();
        this.end = index.end();
        this.slashes = index.backslashes();
        this.slashCursor = 0;
        this.i = 0;
        this.depth = 0;
        this.first = false;
        this.index = index;
        this.lastTree = -1;
        if (count == 0) {
            throw error(end, end > start ? "no JSON value, only whitespace" : "empty input: no JSON value");
        }
    }

    private static final byte[] RESET_DOCUMENT = {'0'};

    static byte[] resetDocument() {
        return RESET_DOCUMENT;
    }

    /** The value at the cursor as a DOM ({@link JsonValue}); the subtree is checked with the absolute depth. */
    public JsonValue readTree() {
        int firstStructural = i;
        skipValue();
        int after = i;
        if (firstStructural != 0 && (lastTree < 0 || lastTree > firstStructural)) {
            tapes.build(RESET_DOCUMENT, resetIndex, 0, true);
        }
        lastTree = firstStructural;
        int size = tapes.build(buf, index, firstStructural, false);
        i = after;
        return Documents.value(buf, start, end, Arrays.copyOf(tapes.tape(), size));
    }

    // ------------------------------------------------------------------ position

    /** Offset of the value about to be read (the end of the input when there is none). */
    public int offset() {
        return pos[i];
    }

    /** A mark to come back to with {@link #rewind(long, int)} (used by tagged unions). */
    long mark() {
        return ((long) slashCursor << 32) | (i & 0xFFFF_FFFFL);
    }

    void rewind(long mark, int depthAtMark) {
        i = (int) mark;
        slashCursor = (int) (mark >>> 32);
        depth = depthAtMark;
        first = false;
    }

    /** After the root value: nothing but whitespace may follow. */
    void finish() {
        if (i < count) {
            throw unexpected(pos[i], "unexpected content after the end of the document");
        }
    }

    // ------------------------------------------------------------------ peeking

    /**
     * The kind of the value at the cursor ({@link #OBJECT} ... {@link #NULL}); a JSON syntax error when there is
     * no value here.
     */
    public int peek() {
        int p = pos[i];
        if (p >= end) {
            throw unexpected(p, "expected a value");
        }
        int k = KIND[buf[p] & 0xFF];
        if (k == 0) {
            throw unexpected(p, "expected a value");
        }
        return k;
    }

    /**
     * For container and object binders: true when a value of kind {@code wanted} is next; false after consuming a
     * {@code null} (the binder returns null); otherwise the binding error naming {@code target}.
     */
    boolean nextIs(int wanted, String target) {
        int kind = peek();
        if (kind == wanted) {
            return true;
        }
        if (kind == NULL) {
            readLiteral();
            return false;
        }
        throw Scalars.wrongToken(this, kind, target);
    }

    /** Consumes a {@code null} if there is one here. */
    public boolean tryNull() {
        int p = pos[i];
        if (p < end && buf[p] == 'n') {
            literal(p, "null");
            i++;
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ objects

    public void beginObject() {
        int p = pos[i];
        open(p);
        i++;
        first = true;
    }

    /**
     * Moves to the next field of the object being read: consumes its key and the colon, leaving the cursor on
     * the value. False at the closing brace (consumed).
     */
    public boolean nextField() {
        int k;
        if (first) {
            first = false;
            k = pos[i++];
            if (k < end && buf[k] == '}') {
                depth--;
                return false;
            }
            if (k >= end || buf[k] != '"') {
                throw unexpected(k, "expected a string key or '}' after '{'");
            }
        } else {
            int q = pos[i++];
            if (q >= end) {
                throw error(end, "unexpected end of input: unclosed object");
            }
            byte d = buf[q];
            if (d == ',') {
                k = pos[i++];
                if (k >= end || buf[k] != '"') {
                    throw unexpected(k, "expected a string key after ',' in object");
                }
            } else if (d == '}') {
                depth--;
                return false;
            } else {
                throw unexpected(q, "expected ',' or '}' after object field");
            }
        }
        key(k, pos[i]);
        int c = pos[i];
        if (c >= end || buf[c] != ':') {
            throw unexpected(c, "expected ':' after object key");
        }
        i++;
        return true;
    }

    private void key(int p, int next) {
        checkStringLimit(p, next);
        int close = next - 1;
        while (buf[close] != '"') {
            close--;
        }
        keyAt = p;
        keyFrom = p + 1;
        keyLength = close - p - 1;
        keyEscaped = escaped(p, next);
    }

    /** Whether the last key's content equals {@code name} (UTF-8 bytes); no allocation. */
    public boolean keyEquals(byte[] name) {
        return !keyEscaped && keyLength == name.length && KeyMatcher.sameBytes(buf, keyFrom, name);
    }

    /** The last key as a String. */
    public String keyString() {
        if (!keyEscaped && keyLength <= 64) {
            return dev.simdjson.text.KeyCache.key(buf, keyFrom, keyLength);
        }
        return StringDecoder.decode(buf, keyFrom, keyLength, keyEscaped);
    }

    // ------------------------------------------------------------------ arrays

    public void beginArray() {
        int p = pos[i];
        open(p);
        i++;
        first = true;
    }

    /** Whether the array being read has another element; false at the closing bracket (consumed). */
    public boolean hasNext() {
        if (first) {
            first = false;
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

    private void open(int p) {
        if (++depth > limits.maxDepth()) {
            throw error(p, "nesting deeper than the limit of " + limits.maxDepth());
        }
    }

    // ------------------------------------------------------------------ scalars

    /** Reads the string at the cursor (the caller checked {@link #peek()} is {@link #STRING}). */
    public String readString() {
        int p = pos[i];
        int next = pos[i + 1];
        checkStringLimit(p, next);
        i++;
        valueAt = p;
        int close = next - 1;
        while (buf[close] != '"') {
            close--;
        }
        int length = close - p - 1;
        boolean esc = escaped(p, next);
        if (!esc) {
            return new String(buf, p + 1, length, StandardCharsets.UTF_8);
        }
        byte[] scratch = unescapeScratch;
        if (scratch.length < length) {
            scratch = new byte[Math.max(length, 2 * scratch.length)];
            if (scratch.length <= MAX_SCRATCH) {
                unescapeScratch = scratch;
            }
        }
        return StringDecoder.decodeEscaped(buf, p + 1, length, slashes, slashCursor, scratch);
    }

    // String content of the last string consumed by readStringRaw.
    int stringFrom;
    int stringLength;
    boolean stringEscaped;

    /** Consumes the string at the cursor without decoding it: see {@link #stringFrom} and friends. */
    void readStringRaw() {
        int p = pos[i];
        int next = pos[i + 1];
        checkStringLimit(p, next);
        i++;
        valueAt = p;
        int close = next - 1;
        while (buf[close] != '"') {
            close--;
        }
        stringFrom = p + 1;
        stringLength = close - p - 1;
        stringEscaped = escaped(p, next);
    }

    private boolean escaped(int p, int next) {
        int[] s = slashes;
        int c = slashCursor;
        while (s[c] < p) {
            c++;
        }
        slashCursor = c;
        return s[c] < next;
    }

    private void checkStringLimit(int p, int next) {
        if (next - p - 1 > limits.maxStringBytes()) {
            int close = next - 1;
            while (buf[close] != '"') {
                close--;
            }
            if (close - p - 1 > limits.maxStringBytes()) {
                throw error(p, "string longer than the limit of " + limits.maxStringBytes() + " bytes");
            }
        }
    }

    /**
     * Reads the number at the cursor; returns {@link NumberParser#LONG}, {@link NumberParser#DOUBLE} or
     * {@link NumberParser#BIG_INTEGER}, the value in {@link #longValue} / {@link #doubleValue()}, the text in
     * {@code buf[numberStart, numberEnd)}.
     */
    public int readNumber() {
        int p = pos[i];
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
        i++;
        valueAt = p;
        numberKind = kind;
        numberStart = p;
        numberEnd = numEnd;
        longValue = np.longValue;
        return kind;
    }

    /** The last number, a {@link NumberParser#DOUBLE}, as the correctly rounded double. */
    double doubleValue() {
        return numbers.doubleValue();
    }

    /** The last number, a {@link NumberParser#DOUBLE}, as the correctly rounded float. */
    float floatValue() {
        return numbers.floatValue();
    }

    /** The last number as the correctly rounded double, whatever its kind. */
    double numberAsDouble() {
        return switch (numberKind) {
            case NumberParser.LONG -> (double) longValue;
            case NumberParser.DOUBLE -> numbers.doubleValue();
            default -> NumberParser.toDouble(buf, numberStart, numberEnd);
        };
    }

    BigDecimal numberAsBigDecimal() {
        return NumberParser.bigDecimal(buf, numberStart, numberEnd);
    }

    BigInteger numberAsBigInteger() {
        return NumberParser.bigInteger(buf, numberStart, numberEnd);
    }

    String numberText() {
        return new String(buf, numberStart, numberEnd - numberStart, StandardCharsets.ISO_8859_1);
    }

    /** Consumes {@code true} or {@code false} (the caller peeked one of them). */
    public boolean readBoolean() {
        int p = pos[i];
        if (buf[p] == 't') {
            literal(p, "true");
            i++;
            valueAt = p;
            return true;
        }
        literal(p, "false");
        i++;
        valueAt = p;
        return false;
    }

    /** Consumes the literal at the cursor (checked). */
    void readLiteral() {
        int p = pos[i];
        switch (buf[p]) {
            case 't' -> literal(p, "true");
            case 'f' -> literal(p, "false");
            default -> literal(p, "null");
        }
        i++;
        valueAt = p;
    }

    private void literal(int p, String text) {
        Grammar.checkLiteral(buf, start, end, p, text);
    }

    // ------------------------------------------------------------------ skipping

    /** Skips the value at the cursor, subtree included, checking it as strictly as stage 2 would. */
    public void skipValue() {
        int base = depth;
        value:
        while (true) {
            int p = pos[i++];
            if (p >= end) {
                throw unexpected(p, "expected a value");
            }
            switch (buf[p]) {
                case '{' -> {
                    push(p, true);
                    int q = pos[i++];
                    if (q < end && buf[q] == '}') {
                        depth--;
                        break;
                    }
                    if (q >= end || buf[q] != '"') {
                        throw unexpected(q, "expected a string key or '}' after '{'");
                    }
                    checkStringLimit(q, pos[i]);
                    colon();
                    continue value;
                }
                case '[' -> {
                    push(p, false);
                    int q = pos[i];
                    if (q < end && buf[q] == ']') {
                        i++;
                        depth--;
                        break;
                    }
                    if (q >= end) {
                        throw unexpected(q, "expected a value or ']' after '['");
                    }
                    continue value;
                }
                case '"' -> checkStringLimit(p, pos[i]);
                case 't' -> literal(p, "true");
                case 'f' -> literal(p, "false");
                case 'n' -> literal(p, "null");
                case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> {
                    i--;
                    readNumber();
                }
                default -> throw unexpected(p, "expected a value");
            }
            while (depth > base) {
                boolean inObject = kinds[depth];
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
                        checkStringLimit(k, pos[i]);
                        colon();
                    }
                    continue value;
                }
                if (inObject) {
                    if (d != '}') {
                        throw unexpected(q, "expected ',' or '}' after object field");
                    }
                } else if (d != ']') {
                    throw unexpected(q, "expected ',' or ']' after array element");
                }
                depth--;
            }
            return;
        }
    }

    private void push(int p, boolean object) {
        open(p);
        if (depth >= kinds.length) {
            kinds = Arrays.copyOf(kinds, Math.max(depth + 1, kinds.length * 2));
        }
        kinds[depth] = object;
    }

    private void colon() {
        int c = pos[i];
        if (c >= end || buf[c] != ':') {
            throw unexpected(c, "expected ':' after object key");
        }
        i++;
    }

    // ------------------------------------------------------------------ errors

    JsonParseException unexpected(int at, String expectation) {
        return Grammar.unexpected(buf, start, end, at, expectation);
    }

    JsonParseException error(int at, String reason) {
        return JsonParseException.at(reason, buf, start, end, at);
    }

    /** A value that does not fit its target, at {@code at}. */
    BindError mismatch(int at, String reason) {
        return new BindError(reason, at);
    }

    /** What the token at the cursor is, for error messages ("a string", "an array"...). */
    String describeToken(int kind) {
        return switch (kind) {
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case TRUE, FALSE -> "a boolean";
            default -> "null";
        };
    }
}
