package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Frames that are JSON documents one after another, with or without whitespace between them
 * ({@code {"a":1}{"b":2} [3]}): a frame ends where its top-level object, array or string closes, found by counting
 * brackets outside strings (the frame is validated when it is parsed). A top-level number or literal ends at the
 * next whitespace, so such documents must be separated by whitespace. A frame is bounded by the maximum frame size:
 * a document that grows past it ends the connection rather than the buffer growing without limit.
 */
public class JsonStreamSerializer extends AbstractByteArraySerializer {

    @Override
    public byte[] deserialize(InputStream in) throws IOException {
        int b = in.read();
        while (isWhitespace(b)) {
            b = in.read();
        }
        if (b < 0) {
            throw new SoftEndOfStreamException("Stream closed between documents"); // a clean end
        }
        FrameBuffer frame = new FrameBuffer(getMaxMessageSize(), "JSON document");
        frame.add(b);
        if (b == '{' || b == '[') {
            readContainer(in, frame);
        } else if (b == '"') {
            readString(in, frame);
        } else {
            for (b = in.read(); b >= 0 && !isWhitespace(b); b = in.read()) {
                frame.add(b);
            }
        }
        return frame.bytes();
    }

    private static void readContainer(InputStream in, FrameBuffer frame) throws IOException {
        int depth = 1;
        while (depth > 0) {
            int b = next(in);
            frame.add(b);
            if (b == '"') {
                readString(in, frame);
            } else if (b == '{' || b == '[') {
                depth++;
            } else if (b == '}' || b == ']') {
                depth--;
            }
        }
    }

    /** The rest of a string whose opening quote is in the frame already. */
    private static void readString(InputStream in, FrameBuffer frame) throws IOException {
        while (true) {
            int b = next(in);
            frame.add(b);
            if (b == '\\') {
                frame.add(next(in));
            } else if (b == '"') {
                return;
            }
        }
    }

    private static int next(InputStream in) throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new IOException("Stream closed inside a JSON document");
        }
        return b;
    }

    private static boolean isWhitespace(int b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }

    @Override
    public void serialize(byte[] bytes, OutputStream out) throws IOException {
        out.write(bytes);
        out.write('\n'); // not needed between objects and arrays, but keeps the stream readable and scalars apart
        out.flush();
    }
}
