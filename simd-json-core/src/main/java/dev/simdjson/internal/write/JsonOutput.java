package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import dev.simdjson.internal.number.ShortestDecimal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * The bytes being written: a growable {@code byte[]} (reused per thread by {@link Writing}), optionally flushed to
 * an {@link OutputStream} when it fills up. Strings go through a {@link StringKernel} that copies clean runs in
 * bulk; integers are written without allocation; doubles and floats as {@link NumberText} (Jackson's text).
 * Not thread-safe.
 */
public final class JsonOutput {

    /** Buffers above this are dropped after use instead of being kept for the next write on the thread. */
    static final int MAX_RETAINED = 4 * 1024 * 1024;
    private static final int INITIAL = 8 * 1024;
    /** Written to the stream in pieces of about this size. */
    private static final int FLUSH_AT = 64 * 1024;

    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** For c below 0x20, '"' and '\\': the second byte of a two-byte escape, or 0 for {@code \}{@code u00XX}. */
    private static final byte[] SHORT_ESCAPE = new byte[128];

    static {
        SHORT_ESCAPE['"'] = '"';
        SHORT_ESCAPE['\\'] = '\\';
        SHORT_ESCAPE['\n'] = 'n';
        SHORT_ESCAPE['\r'] = 'r';
        SHORT_ESCAPE['\t'] = 't';
        SHORT_ESCAPE['\b'] = 'b';
        SHORT_ESCAPE['\f'] = 'f';
    }

    byte[] buf;
    int pos;
    private char[] chars = new char[256];
    private StringKernel kernel;
    private OutputStream sink;
    private int depth;
    private int maxDepth = 1000;
    /** Scratch for text formatted by the JDK (java.time, the rare double fallback). */
    final StringBuilder scratch = new StringBuilder(64);
    boolean inUse;

    public JsonOutput(StringKernel kernel) {
        this.kernel = kernel;
        this.buf = new byte[INITIAL];
    }

    /** Prepares for one write: empty buffer, depth 0. */
    void start(StringKernel kernel, int maxDepth, OutputStream sink) {
        this.kernel = kernel;
        this.maxDepth = maxDepth;
        this.sink = sink;
        this.pos = 0;
        this.depth = 0;
    }

    /** Releases oversized scratch space after a write. */
    void finish() {
        sink = null;
        if (buf.length > MAX_RETAINED) {
            buf = new byte[INITIAL];
        }
        if (chars.length > MAX_RETAINED / 2) {
            chars = new char[256];
        }
        if (scratch.capacity() > 4096) {
            scratch.setLength(0);
            scratch.trimToSize();
        }
        pos = 0;
    }

    /** The bytes written so far. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buf, pos);
    }

    public int size() {
        return pos;
    }

    /** Writes what is buffered to the sink (if any). */
    void flush() {
        if (sink != null && pos > 0) {
            try {
                sink.write(buf, 0, pos);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            pos = 0;
        }
    }

    /** Makes room for {@code n} more bytes; may flush to the sink, so re-read {@link #pos} afterwards. */
    void ensure(int n) {
        if (pos + n > buf.length) {
            grow(n);
        }
    }

    private void grow(int n) {
        if (sink != null && pos >= FLUSH_AT) {
            flush();
            if (n <= buf.length) {
                return;
            }
        }
        long wanted = Math.max((long) pos + n, (long) buf.length * 2);
        if (wanted > Integer.MAX_VALUE - 16) {
            if ((long) pos + n > Integer.MAX_VALUE - 16) {
                throw new JsonWriteException("output larger than 2 GiB");
            }
            wanted = Integer.MAX_VALUE - 16;
        }
        buf = Arrays.copyOf(buf, (int) wanted);
    }

    // ---- nesting ----

    /** Entering an array or object; fails beyond the depth limit (the way a cycle shows up). */
    void enter(Object container) {
        if (++depth > maxDepth) {
            throw new JsonWriteException("nesting deeper than " + maxDepth + " levels (a reference cycle?) at "
                    + container.getClass().getName());
        }
    }

    void exit() {
        depth--;
    }

    // ---- raw ----

    public void writeByte(byte b) {
        if (pos == buf.length) {
            grow(1);
        }
        buf[pos++] = b;
    }

    public void writeRaw(byte[] bytes) {
        writeRaw(bytes, 0, bytes.length);
    }

    public void writeRaw(byte[] bytes, int off, int len) {
        ensure(len);
        System.arraycopy(bytes, off, buf, pos, len);
        pos += len;
    }

    /** ASCII text written as is (no quotes, no escaping). */
    void writeAscii(CharSequence s) {
        int n = s.length();
        ensure(n);
        byte[] b = buf;
        int p = pos;
        for (int i = 0; i < n; i++) {
            b[p++] = (byte) s.charAt(i);
        }
        pos = p;
    }

    public void writeNull() {
        ensure(4);
        byte[] b = buf;
        int p = pos;
        b[p] = 'n';
        b[p + 1] = 'u';
        b[p + 2] = 'l';
        b[p + 3] = 'l';
        pos = p + 4;
    }

    public void writeBoolean(boolean v) {
        if (v) {
            ensure(4);
            buf[pos] = 't';
            buf[pos + 1] = 'r';
            buf[pos + 2] = 'u';
            buf[pos + 3] = 'e';
            pos += 4;
        } else {
            ensure(5);
            buf[pos] = 'f';
            buf[pos + 1] = 'a';
            buf[pos + 2] = 'l';
            buf[pos + 3] = 's';
            buf[pos + 4] = 'e';
            pos += 5;
        }
    }

    // ---- strings ----

    /** {@code s} as a JSON string with Jackson's escapes: quotes included, UTF-8, lone surrogates as \\uXXXX. */
    public void writeString(String s) {
        int len = s.length();
        char[] c = chars;
        if (c.length < len) {
            c = chars = new char[Math.max(len, c.length * 2) + StringKernel.SLACK];
        }
        s.getChars(0, len, c, 0);
        writeChars(c, 0, len);
    }

    /** The characters {@code c[from, to)} as a JSON string. */
    void writeChars(char[] c, int from, int to) {
        ensure(to - from + 2 + StringKernel.SLACK);
        buf[pos++] = '"';
        int i = from;
        StringKernel k = kernel;
        while (true) {
            int n = k.copyPlain(c, i, to, buf, pos);
            pos += n;
            i += n;
            if (i >= to) {
                break;
            }
            // At most 6 bytes per character from here on the slow path, before the next bulk copy.
            i = writeSpecial(c, i, to);
        }
        buf[pos++] = '"';
    }

    /**
     * Writes the characters from {@code c[i]} that the kernel stopped at (escapes and non-ASCII), as long as they
     * keep coming; returns the index of the next character for the kernel. Leaves room for the rest plus a quote.
     */
    private int writeSpecial(char[] c, int i, int to) {
        do {
            ensure(6 + (to - i) + 1 + StringKernel.SLACK);
            byte[] b = buf;
            int p = pos;
            char ch = c[i++];
            if (ch < 0x80) {
                byte e = SHORT_ESCAPE[ch];
                b[p++] = '\\';
                if (e != 0) {
                    b[p++] = e;
                } else {
                    b[p++] = 'u';
                    b[p++] = '0';
                    b[p++] = '0';
                    b[p++] = HEX[ch >> 4];
                    b[p++] = HEX[ch & 15];
                }
            } else if (ch < 0x800) {
                b[p++] = (byte) (0xC0 | (ch >> 6));
                b[p++] = (byte) (0x80 | (ch & 0x3F));
            } else if (!Character.isSurrogate(ch)) {
                b[p++] = (byte) (0xE0 | (ch >> 12));
                b[p++] = (byte) (0x80 | ((ch >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (ch & 0x3F));
            } else if (Character.isHighSurrogate(ch) && i < to && Character.isLowSurrogate(c[i])) {
                int cp = Character.toCodePoint(ch, c[i++]);
                b[p++] = (byte) (0xF0 | (cp >> 18));
                b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                // A lone surrogate: Jackson 3 writes it as an escape.
                b[p++] = '\\';
                b[p++] = 'u';
                b[p++] = HEX[ch >> 12];
                b[p++] = HEX[(ch >> 8) & 15];
                b[p++] = HEX[(ch >> 4) & 15];
                b[p++] = HEX[ch & 15];
            }
            pos = p;
        } while (i < to && needsAttention(c[i]));
        return i;
    }

    private static boolean needsAttention(char ch) {
        return ch >= 0x80 || ch < 0x20 || ch == '"' || ch == '\\';
    }

    // ---- numbers ----

    public void writeInt(int v) {
        writeLong(v);
    }

    public void writeLong(long v) {
        ensure(20);
        pos = NumberText.writeLong(v, buf, pos);
    }

    /** As Jackson: {@code Double.toString}'s text, NaN and infinities as strings. */
    public void writeDouble(double v) {
        ensure(NumberText.MAX_CHARS);
        if (Double.isFinite(v)) {
            pos = ShortestDecimal.writeDouble(v, buf, pos);
        } else {
            writeNonFinite(Double.isNaN(v), v > 0);
        }
    }

    /** As Jackson: {@code Float.toString}'s text, NaN and infinities as strings. */
    public void writeFloat(float v) {
        ensure(NumberText.MAX_CHARS);
        if (Float.isFinite(v)) {
            int p = NumberText.writeFloat(v, buf, pos);
            pos = p >= 0 ? p : ShortestDecimal.writeFloat(v, buf, pos);
        } else {
            writeNonFinite(Float.isNaN(v), v > 0);
        }
    }

    /** {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} (Jackson 3's {@code WRITE_NAN_AS_STRINGS}). */
    private void writeNonFinite(boolean nan, boolean positive) {
        writeAscii(nan ? "\"NaN\"" : positive ? "\"Infinity\"" : "\"-Infinity\"");
    }

    // ---- base64 ----

    private static final byte[] BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /** Standard alphabet with padding, no line feeds (Jackson's default variant), quoted. */
    public void writeBase64(byte[] data) {
        int n = data.length;
        int full = n / 3 * 3;
        int i = 0;
        writeByte((byte) '"');
        while (i < full) {
            int chunk = Math.min(full - i, 3 * 4096);
            ensure(chunk / 3 * 4);
            byte[] b = buf;
            int p = pos;
            int stop = i + chunk;
            for (; i < stop; i += 3) {
                int bits = (data[i] & 0xFF) << 16 | (data[i + 1] & 0xFF) << 8 | (data[i + 2] & 0xFF);
                b[p] = BASE64[bits >>> 18];
                b[p + 1] = BASE64[(bits >>> 12) & 63];
                b[p + 2] = BASE64[(bits >>> 6) & 63];
                b[p + 3] = BASE64[bits & 63];
                p += 4;
            }
            pos = p;
        }
        ensure(5);
        int rest = n - full;
        if (rest > 0) {
            int bits = (data[i] & 0xFF) << 16 | (rest == 2 ? (data[i + 1] & 0xFF) << 8 : 0);
            buf[pos++] = BASE64[bits >>> 18];
            buf[pos++] = BASE64[(bits >>> 12) & 63];
            buf[pos++] = rest == 2 ? BASE64[(bits >>> 6) & 63] : (byte) '=';
            buf[pos++] = '=';
        }
        buf[pos++] = '"';
    }
}
