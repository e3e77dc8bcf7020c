package dev.simdjson.internal.write;

import dev.simdjson.internal.stage2.Tape;

import java.util.Arrays;

/**
 * Writes a DOM value as compact JSON by walking its tape in order (no recursion, so any depth is fine).
 * Strings and numbers are copied as their exact source text: they were validated by the parse, and copying
 * keeps every number's value and every escape as written.
 */
public final class CompactWriter {

    private byte[] out;
    private int n;

    private CompactWriter(int capacity) {
        out = new byte[Math.max(16, capacity)];
    }

    /** The value at {@code tape[index]} (input {@code buf}, {@code inputLength} bytes of it) as compact JSON. */
    public static byte[] write(byte[] buf, long[] tape, int index, int inputLength) {
        int stop = index + Tape.width(tape, index);
        // Compact output is never longer than the input it came from, nor than ~16 bytes per tape slot.
        int estimate = (int) Math.min(inputLength, 16L * (stop - index));
        CompactWriter w = new CompactWriter(estimate);
        w.walk(buf, tape, index, stop);
        return Arrays.copyOf(w.out, w.n);
    }

    private void walk(byte[] buf, long[] tape, int from, int stop) {
        // Per open container: whether it is an object, and how many tokens it has written so far (keys count).
        boolean[] object = new boolean[16];
        int[] written = new int[16];
        int depth = 0;
        for (int k = from; k < stop; ) {
            long w = tape[k];
            int tag = Tape.tag(w);
            if (tag == Tape.OBJECT_END || tag == Tape.ARRAY_END) {
                put((byte) tag);
                depth--;
                k++;
                continue;
            }
            if (depth > 0) {
                int count = written[depth]++;
                if (object[depth]) {
                    if ((count & 1) == 0) {
                        if (count > 0) {
                            put((byte) ',');
                        }
                    } else {
                        put((byte) ':');
                    }
                } else if (count > 0) {
                    put((byte) ',');
                }
            }
            switch (tag) {
                case Tape.OBJECT, Tape.ARRAY -> {
                    put((byte) tag);
                    depth++;
                    if (depth == object.length) {
                        object = Arrays.copyOf(object, depth * 2);
                        written = Arrays.copyOf(written, depth * 2);
                    }
                    object[depth] = tag == Tape.OBJECT;
                    written[depth] = 0;
                    k++;
                }
                case Tape.STRING -> {
                    copy(buf, Tape.offset(w), Tape.stringLength(buf, tape, k) + 2);
                    k += 2;
                }
                case Tape.LONG, Tape.DOUBLE, Tape.BIG_INTEGER -> {
                    copy(buf, Tape.offset(w), Tape.high(w));
                    k += 2;
                }
                case Tape.TRUE -> {
                    copy(TRUE, 0, 4);
                    k++;
                }
                case Tape.FALSE -> {
                    copy(FALSE, 0, 5);
                    k++;
                }
                default -> {
                    copy(NULL, 0, 4);
                    k++;
                }
            }
        }
    }

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private void put(byte b) {
        if (n == out.length) {
            grow(1);
        }
        out[n++] = b;
    }

    private void copy(byte[] src, int from, int length) {
        if (n + length > out.length) {
            grow(length);
        }
        System.arraycopy(src, from, out, n, length);
        n += length;
    }

    private void grow(int needed) {
        long size = Math.max((long) out.length * 2, (long) n + needed);
        if (size > Integer.MAX_VALUE - 16) {
            throw new OutOfMemoryError("JSON output larger than 2 GiB");
        }
        out = Arrays.copyOf(out, (int) size);
    }
}
