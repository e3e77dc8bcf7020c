package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.serializer.ByteArrayLengthHeaderSerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Frames with a 4-byte unsigned little-endian length header, then that many bytes: the IPC frames of the founding
 * use case (u32 LE length prefix), and Chrome native messaging. Spring Integration's
 * {@link ByteArrayLengthHeaderSerializer} writes and reads the header big-endian only; this one keeps its size check
 * and events, reads the frame as it arrives ({@link LengthHeaderSerializer}) and changes only the header's byte
 * order.
 */
public class LittleEndianLengthHeaderSerializer extends LengthHeaderSerializer {

    public LittleEndianLengthHeaderSerializer() {
        super(HEADER_SIZE_INT);
    }

    @Override
    protected int readHeader(InputStream inputStream) throws IOException {
        int length = 0;
        for (int i = 0; i < 4; i++) {
            int b = inputStream.read();
            if (b < 0) {
                if (i == 0) {
                    throw new SoftEndOfStreamException("Stream closed between frames"); // a clean end
                }
                throw new IOException("Stream closed inside a 4-byte length header after " + i + " bytes");
            }
            length |= b << (8 * i);
        }
        if (length < 0) {
            throw new IOException("Frame length " + Integer.toUnsignedString(length) + " is over 2 GB");
        }
        return length;
    }

    @Override
    protected void writeHeader(OutputStream outputStream, int length) throws IOException {
        outputStream.write(new byte[] {(byte) length, (byte) (length >>> 8), (byte) (length >>> 16),
                (byte) (length >>> 24)});
    }
}
