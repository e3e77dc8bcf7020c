package dev.simdjson.spring;

import java.util.regex.Pattern;

/**
 * Text derived from a peer's input, made fit to show: to the peer, a binder's reason without what the application's
 * own code said ({@link #reason}); in a log line or an exception message, the input's control characters escaped
 * ({@link #escapeControls}), so that a value holding a newline cannot forge a log line. The HTTP converter, the
 * socket adapters' error frames and the JSON-RPC errors all filter through here.
 */
public final class ClientErrorText {

    /** A Java exception or error name ({@code NullPointerException}, {@code java.lang.ClassCastException}). */
    private static final Pattern JAVA_THROWABLE = Pattern.compile("\\b[A-Z]\\w*(Exception|Error)\\b");

    /** What a peer gets instead of a reason that carries the application's own words. */
    public static final String REJECTED = "the value was rejected by the target type";

    private ClientErrorText() {
    }

    /**
     * The binder's reason, unless it carries what the application's own code said (a constructor or setter that
     * threw, an unexpected exception): that stays in the logs, the peer gets {@link #REJECTED}.
     */
    public static String reason(String binderReason) {
        if (binderReason.startsWith("cannot construct") || binderReason.startsWith("cannot set")
                || JAVA_THROWABLE.matcher(binderReason).find()) {
            return REJECTED;
        }
        return binderReason;
    }

    /**
     * {@code text} with its control characters (C0, DEL, C1, and the Unicode line and paragraph separators) written
     * as {@code \n}, {@code \r}, {@code \t} or {@code \\uXXXX}; text without any is returned as it is.
     */
    public static String escapeControls(String text) {
        int first = 0;
        while (first < text.length() && !isControl(text.charAt(first))) {
            first++;
        }
        if (first == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isControl(c)) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }

    private static boolean isControl(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029';
    }
}
