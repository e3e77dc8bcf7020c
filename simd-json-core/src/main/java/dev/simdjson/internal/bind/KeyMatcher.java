package dev.simdjson.internal.bind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Finds a key among a fixed set of names by comparing UTF-8 bytes: a small open-addressing table over a cheap
 * hash of the key's length, first and last bytes, then one vectorised {@link Arrays#equals} compare. No
 * allocation unless the key has escapes (then it is decoded first).
 */
final class KeyMatcher {

    private final byte[][] names;
    private final int[] targets;
    /** Slot → entry index + 1 (0 = empty). */
    private final int[] table;
    private final int mask;

    /**
     * @param names   the accepted names
     * @param targets what each name maps to (same order)
     */
    KeyMatcher(List<String> names, int[] targets) {
        this.names = new byte[names.size()][];
        for (int k = 0; k < names.size(); k++) {
            this.names[k] = names.get(k).getBytes(StandardCharsets.UTF_8);
        }
        this.targets = targets;
        int size = Integer.highestOneBit(Math.max(4, names.size() * 3)) << 1;
        table = new int[size];
        mask = size - 1;
        for (int k = 0; k < this.names.length; k++) {
            byte[] n = this.names[k];
            int slot = hash(n, 0, n.length) & mask;
            while (table[slot] != 0) {
                if (Arrays.equals(this.names[table[slot] - 1], n)) {
                    break; // a duplicate name: the first wins
                }
                slot = (slot + 1) & mask;
            }
            if (table[slot] == 0) {
                table[slot] = k + 1;
            }
        }
    }

    private static int hash(byte[] b, int from, int length) {
        if (length == 0) {
            return 0;
        }
        int h = length * 0x9E3779B1 + b[from] * 31 + b[from + length - 1] * 961 + b[from + (length >> 1)];
        return h ^ (h >>> 15);
    }

    /** The target of the key in {@code buf[from, from + length)} (unescaped content), or -1. */
    int find(byte[] buf, int from, int length) {
        int slot = hash(buf, from, length) & mask;
        while (true) {
            int e = table[slot];
            if (e == 0) {
                return -1;
            }
            byte[] n = names[e - 1];
            if (n.length == length && sameBytes(buf, from, n)) {
                return targets[e - 1];
            }
            slot = (slot + 1) & mask;
        }
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Whether {@code buf[from, from + name.length)} equals {@code name}: eight bytes at a time, the last word
     * overlapping the one before it (so no byte outside either range is read), four for shorter names. Keys are
     * short: a byte loop or {@code Arrays.equals} (a stub call) costs more than these few loads.
     */
    static boolean sameBytes(byte[] buf, int from, byte[] name) {
        int n = name.length;
        if (n >= 8) {
            int k = 0;
            for (; k + 8 <= n; k += 8) {
                if ((long) LONGS.get(buf, from + k) != (long) LONGS.get(name, k)) {
                    return false;
                }
            }
            return k == n || (long) LONGS.get(buf, from + n - 8) == (long) LONGS.get(name, n - 8);
        }
        if (n >= 4) {
            return (int) INTS.get(buf, from) == (int) INTS.get(name, 0)
                    && (int) INTS.get(buf, from + n - 4) == (int) INTS.get(name, n - 4);
        }
        for (int k = 0; k < n; k++) {
            if (buf[from + k] != name[k]) {
                return false;
            }
        }
        return true;
    }

    /** The target of the reader's current key, or -1. */
    int find(JsonReader r) {
        if (!r.keyEscaped) {
            return find(r.input(), r.keyFrom, r.keyLength);
        }
        byte[] decoded = r.keyString().getBytes(StandardCharsets.UTF_8);
        return find(decoded, 0, decoded.length);
    }

    /** The target of the string just read raw by the reader, or -1. */
    int findString(JsonReader r) {
        if (!r.stringEscaped) {
            return find(r.input(), r.stringFrom, r.stringLength);
        }
        byte[] decoded = dev.simdjson.internal.text.StringDecoder.decode(r.input(), r.stringFrom, r.stringLength, true)
                .getBytes(StandardCharsets.UTF_8);
        return find(decoded, 0, decoded.length);
    }
}
