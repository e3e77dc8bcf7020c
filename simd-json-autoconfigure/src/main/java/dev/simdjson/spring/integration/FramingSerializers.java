package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLengthHeaderSerializer;
import org.springframework.integration.ip.tcp.serializer.ByteArrayLfSerializer;

/**
 * The serializer/deserializer pair Spring Integration's connection factories take, for each {@link Framing}: Spring
 * Integration's own where it has one, ours where it does not (little-endian length, {@code Content-Length},
 * concatenated documents).
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

    /** Gives {@code factory} the serializer and deserializer of {@code framing} (one object does both). */
    public static void install(AbstractConnectionFactory factory, Framing framing, int maxFrameSize) {
        AbstractByteArraySerializer serializer = of(framing, maxFrameSize);
        factory.setSerializer(serializer);
        factory.setDeserializer(serializer);
    }
}
