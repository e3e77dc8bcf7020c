package dev.simdjson.internal.stage2;

import dev.simdjson.internal.number.NumberParser;

import java.util.Arrays;

import static dev.simdjson.internal.stage2.Tape.word;

/**
 * The walker's sink for the DOM: writes each value's words to the tape (layout in {@link Tape}). Stage 2 so never
 * reads string bytes: a string's word holds its offset and whether it has escapes, the slot after it the next
 * structural. Reused across documents; {@link #tape()} is scratch that the caller copies out.
 */
public final class TapeWriter implements StructuralWalker.Sink {

    private final StructuralWalker walker;
    private long[] tape = new long[1024];
    private int ti;
    /** Per open container, innermost last: its tape index and the input offset of its opening bracket. */
    private int[] openAt = new int[32];
    private int[] openBytes = new int[32];
    private int open;

    public TapeWriter(StructuralWalker walker) {
        this.walker = walker;
    }

    /** The tape of the value at the walker's cursor; returns its length (slot 0 is the root word). */
    public int write() {
        // Each structural writes at most two words; the walk writes no more than it consumes.
        int bound = 2 * (walker.count - walker.i) + 4;
        if (tape.length < bound) {
            tape = new long[Math.max(bound, tape.length * 2)];
        }
        ti = 1;
        open = 0;
        walker.walk(this);
        tape[0] = word(Tape.ROOT, ti);
        return ti;
    }

    public long[] tape() {
        return tape;
    }

    /** Tape words (4 MiB) kept from one document to the next; a larger tape is let go once copied out. */
    public static final int RETAINED_WORDS = 1 << 19;

    /** Drops a tape grown past {@link #RETAINED_WORDS} (call once the tape has been copied out). */
    public void trim() {
        if (tape.length > RETAINED_WORDS) {
            tape = new long[1024];
        }
    }

    /** Bytes held by the tape (for tests and diagnostics). */
    public long retainedBytes() {
        return (long) tape.length * Long.BYTES;
    }

    @Override
    public void beginObject(int p) {
        push(p);
    }

    @Override
    public void beginArray(int p) {
        push(p);
    }

    private void push(int p) {
        if (open == openAt.length) {
            openAt = Arrays.copyOf(openAt, open * 2);
            openBytes = Arrays.copyOf(openBytes, open * 2);
        }
        openAt[open] = ti;
        openBytes[open++] = p;
        tape[ti++] = 0; // patched on close
    }

    @Override
    public void endObject(int count) {
        close(count, Tape.OBJECT, Tape.OBJECT_END);
    }

    @Override
    public void endArray(int count) {
        close(count, Tape.ARRAY, Tape.ARRAY_END);
    }

    private void close(int count, int openTag, int closeTag) {
        int o = --open;
        tape[openAt[o]] = word(openTag, ((long) Math.min(count, Tape.MAX_COUNT) << 32) | (ti + 1));
        tape[ti++] = word(closeTag, openBytes[o]);
    }

    @Override
    public void key(int p, int next) {
        string(p, next);
    }

    @Override
    public void string(int p, int next) {
        long escaped = walker.escaped(p, next) ? Tape.ESCAPED : 0;
        tape[ti] = word(Tape.STRING, escaped | p);
        tape[ti + 1] = next;
        ti += 2;
    }

    @Override
    public void literal(int p, int tag) {
        tape[ti++] = word(tag, p);
    }

    @Override
    public void number(int p, int kind) {
        NumberParser np = walker.numbers();
        long head = ((long) (np.end - p) << 32) | p;
        switch (kind) {
            case NumberParser.LONG -> {
                tape[ti] = word(Tape.LONG, head);
                tape[ti + 1] = np.longValue;
            }
            case NumberParser.DOUBLE -> {
                tape[ti] = word(Tape.DOUBLE, head);
                tape[ti + 1] = Double.doubleToRawLongBits(np.doubleValue());
            }
            default -> {
                tape[ti] = word(Tape.BIG_INTEGER, head);
                tape[ti + 1] = 0;
            }
        }
        ti += 2;
    }
}
