package dev.simdjson.internal.runtime;

import dev.simdjson.JsonValue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;

/**
 * A built-in document for {@link SimdJsonRuntime#warmUp}: every value type, escapes, non-ASCII text (so the
 * UTF-8 path compiles too), integers and floats, and enough nesting to exercise stage 2's stack.
 */
final class WarmUpDocument {

    static final int ITERATIONS = 4_000;
    static final byte[] BYTES = build();

    private WarmUpDocument() {
    }

    private static byte[] build() {
        StringBuilder sb = new StringBuilder("{\"items\":[");
        for (int i = 0; i < 120; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append("{\"id\":").append(1_000_000L * i + 7)
                    .append(",\"price\":").append(i * 3.25 + 0.0625)
                    .append(",\"name\":\"item \\\"").append(i).append("\\\" – café ☕ 日本\"")
                    .append(",\"tags\":[\"a\",\"b\\n\",\"\\u00e9\\ud83d\\ude00\"],\"ok\":").append(i % 2 == 0)
                    .append(",\"none\":null,\"ratio\":").append(i).append("e-3")
                    .append(",\"nested\":{\"depth\":[[[").append(i).append("]]]}}");
        }
        return sb.append("],\"count\":120}").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Reads every value, iteratively; returns a checksum so the work cannot be optimized away. */
    static long readAll(JsonValue root) {
        long sum = 0;
        ArrayDeque<JsonValue> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            JsonValue v = todo.pop();
            switch (v.type()) {
                case OBJECT, ARRAY -> v.forEach(todo::push);
                case STRING -> sum += v.asString().length();
                case NUMBER -> sum += (long) v.asDouble();
                case BOOLEAN -> sum += v.asBoolean() ? 1 : 0;
                case NULL -> sum++;
            }
        }
        return sum;
    }
}
