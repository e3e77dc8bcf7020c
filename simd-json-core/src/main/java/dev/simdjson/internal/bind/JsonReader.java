package dev.simdjson.internal.bind;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonValue;
import dev.simdjson.internal.number.NumberParser;
import dev.simdjson.internal.number.NumberScale;
import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage2.DomValues;
import dev.simdjson.internal.stage2.StructuralWalker;
import dev.simdjson.internal.stage2.Tape;
import dev.simdjson.internal.stage2.TapeWriter;
import dev.simdjson.internal.text.StringDecoder;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A pull cursor over stage 1's structural index: binders consume values straight from the input bytes, with no
 * tape and no DOM in between. The grammar, the limits and the error messages are the {@link StructuralWalker}'s
 * steps, called one at a time as the codecs ask for keys and values; a skipped value is a walk with the
 * validating sink, a DOM-typed value one with the tape sink. One per read session; not thread-safe.
 */
public final class JsonReader extends StructuralWalker {

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

    /** Set by begin*: the next nextField/hasNext is the container's first. */
    private boolean first;

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
     * Scratch space for the primitive array being read, its elements as bits (primitive arrays do not nest, so one
     * is enough); the result is an exact-size typed copy. Kept only up to {@link #MAX_SCRATCH} elements.
     */
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
    /** Depths handed out since the last {@link #release()}: their arrays may still hold the last values read. */
    private int referenceDepths;

    /** A cleared array of at least {@code size} references for the object binder at {@code depth}. */
    Object[] references(int depth, int size) {
        if (depth >= referencesByDepth.length) {
            referencesByDepth = Arrays.copyOf(referencesByDepth, Math.max(depth + 1, referencesByDepth.length * 2));
        }
        referenceDepths = Math.max(referenceDepths, depth + 1);
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

    /**
     * For DOM-typed values (see {@link #readTree()}): made on first use and kept for the whole document (a new one
     * per value would cost more than a small value's walk); past {@link TapeWriter#RETAINED_WORDS} it is trimmed
     * when the document is done ({@link #release()}), since every DOM copies its tape out.
     */
    private TapeWriter tapes;

    JsonReader(JsonLimits limits) {
        super(limits);
    }

    /** The longest number literal allowed, also for numbers given as strings. */
    int maxNumberLength() {
        return limits.maxNumberLength();
    }

    void reset(byte[] buf, StructuralIndex index) {
        reset(buf, index, 0);
        this.first = false;
    }

    /**
     * Once a document is done: forgets the input (a session kept by a thread would otherwise hold the last body
     * alive) and trims scratch a large document grew.
     */
    void release() {
        detach();
        for (int d = 0; d < referenceDepths; d++) {
            if (referencesByDepth[d] != null) {
                Arrays.fill(referencesByDepth[d], null); // the values of the last object read at that depth
            }
        }
        referenceDepths = 0;
        if (tapes != null) {
            tapes.trim();
        }
    }

    /** Whether a creator argument array still holds a value (for tests). */
    boolean holdsValues() {
        for (Object[] a : referencesByDepth) {
            for (int k = 0; a != null && k < a.length; k++) {
                if (a[k] != null) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Bytes of reusable scratch the reader keeps between documents (for tests and diagnostics). */
    long retainedBytes() {
        return (tapes == null ? 0 : tapes.retainedBytes()) + (long) longScratch.length * Long.BYTES
                + unescapeScratch.length;
    }

    /** The value at the cursor as a DOM ({@link JsonValue}); the subtree is checked with the absolute depth. */
    public JsonValue readTree() {
        if (tapes == null) {
            tapes = new TapeWriter(this);
        }
        int size = tapes.write();
        return DomValues.root(buf, start, end, Arrays.copyOf(tapes.tape(), size), limits.maxNumberScale());
    }

    /** Checks the whole document (after a reset): a syntax error wins over a binding error found on the way. */
    void validate() {
        walk(VALIDATE);
        finish();
    }

    /** The input (offsets are absolute in it). */
    byte[] input() {
        return buf;
    }

    /** Open containers around the cursor. */
    int depth() {
        return depth;
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
            literal(p, "null", Tape.NULL);
            i++;
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ objects

    public void beginObject() {
        open(pos[i]);
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
            k = firstKey();
        } else {
            k = nextKey();
        }
        if (k < 0) {
            return false;
        }
        key(k, pos[i]);
        colon();
        return true;
    }

    private void key(int p, int next) {
        checkName(p, next);
        int close = closingQuote(next);
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
            return dev.simdjson.internal.text.KeyCache.key(buf, keyFrom, keyLength);
        }
        return StringDecoder.decode(buf, keyFrom, keyLength, keyEscaped);
    }

    // ------------------------------------------------------------------ arrays

    public void beginArray() {
        open(pos[i]);
        i++;
        first = true;
    }

    /** Whether the array being read has another element; false at the closing bracket (consumed). */
    public boolean hasNext() {
        if (first) {
            first = false;
            return firstElement();
        }
        return nextElement();
    }

    // ------------------------------------------------------------------ scalars

    /** Reads the string at the cursor (the caller checked {@link #peek()} is {@link #STRING}). */
    public String readString() {
        int p = pos[i];
        int next = pos[i + 1];
        checkString(p, next);
        i++;
        valueAt = p;
        int close = closingQuote(next);
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
        checkString(p, next);
        i++;
        valueAt = p;
        int close = closingQuote(next);
        stringFrom = p + 1;
        stringLength = close - p - 1;
        stringEscaped = escaped(p, next);
    }

    /**
     * Reads the number at the cursor; returns {@link NumberParser#LONG}, {@link NumberParser#DOUBLE} or
     * {@link NumberParser#BIG_INTEGER}, the value in {@link #longValue} / {@link #doubleValue()}, the text in
     * {@code buf[numberStart, numberEnd)}.
     */
    public int readNumber() {
        int p = pos[i];
        int kind = number(p);
        NumberParser np = numbers();
        int numEnd = np.end;
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
        return numbers().doubleValue();
    }

    /** The last number, a {@link NumberParser#DOUBLE}, as the correctly rounded float. */
    float floatValue() {
        return numbers().floatValue();
    }

    /** The last number as the correctly rounded double, whatever its kind. */
    double numberAsDouble() {
        return switch (numberKind) {
            case NumberParser.LONG -> (double) longValue;
            case NumberParser.DOUBLE -> numbers().doubleValue();
            default -> NumberParser.toDouble(buf, numberStart, numberEnd);
        };
    }

    BigDecimal numberAsBigDecimal() {
        return NumberParser.bigDecimal(buf, numberStart, numberEnd);
    }

    /**
     * The last number's exact value for a target that truncates it to an integer or to nanoseconds, refused when
     * its scale is past {@link JsonLimits#maxNumberScale()} (turning {@code 1e-5000000} into an integer would divide
     * by ten to the five millionth).
     *
     * @throws NumberFormatException when the exponent is beyond BigDecimal's
     */
    BigDecimal numberAsBoundedDecimal() {
        BigDecimal d = numberAsBigDecimal();
        int max = limits.maxNumberScale();
        if (Math.abs((long) d.scale()) > max) {
            throw mismatch(valueAt, NumberScale.reason(numberText(), d.scale(), max));
        }
        return d;
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
            literal(p, "true", Tape.TRUE);
            i++;
            valueAt = p;
            return true;
        }
        literal(p, "false", Tape.FALSE);
        i++;
        valueAt = p;
        return false;
    }

    /** Consumes the literal at the cursor (checked). */
    void readLiteral() {
        int p = pos[i];
        switch (buf[p]) {
            case 't' -> literal(p, "true", Tape.TRUE);
            case 'f' -> literal(p, "false", Tape.FALSE);
            default -> literal(p, "null", Tape.NULL);
        }
        i++;
        valueAt = p;
    }

    // ------------------------------------------------------------------ skipping

    /** Skips the value at the cursor, subtree included, checking it as strictly as the DOM's walk would. */
    public void skipValue() {
        walk(VALIDATE);
    }

    // ------------------------------------------------------------------ errors

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
