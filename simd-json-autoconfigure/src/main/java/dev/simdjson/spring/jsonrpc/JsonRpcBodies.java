package dev.simdjson.spring.jsonrpc;

import java.nio.charset.StandardCharsets;

/**
 * Request and response bodies as DEBUG logs show them, when {@code simdjson.jsonrpc.log-bodies} allows: at most
 * {@value #MAX_CHARS} characters, every control and non-ASCII character escaped ({@code \\uXXXX}), so a body can
 * neither forge log lines nor hide what it holds.
 */
public final class JsonRpcBodies {

    /** The most characters of a body a log line shows. */
    public static final int MAX_CHARS = 2048;

    private JsonRpcBodies() {
    }

    /** {@code json} escaped and cut to {@value #MAX_CHARS} characters, with how much was left out. */
    public static String forLog(byte[] json, int offset, int length) {
        String text = new String(json, offset, length, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_CHARS) + 16);
        int i = 0;
        for (; i < text.length() && out.length() < MAX_CHARS; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f && c != '\\') {
                out.append(c);
            } else if (c == '\\') {
                out.append("\\\\");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        if (i < text.length()) {
            out.append("…(").append(text.length() - i).append(" more characters)");
        }
        return out.toString();
    }
}
