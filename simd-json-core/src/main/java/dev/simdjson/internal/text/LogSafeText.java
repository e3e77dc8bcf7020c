package dev.simdjson.internal.text;

/**
 * Input-derived text made safe to quote in an error message that may end up in a log: control characters (C0,
 * DEL, C1) and the Unicode line and paragraph separators become escapes ({@code \n}, {@code \r}, {@code \t},
 * {@code \u001B} ...), so a property name or a value holding a newline and a fake timestamp cannot forge a log
 * line. Other text, backslashes included, is unchanged.
 */
public final class LogSafeText {

    private LogSafeText() {
    }

    public static String escape(String s) {
        int k = 0;
        while (k < s.length() && !needsEscape(s.charAt(k))) {
            k++;
        }
        if (k == s.length()) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length() + 16).append(s, 0, k);
        for (; k < s.length(); k++) {
            char c = s.charAt(k);
            if (!needsEscape(c)) {
                sb.append(c);
                continue;
            }
            switch (c) {
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> sb.append(String.format("\\u%04X", (int) c));
            }
        }
        return sb.toString();
    }

    private static boolean needsEscape(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == '\u2028' || c == '\u2029';
    }
}
