package dev.simdjson.text;

import java.nio.charset.StandardCharsets;

/**
 * Turns the bytes between a string's quotes into a Java {@link String}. Stage 1 has already validated the
 * UTF-8 and every escape, so decoding never fails. A {@code \\uXXXX} escape for a lone surrogate becomes
 * that lone {@code char} (what Jackson does), so nothing in the input is lost.
 */
public final class StringDecoder {

    private StringDecoder() {
    }

    public static String decode(byte[] buf, int from, int length, boolean escaped) {
        if (!escaped) {
            return new String(buf, from, length, StandardCharsets.UTF_8);
        }
        return unescape(buf, from, from + length);
    }

    private static String unescape(byte[] buf, int from, int to) {
        char[] out = new char[to - from]; // never more chars than bytes
        int n = 0;
        int i = from;
        while (i < to) {
            int b = buf[i];
            if (b == '\\') {
                byte e = buf[i + 1];
                i += 2;
                switch (e) {
                    case 'b' -> out[n++] = '\b';
                    case 'f' -> out[n++] = '\f';
                    case 'n' -> out[n++] = '\n';
                    case 'r' -> out[n++] = '\r';
                    case 't' -> out[n++] = '\t';
                    case 'u' -> {
                        out[n++] = (char) hex4(buf, i);
                        i += 4;
                    }
                    default -> out[n++] = (char) e; // '"', '\\', '/'
                }
            } else if (b >= 0) {
                out[n++] = (char) b;
                i++;
            } else {
                int lead = b & 0xFF;
                int cp;
                if (lead < 0xE0) {
                    cp = ((lead & 0x1F) << 6) | (buf[i + 1] & 0x3F);
                    i += 2;
                } else if (lead < 0xF0) {
                    cp = ((lead & 0x0F) << 12) | ((buf[i + 1] & 0x3F) << 6) | (buf[i + 2] & 0x3F);
                    i += 3;
                } else {
                    cp = ((lead & 0x07) << 18) | ((buf[i + 1] & 0x3F) << 12) | ((buf[i + 2] & 0x3F) << 6)
                            | (buf[i + 3] & 0x3F);
                    i += 4;
                }
                if (cp >= 0x10000) {
                    out[n++] = Character.highSurrogate(cp);
                    out[n++] = Character.lowSurrogate(cp);
                } else {
                    out[n++] = (char) cp;
                }
            }
        }
        return new String(out, 0, n);
    }

    private static int hex4(byte[] buf, int at) {
        return (hex(buf[at]) << 12) | (hex(buf[at + 1]) << 8) | (hex(buf[at + 2]) << 4) | hex(buf[at + 3]);
    }

    private static int hex(byte c) {
        return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    }

    /**
     * Whether the string's content equals {@code name}, without building a String in the common case (no escapes,
     * same length in bytes as in chars, hence all ASCII).
     */
    public static boolean contentEquals(byte[] buf, int from, int length, boolean escaped, String name) {
        if (!escaped) {
            // UTF-8 never takes fewer bytes than UTF-16 takes chars.
            if (length < name.length()) {
                return false;
            }
            if (length == name.length()) {
                for (int k = 0; k < length; k++) {
                    if (buf[from + k] != name.charAt(k)) {
                        return false; // a non-ASCII byte can never equal a char here either
                    }
                }
                return true;
            }
        }
        return decode(buf, from, length, escaped).equals(name);
    }
}
