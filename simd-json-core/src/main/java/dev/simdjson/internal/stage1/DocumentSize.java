package dev.simdjson.internal.stage1;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** The document size limit, as the parser and the mapper enforce it: up front for arrays, while reading streams. */
public final class DocumentSize {

    private DocumentSize() {
    }

    /** Throws {@link JsonParseException} at the first byte beyond the limit when {@code length} exceeds it. */
    public static void check(byte[] json, int offset, int length, JsonLimits limits) {
        if (length > limits.maxDocumentBytes()) {
            throw JsonParseException.at(reason(limits), json, offset, offset + length,
                    offset + limits.maxDocumentBytes());
        }
    }

    /** Reads a stream to its end (not closing it); throws {@link JsonParseException} once it exceeds the limit. */
    public static byte[] readAll(InputStream in, JsonLimits limits) throws IOException {
        int max = limits.maxDocumentBytes();
        byte[] buf = new byte[8192];
        int n = 0;
        while (true) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, (int) Math.min((long) n * 2, (long) max + 1));
            }
            int read = in.read(buf, n, buf.length - n);
            if (read < 0) {
                break;
            }
            n += read;
            if (n > max) {
                throw JsonParseException.at(reason(limits), buf, 0, n, max);
            }
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    /** The message of the error. */
    public static String reason(JsonLimits limits) {
        return "document larger than the limit of " + limits.maxDocumentBytes() + " bytes";
    }
}
