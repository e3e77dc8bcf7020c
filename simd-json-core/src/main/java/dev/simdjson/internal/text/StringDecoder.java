package dev.simdjson.internal.text;

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
        return unescape(buf, from, from + length, null, 0, new byte[length]);
    }

    /**
     * The escaped string {@code buf[from, from + length)}, given where its backslashes are: stage 1 recorded the
     * offset of every backslash inside strings ({@code slashes}, ascending, ending with {@code Integer.MAX_VALUE};
     * {@code k} at or before the first one of this string), so the runs between escapes are copied without
     * looking for the next one. {@code scratch} (at least {@code length} bytes) holds the unescaped UTF-8 until
     * the JDK decodes it.
     */
    public static String decodeEscaped(byte[] buf, int from, int length, int[] slashes, int k, byte[] scratch) {
        return unescape(buf, from, from + length, slashes, k, scratch);
    }

    /**
     * Copies the runs between backslashes in bulk and writes each escape as UTF-8, then lets the JDK decode the
     * result (its UTF-8 decoder is intrinsic). Escapes never take more bytes decoded than written, so the output
     * fits in {@code to - from} bytes. A lone surrogate escape has no UTF-8 form: that rare string goes through
     * {@link #unescapeToChars}.
     *
     * @param slashes the backslash offsets from stage 1 (see {@link #decodeEscaped}), or null to scan for them
     */
    private static String unescape(byte[] buf, int from, int to, int[] slashes, int k, byte[] out) {
        int n = 0;
        int i = from;
        while (i < to) {
            int slash;
            if (slashes != null) {
                while (slashes[k] < i) {
                    k++; // the second byte of an escaped backslash is an entry too
                }
                slash = Math.min(slashes[k], to);
            } else {
                slash = i;
                while (slash < to && buf[slash] != '\\') {
                    slash++;
                }
            }
            System.arraycopy(buf, i, out, n, slash - i);
            n += slash - i;
            if (slash == to) {
                break;
            }
            byte e = buf[slash + 1];
            i = slash + 2;
            if (e != 'u') {
                out[n++] = (byte) simpleEscape(e);
                continue;
            }
            int cp = hex4(buf, i);
            i += 4;
            if (Character.isSurrogate((char) cp)) {
                int low = i + 6 <= to && buf[i] == '\\' && buf[i + 1] == 'u' ? hex4(buf, i + 2) : -1;
                if (!Character.isHighSurrogate((char) cp) || low < 0 || !Character.isLowSurrogate((char) low)) {
                    return unescapeToChars(buf, from, to);
                }
                cp = Character.toCodePoint((char) cp, (char) low);
                i += 6;
            }
            n = putUtf8(out, n, cp);
        }
        return new String(out, 0, n, StandardCharsets.UTF_8);
    }

    private static int simpleEscape(byte e) {
        return switch (e) {
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            default -> e; // '"', '\\', '/'
        };
    }

    private static int putUtf8(byte[] out, int n, int cp) {
        if (cp < 0x80) {
            out[n++] = (byte) cp;
        } else if (cp < 0x800) {
            out[n++] = (byte) (0xC0 | cp >> 6);
            out[n++] = (byte) (0x80 | cp & 0x3F);
        } else if (cp < 0x10000) {
            out[n++] = (byte) (0xE0 | cp >> 12);
            out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
            out[n++] = (byte) (0x80 | cp & 0x3F);
        } else {
            out[n++] = (byte) (0xF0 | cp >> 18);
            out[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
            out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
            out[n++] = (byte) (0x80 | cp & 0x3F);
        }
        return n;
    }

    /** Char by char, for strings holding a lone surrogate escape (kept as that lone char). */
    private static String unescapeToChars(byte[] buf, int from, int to) {
        char[] out = new char[to - from]; // never more chars than bytes
        int n = 0;
        int i = from;
        while (i < to) {
            int b = buf[i];
            if (b == '\\') {
                byte e = buf[i + 1];
                i += 2;
                if (e == 'u') {
                    out[n++] = (char) hex4(buf, i);
                    i += 4;
                } else {
                    out[n++] = (char) simpleEscape(e);
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
            if (isAscii(name)) {
                return false; // more bytes than an ASCII name has chars: not equal, no need to decode
            }
        }
        return decode(buf, from, length, escaped).equals(name);
    }

    private static boolean isAscii(String name) {
        for (int k = 0; k < name.length(); k++) {
            if (name.charAt(k) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
