package dev.simdjson.internal.bind;

import static dev.simdjson.internal.bind.JsonReader.NULL;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/**
 * The rules every binder of a primitive type and of its box follows, written once (as Jackson 3 applies them):
 * <ul>
 *   <li>{@code null} is the box's null and an error for the primitive;</li>
 *   <li>a string for the box is text to convert ({@link #fromText}), and an empty one is null; the primitive
 *       takes strings through {@link #bits}, where an empty one is an error;</li>
 *   <li>a missing property is the box's null and an error for the primitive.</li>
 * </ul>
 * A subclass says only how a token becomes bits ({@link #bits}), how bits become the box ({@link #box}) and how
 * text does ({@link #fromText}); {@link PrimitiveBinder#readBits} is the same path without the box.
 */
abstract class PrimitiveRules implements Binder<Object>, PrimitiveBinder {

    final boolean primitive;
    /** The type as messages name it: {@code int} or {@code Integer}. */
    final String target;
    private final Class<?> primitiveType;

    PrimitiveRules(Class<?> type, Class<?> primitiveType) {
        this.primitive = type.isPrimitive();
        this.target = primitive ? type.getName() : type.getSimpleName();
        this.primitiveType = primitiveType;
    }

    /** The value of the non-null token of kind {@code kind} at the cursor, as bits (see {@link PrimitiveBinder}). */
    abstract long bits(JsonReader r, int kind);

    /** The box of {@code bits}. */
    abstract Object box(long bits);

    /** The box's value from the non-empty text of a string at {@code at}. */
    abstract Object fromText(JsonReader r, int at, String text);

    /** The text of a string for the box: stripped, as Jackson reads numbers and booleans from strings. */
    String text(JsonReader r) {
        return Scalars.stringText(r);
    }

    @Override
    public final Object read(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            if (primitive) {
                throw Scalars.nullPrimitive(r, target);
            }
            return null;
        }
        if (kind == STRING && !primitive) {
            int at = r.offset();
            String s = text(r);
            return s.isEmpty() ? null : fromText(r, at, s);
        }
        return box(bits(r, kind));
    }

    @Override
    public final long readBits(JsonReader r) {
        int kind = r.peek();
        if (kind == NULL) {
            r.readLiteral();
            throw Scalars.nullPrimitive(r, target);
        }
        return bits(r, kind);
    }

    @Override
    public final Object absent(JsonReader r, int objectAt, String name) {
        if (primitive) {
            throw r.mismatch(objectAt, "missing property '" + name + "' (null is not allowed for primitive "
                    + target + ")");
        }
        return null;
    }

    @Override
    public final boolean primitive() {
        return primitive;
    }

    @Override
    public final Class<?> primitiveType() {
        return primitiveType;
    }
}
