package dev.simdjson.spring.integration;

import java.io.IOException;
import java.util.Arrays;

/**
 * The bytes of one frame as they arrive, for the framings that cannot know a frame's length before its end (NDJSON,
 * concatenated documents): it starts small and doubles as bytes come, up to the maximum frame size, so a small frame
 * costs a few hundred bytes however large the limit is.
 */
final class FrameBuffer {

    private static final int INITIAL = 256;

    private final int max;
    private final String what;
    private byte[] bytes;
    private int length;

    /** @param what what a frame is, for the error past the limit: "JSON document", "line" */
    FrameBuffer(int max, String what) {
        this.max = max;
        this.what = what;
        this.bytes = new byte[Math.max(1, Math.min(INITIAL, max))];
    }

    void add(int b) throws IOException {
        if (length >= max) {
            throw new IOException(what + " longer than the maximum frame size of " + max + " bytes");
        }
        if (length == bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(max, 2L * bytes.length));
        }
        bytes[length++] = (byte) b;
    }

    int length() {
        return length;
    }

    /** The frame's bytes, {@code length()} of them. */
    byte[] bytes() {
        return Arrays.copyOf(bytes, length);
    }
}
