package dev.simdjson.internal.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Object keys repeat (the same few names in every element of an array), so decoding each one into a new String
 * wastes time and memory. This JVM-wide, fixed-size, lock-free table returns the same String for the same short
 * key, recognised by its first and last eight bytes (which cover keys of up to 16 bytes entirely; longer ones
 * also compare their middle). Races are harmless: a slot holds null or a complete, immutable entry (final fields
 * make it safely visible), and a miss just decodes.
 */
public final class KeyCache {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int SLOTS = 4096;
    private static final int MAX_LENGTH = 64;
    private static final Entry[] TABLE = new Entry[SLOTS];

    private record Entry(long head, long tail, int length, String string) {
    }

    private KeyCache() {
    }

    /** The key whose unescaped UTF-8 bytes are {@code buf[from, from + length)}. */
    public static String key(byte[] buf, int from, int length) {
        if (length > MAX_LENGTH || from + 8 > buf.length) {
            return new String(buf, from, length, StandardCharsets.UTF_8);
        }
        long head;
        long tail = 0;
        if (length >= 8) {
            head = (long) LONGS.get(buf, from);
            tail = (long) LONGS.get(buf, from + length - 8);
        } else if (length == 0) {
            head = 0;
        } else if (from + length >= 8) {
            // The eight bytes ending at the key's end; keep the key's own (the highest, little-endian).
            head = (long) LONGS.get(buf, from + length - 8) >>> (8 * (8 - length));
        } else {
            head = (long) LONGS.get(buf, from) & ((1L << (8 * length)) - 1);
        }
        long h = (head * 0x9E3779B97F4A7C15L) ^ (tail * 0xC2B2AE3D27D4EB4FL) ^ length;
        int slot = (int) (h ^ (h >>> 29)) & (SLOTS - 1);
        Entry e = TABLE[slot];
        if (e != null && e.head == head && e.tail == tail && e.length == length
                && (length <= 16 || middleEquals(e.string, buf, from, length))) {
            return e.string;
        }
        String key = new String(buf, from, length, StandardCharsets.UTF_8);
        if (length <= 16 || key.length() == length) { // longer keys are compared as ASCII chars
            TABLE[slot] = new Entry(head, tail, length, key);
        }
        return key;
    }

    private static boolean middleEquals(String ascii, byte[] buf, int from, int length) {
        for (int i = 8; i < length - 8; i++) {
            if (ascii.charAt(i) != buf[from + i]) {
                return false;
            }
        }
        return true;
    }
}
