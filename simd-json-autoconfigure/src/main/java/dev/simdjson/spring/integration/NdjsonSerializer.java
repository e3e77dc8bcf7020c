package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLfSerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * One frame per line, ended by LF (a CR before it stays in the frame: it is JSON whitespace), as Spring
 * Integration's {@link ByteArrayLfSerializer} reads and writes them, except that the frame's buffer grows as its
 * bytes arrive: Spring Integration's allocates the maximum frame size for every frame before its first byte (1 MB
 * per 60-byte JSON-RPC call by default).
 */
public class NdjsonSerializer extends AbstractByteArraySerializer {

    @Override
    public byte[] deserialize(InputStream in) throws IOException {
        FrameBuffer line = new FrameBuffer(getMaxMessageSize(), "A line");
        try {
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    if (line.length() == 0) {
                        throw new SoftEndOfStreamException("Stream closed between lines"); // a clean end
                    }
                    throw new IOException("Stream closed inside a line after " + line.length() + " bytes");
                }
                line.add(b);
            }
            return line.bytes();
        } catch (SoftEndOfStreamException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            publishEvent(e, line.bytes(), line.length()); // as Spring Integration's deserializers do
            throw e;
        }
    }

    @Override
    public void serialize(byte[] bytes, OutputStream out) throws IOException {
        out.write(bytes);
        out.write('\n');
    }
}
