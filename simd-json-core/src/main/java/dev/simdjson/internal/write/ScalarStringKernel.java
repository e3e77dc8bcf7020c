package dev.simdjson.internal.write;

/** The portable {@link StringKernel}: one character at a time, a table lookup for the ASCII range. */
public final class ScalarStringKernel implements StringKernel {

    /** {@code PLAIN[c]} for c below 128: written as itself. */
    private static final boolean[] PLAIN = new boolean[128];

    static {
        for (int c = 0x20; c < 0x80; c++) {
            PLAIN[c] = c != '"' && c != '\\';
        }
    }

    /** Whether JSON writes {@code c} as itself, one byte: ASCII, not a control character, {@code "} or {@code \\}. */
    static boolean plain(char c) {
        return c < 0x80 && PLAIN[c];
    }

    @Override
    public int copyPlain(char[] src, int from, int to, byte[] dst, int dstPos) {
        int i = from;
        int d = dstPos;
        while (i < to) {
            char c = src[i];
            if (!plain(c)) {
                break;
            }
            dst[d++] = (byte) c;
            i++;
        }
        return i - from;
    }

    @Override
    public String describe() {
        return "scalar";
    }
}
