package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLengthHeaderSerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLfSerializer;

/**
 * How JSON frames are delimited on a socket, the same for TCP and Unix domain sockets. Each gives the
 * serializer/deserializer pair Spring Integration's connection factories take: Spring Integration's own where it has
 * one, ours where it does not (little-endian length, {@code Content-Length}, concatenated documents).
 */
public enum Framing {

    /** A 4-byte big-endian length, then the JSON: Spring Integration's own peers ({@code TcpCodecs.lengthHeader4()}). */
    LENGTH_HEADER_4_BIG_ENDIAN,
    /** A 4-byte little-endian length (u32 LE), then the JSON: IPC frames, Chrome native messaging. */
    LENGTH_HEADER_4_LITTLE_ENDIAN,
    /** A 2-byte big-endian length (frames up to 65,535 bytes). */
    LENGTH_HEADER_2,
    /** A 1-byte length (frames up to 255 bytes). */
    LENGTH_HEADER_1,
    /** One JSON document per line, ended by LF (CRLF is tolerated: the CR is JSON whitespace); MCP's stdio framing. */
    NDJSON,
    /** {@code Content-Length: N} header lines, an empty line, then N bytes: as the Language Server Protocol sends. */
    CONTENT_LENGTH,
    /** JSON documents one after another, each frame one document. */
    JSON_STREAM;

    /** The serializer/deserializer of this framing, refusing frames over {@code maxFrameSize} bytes. */
    public AbstractByteArraySerializer serializer(int maxFrameSize) {
        if (maxFrameSize <= 0) {
            throw new IllegalArgumentException("The maximum frame size must be positive, was " + maxFrameSize);
        }
        AbstractByteArraySerializer serializer = switch (this) {
            case LENGTH_HEADER_4_BIG_ENDIAN -> new ByteArrayLengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_INT);
            case LENGTH_HEADER_4_LITTLE_ENDIAN -> new LittleEndianLengthHeaderSerializer();
            case LENGTH_HEADER_2 -> new ByteArrayLengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_UNSIGNED_SHORT);
            case LENGTH_HEADER_1 -> new ByteArrayLengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_UNSIGNED_BYTE);
            case NDJSON -> new ByteArrayLfSerializer();
            case CONTENT_LENGTH -> new ContentLengthSerializer();
            case JSON_STREAM -> new JsonStreamSerializer();
        };
        serializer.setMaxMessageSize(maxFrameSize);
        return serializer;
    }

    /** Whether a frame that is not valid JSON leaves the framing intact, so the next frame can still be read. */
    public boolean resynchronizes() {
        return this != JSON_STREAM; // a broken document may swallow the brackets of the next ones
    }
}
