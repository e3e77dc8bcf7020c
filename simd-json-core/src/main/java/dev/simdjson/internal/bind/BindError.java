package dev.simdjson.internal.bind;

import dev.simdjson.internal.text.LogSafeText;

/**
 * Internal: a value that does not fit its target type, on its way out of the binders. Each enclosing binder
 * prepends its path segment (only on this error path: nothing is spent on the happy path); {@link Binding}
 * turns it into a {@link dev.simdjson.JsonBindException} with the full path, line and column.
 */
final class BindError extends RuntimeException {

    final String reason;
    final int offset;
    /** Path segments, innermost last once reversed: appended on the way out, then read backwards. */
    private String[] segments = new String[8];
    private int segmentCount;

    BindError(String reason, int offset) {
        super(reason, null, false, false);
        this.reason = reason;
        this.offset = offset;
    }

    /** Adds the segment of the enclosing value ({@code .name}, {@code [3]}, {@code ['odd key']}). */
    BindError within(String segment) {
        if (segmentCount == segments.length) {
            segments = java.util.Arrays.copyOf(segments, segmentCount * 2);
        }
        segments[segmentCount++] = segment;
        return this;
    }

    BindError withinIndex(int index) {
        return within("[" + index + "]");
    }

    BindError withinField(String name) {
        return within(segment(name));
    }

    String path() {
        StringBuilder sb = new StringBuilder("$");
        for (int k = segmentCount - 1; k >= 0; k--) {
            sb.append(segments[k]);
        }
        return sb.toString();
    }

    static String segment(String name) {
        boolean simple = !name.isEmpty() && Character.isJavaIdentifierStart(name.charAt(0));
        for (int k = 1; simple && k < name.length(); k++) {
            simple = Character.isJavaIdentifierPart(name.charAt(k));
        }
        if (simple) {
            return "." + LogSafeText.escape(name); // identifier parts include some control characters
        }
        return "['" + LogSafeText.escape(name.replace("\\", "\\\\").replace("'", "\\'")) + "']";
    }
}
