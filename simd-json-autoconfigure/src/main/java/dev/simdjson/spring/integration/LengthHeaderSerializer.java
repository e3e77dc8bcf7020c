package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.serializer.ByteArrayLengthHeaderSerializer;

import java.io.IOException;
import java.io.InputStream;

/**
 * Spring Integration's {@link ByteArrayLengthHeaderSerializer} (its headers, size check and events), reading a
 * frame's bytes as they arrive instead of allocating the length its header declares first: a header that declares
 * 1 GB followed by 10 bytes costs what arrived, not 1 GB.
 */
public class LengthHeaderSerializer extends ByteArrayLengthHeaderSerializer {

    /** @param headerSize {@link #HEADER_SIZE_INT}, {@link #HEADER_SIZE_UNSIGNED_SHORT} or {@link #HEADER_SIZE_UNSIGNED_BYTE} */
    public LengthHeaderSerializer(int headerSize) {
        super(headerSize);
    }

    @Override
    public byte[] deserialize(InputStream in) throws IOException {
        int length = readHeader(in);
        if (length > getMaxMessageSize()) {
            IOException tooLong = new IOException("Frame length " + length + " is over the maximum frame size of "
                    + getMaxMessageSize() + " bytes");
            publishEvent(tooLong, new byte[0], -1);
            throw tooLong;
        }
        // The JDK's readNBytes reads into chunks of at most 16 KB and joins them, so memory follows the bytes read.
        byte[] frame = in.readNBytes(length);
        if (frame.length < length) {
            IOException cut = new IOException("Stream closed after " + frame.length + " of the " + length
                    + " bytes of a frame");
            publishEvent(cut, frame, frame.length);
            throw cut;
        }
        return frame;
    }
}
