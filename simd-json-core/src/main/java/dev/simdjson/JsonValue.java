package dev.simdjson;

import dev.simdjson.internal.stage2.DomValues;
import dev.simdjson.internal.number.NumberParser;
import dev.simdjson.internal.number.NumberScale;
import dev.simdjson.internal.stage2.Tape;
import dev.simdjson.internal.text.KeyCache;
import dev.simdjson.internal.text.StringDecoder;
import dev.simdjson.internal.write.CompactWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * One value of a parsed document: a cheap view (document + tape position). Accessors of the wrong type throw
 * {@link JsonTypeException} with the value's location in the input.
 *
 * <p>Numbers: integer literals that fit are exact {@code long}s, larger ones {@link BigInteger}s; literals with a
 * fraction or exponent are the correctly rounded {@code double} (bit-identical to {@link Double#parseDouble}),
 * and {@link #asBigDecimal()} gives the exact decimal text of any number. Strings: a lone surrogate escape
 * ({@code "\uD800"}) is kept as that lone {@code char} in the Java string, as Jackson does; writing the value
 * back copies the escape as it was written.
 */
public final class JsonValue implements Iterable<JsonValue> {

    /** Beyond this many digits, turning a number into a BigInteger is refused rather than allowed to run away. */
    private static final int MAX_BIG_INTEGER_DIGITS = 1_000_000;

    static {
        DomValues.register((buf, start, end, tape, maxNumberScale) ->
                new JsonValue(new Document(buf, start, end, tape, maxNumberScale), 1));
    }

    private final Document doc;
    private final int index;

    JsonValue(Document doc, int index) {
        this.doc = doc;
        this.index = index;
    }

    /** Input offset of this value's first byte (containers keep it in their closing word). */
    private int inputOffset() {
        long w = word();
        int t = Tape.tag(w);
        return t == Tape.OBJECT || t == Tape.ARRAY ? Tape.offset(doc.tape[Tape.after(w) - 1]) : Tape.offset(w);
    }

    private long word() {
        return doc.tape[index];
    }

    private int tag() {
        return Tape.tag(doc.tape[index]);
    }

    public JsonType type() {
        return switch (tag()) {
            case Tape.OBJECT -> JsonType.OBJECT;
            case Tape.ARRAY -> JsonType.ARRAY;
            case Tape.STRING -> JsonType.STRING;
            case Tape.LONG, Tape.DOUBLE, Tape.BIG_INTEGER -> JsonType.NUMBER;
            case Tape.TRUE, Tape.FALSE -> JsonType.BOOLEAN;
            default -> JsonType.NULL;
        };
    }

    public boolean isObject() {
        return tag() == Tape.OBJECT;
    }

    public boolean isArray() {
        return tag() == Tape.ARRAY;
    }

    public boolean isString() {
        return tag() == Tape.STRING;
    }

    public boolean isNumber() {
        int t = tag();
        return t == Tape.LONG || t == Tape.DOUBLE || t == Tape.BIG_INTEGER;
    }

    public boolean isBoolean() {
        int t = tag();
        return t == Tape.TRUE || t == Tape.FALSE;
    }

    public boolean isNull() {
        return tag() == Tape.NULL;
    }

    /** For numbers: how the value is held. */
    public NumberKind numberKind() {
        int t = tag();
        if (t == Tape.LONG) {
            return NumberKind.LONG;
        }
        if (t == Tape.DOUBLE) {
            return NumberKind.DOUBLE;
        }
        if (t == Tape.BIG_INTEGER) {
            return NumberKind.BIG_INTEGER;
        }
        throw wrongType("a number");
    }

    /** Object field by name (the first, if the name repeats), or {@code null} when absent; throws when this is not an object. */
    public JsonValue get(String field) {
        long w = word();
        if (Tape.tag(w) != Tape.OBJECT) {
            throw wrongType("an object");
        }
        long[] tape = doc.tape;
        int stop = Tape.after(w) - 1;
        for (int k = index + 1; k < stop; ) {
            long key = tape[k];
            if (StringDecoder.contentEquals(doc.buf, Tape.offset(key) + 1, Tape.stringLength(doc.buf, tape, k),
                    (key & Tape.ESCAPED) != 0, field)) {
                return new JsonValue(doc, k + 2);
            }
            k += 2;
            k += Tape.width(tape, k);
        }
        return null;
    }

    /** Array element by index; throws when this is not an array or the index is out of range. */
    public JsonValue get(int position) {
        long w = word();
        if (Tape.tag(w) != Tape.ARRAY) {
            throw wrongType("an array");
        }
        long[] tape = doc.tape;
        int stop = Tape.after(w) - 1;
        int k = index + 1;
        for (int skipped = 0; k < stop; skipped++) {
            if (skipped == position) {
                return new JsonValue(doc, k);
            }
            k += Tape.width(tape, k);
        }
        throw new IndexOutOfBoundsException("index " + position + " out of bounds for an array of " + size());
    }

    /** Number of elements (array) or fields (object). */
    public int size() {
        long w = word();
        int tag = Tape.tag(w);
        if (tag != Tape.OBJECT && tag != Tape.ARRAY) {
            throw wrongType("an object or array");
        }
        int count = Tape.high(w);
        if (count < Tape.MAX_COUNT) {
            return count;
        }
        int n = 0;
        for (Iterator<JsonValue> it = iterator(); it.hasNext(); it.next()) {
            n++;
        }
        return n;
    }

    /** Elements of an array, or field values of an object, in document order. */
    @Override
    public Iterator<JsonValue> iterator() {
        long w = word();
        int tag = Tape.tag(w);
        if (tag != Tape.OBJECT && tag != Tape.ARRAY) {
            throw wrongType("an object or array");
        }
        int keySlots = tag == Tape.OBJECT ? 2 : 0;
        int stop = Tape.after(w) - 1;
        long[] tape = doc.tape;
        return new Iterator<>() {
            private int k = index + 1;

            @Override
            public boolean hasNext() {
                return k < stop;
            }

            @Override
            public JsonValue next() {
                if (k >= stop) {
                    throw new NoSuchElementException();
                }
                int at = k + keySlots;
                k = at + Tape.width(tape, at);
                return new JsonValue(doc, at);
            }
        };
    }

    /** Fields of an object, in document order (duplicates kept). */
    public Iterable<JsonField> fields() {
        long w = word();
        if (Tape.tag(w) != Tape.OBJECT) {
            throw wrongType("an object");
        }
        int stop = Tape.after(w) - 1;
        long[] tape = doc.tape;
        return () -> new Iterator<>() {
            private int k = index + 1;

            @Override
            public boolean hasNext() {
                return k < stop;
            }

            @Override
            public JsonField next() {
                if (k >= stop) {
                    throw new NoSuchElementException();
                }
                String name = keyAt(k);
                int at = k + 2;
                k = at + Tape.width(tape, at);
                return new JsonField(name, new JsonValue(doc, at));
            }
        };
    }

    /** The (unescaped) key whose STRING word is at tape index {@code k}. */
    private String keyAt(int k) {
        long w = doc.tape[k];
        int length = Tape.stringLength(doc.buf, doc.tape, k);
        if ((w & Tape.ESCAPED) != 0) {
            return StringDecoder.decode(doc.buf, Tape.offset(w) + 1, length, true);
        }
        return KeyCache.key(doc.buf, Tape.offset(w) + 1, length);
    }

    public String asString() {
        long w = word();
        if (Tape.tag(w) != Tape.STRING) {
            throw wrongType("a string");
        }
        return StringDecoder.decode(doc.buf, Tape.offset(w) + 1, Tape.stringLength(doc.buf, doc.tape, index),
                (w & Tape.ESCAPED) != 0);
    }

    /** Exact: throws for a non-integral number or one out of {@code long} range. */
    public long asLong() {
        long w = word();
        return switch (Tape.tag(w)) {
            case Tape.LONG -> doc.tape[index + 1];
            case Tape.BIG_INTEGER -> throw doc.typeError(Tape.offset(w), "integer out of the range of long");
            case Tape.DOUBLE -> {
                BigDecimal d = boundedDecimal(w);
                if (NumberScale.integerDigits(d) > 19) {
                    throw doc.typeError(Tape.offset(w), "number is not an integer in the range of long");
                }
                BigInteger exact = NumberScale.exactInteger(d, 19);
                if (exact == null || exact.bitLength() > 63) {
                    throw doc.typeError(Tape.offset(w), "number is not an integer in the range of long");
                }
                yield exact.longValue();
            }
            default -> throw wrongType("a number");
        };
    }

    /** Exact: throws for a non-integral number or one out of {@code int} range. */
    public int asInt() {
        long v = asLong();
        if (v != (int) v) {
            throw doc.typeError(Tape.offset(word()), "integer out of the range of int");
        }
        return (int) v;
    }

    /** The correctly rounded double of any number (±Infinity beyond the double range). */
    public double asDouble() {
        long[] tape = doc.tape;
        int t = Tape.tag(tape[index]);
        if (t == Tape.DOUBLE) {
            return Double.longBitsToDouble(tape[index + 1]);
        }
        if (t == Tape.LONG) {
            return tape[index + 1];
        }
        return otherAsDouble();
    }

    private double otherAsDouble() {
        long w = word();
        if (Tape.tag(w) == Tape.BIG_INTEGER) {
            return NumberParser.toDouble(doc.buf, Tape.offset(w), Tape.offset(w) + Tape.high(w));
        }
        throw wrongType("a number");
    }

    /** Exact: throws for a number with a non-zero fraction. */
    public BigInteger asBigInteger() {
        long w = word();
        return switch (Tape.tag(w)) {
            case Tape.LONG -> BigInteger.valueOf(doc.tape[index + 1]);
            case Tape.BIG_INTEGER -> NumberParser.bigInteger(doc.buf, Tape.offset(w), Tape.offset(w) + Tape.high(w));
            case Tape.DOUBLE -> {
                BigInteger exact;
                try {
                    exact = NumberScale.exactInteger(boundedDecimal(w), MAX_BIG_INTEGER_DIGITS);
                } catch (ArithmeticException e) {
                    throw doc.typeError(Tape.offset(w), "number too large for a BigInteger");
                }
                if (exact == null) {
                    throw doc.typeError(Tape.offset(w), "number is not an integer");
                }
                yield exact;
            }
            default -> throw wrongType("a number");
        };
    }

    /** The exact value of a DOUBLE word's text, refused when its scale is past the parse's limit. */
    private BigDecimal boundedDecimal(long w) {
        BigDecimal d = asBigDecimal();
        if (Math.abs((long) d.scale()) > doc.maxNumberScale) {
            String text = new String(doc.buf, Tape.offset(w), Tape.high(w), StandardCharsets.ISO_8859_1);
            throw doc.typeError(Tape.offset(w), NumberScale.reason(text, d.scale(), doc.maxNumberScale));
        }
        return d;
    }

    /** The exact decimal value of the number's text. */
    public BigDecimal asBigDecimal() {
        long w = word();
        return switch (Tape.tag(w)) {
            case Tape.LONG -> BigDecimal.valueOf(doc.tape[index + 1]);
            case Tape.DOUBLE, Tape.BIG_INTEGER -> {
                try {
                    yield NumberParser.bigDecimal(doc.buf, Tape.offset(w), Tape.offset(w) + Tape.high(w));
                } catch (NumberFormatException | ArithmeticException e) {
                    throw doc.typeError(Tape.offset(w), "exponent out of the range of BigDecimal");
                }
            }
            default -> throw wrongType("a number");
        };
    }

    public boolean asBoolean() {
        return switch (tag()) {
            case Tape.TRUE -> true;
            case Tape.FALSE -> false;
            default -> throw wrongType("a boolean");
        };
    }

    /** Byte offset of this value in the input (counted like {@link JsonException#offset()}). */
    public long offset() {
        return inputOffset() - doc.start;
    }

    /**
     * How many input bytes this value spans, from {@link #offset()}: with the input array, the value's exact source
     * text (as written, whitespace inside included), which can be bound again without a copy.
     */
    public int length() {
        return Tape.end(doc.buf, doc.tape, index) - inputOffset();
    }

    /** This value as compact JSON (UTF-8); strings and numbers keep their exact source text. */
    public byte[] toJsonBytes() {
        return CompactWriter.write(doc.buf, doc.tape, index, doc.end - doc.start);
    }

    /** Writes this value as compact JSON (UTF-8). */
    public void writeTo(OutputStream out) throws IOException {
        out.write(toJsonBytes());
    }

    /** Compact JSON. */
    @Override
    public String toString() {
        return new String(toJsonBytes(), StandardCharsets.UTF_8);
    }

    private JsonTypeException wrongType(String expected) {
        return doc.typeError(inputOffset(), "expected " + expected + " but found " + describe(type()));
    }

    private static String describe(JsonType type) {
        return switch (type) {
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            default -> "a " + type.name().toLowerCase(java.util.Locale.ROOT);
        };
    }
}
