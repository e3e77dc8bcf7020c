package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLengthHeaderSerializer;

/**
 * The serializer/deserializer pair Spring Integration's connection factories take, for each {@link Framing}: Spring
 * Integration's length headers reading each frame as it arrives ({@link LengthHeaderSerializer}), and ours where it
 * has none or allocates the maximum frame size per frame (NDJSON, little-endian length, {@code Content-Length},
 * concatenated documents). Every one allocates about what arrives, never what a header claims.
 */
public final class FramingSerializers {

    private FramingSerializers() {
    }

    /** The serializer/deserializer of {@code framing}, refusing frames over {@code maxFrameSize} bytes. */
    public static AbstractByteArraySerializer of(Framing framing, int maxFrameSize) {
        if (maxFrameSize <= 0) {
            throw new IllegalArgumentException("The maximum frame size must be positive, was " + maxFrameSize);
        }
        AbstractByteArraySerializer serializer = switch (framing) {
            case LENGTH_HEADER_4_BIG_ENDIAN -> new LengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_INT);
            case LENGTH_HEADER_4_LITTLE_ENDIAN -> new LittleEndianLengthHeaderSerializer();
            case LENGTH_HEADER_2 -> new LengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_UNSIGNED_SHORT);
            case LENGTH_HEADER_1 -> new LengthHeaderSerializer(
                    ByteArrayLengthHeaderSerializer.HEADER_SIZE_UNSIGNED_BYTE);
            case NDJSON -> new NdjsonSerializer();
            case CONTENT_LENGTH -> new ContentLengthSerializer();
            case JSON_STREAM -> new JsonStreamSerializer();
        };
        serializer.setMaxMessageSize(maxFrameSize);
        return serializer;
    }

    /** Gives {@code factory} the serializer and deserializer of {@code framing} (one object does both). */
    public static void install(AbstractConnectionFactory factory, Framing framing, int maxFrameSize) {
        AbstractByteArraySerializer serializer = of(framing, maxFrameSize);
        factory.setSerializer(serializer);
        factory.setDeserializer(serializer);
    }
}
