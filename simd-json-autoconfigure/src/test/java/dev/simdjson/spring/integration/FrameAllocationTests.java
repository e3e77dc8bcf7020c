package dev.simdjson.spring.integration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * What reading a frame allocates: about the frame's own bytes, whatever the maximum frame size or a length header
 * claims (measured with the JDK's per-thread allocation counter).
 */
class FrameAllocationTests {

    private static final byte[] CALL = "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"params\":[1,2],\"id\":7}"
            .getBytes(StandardCharsets.UTF_8);
    private static final int FRAMES = 2_000;
    private static final long BOUND_PER_FRAME = 16 * 1024;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @ParameterizedTest
    @EnumSource(Framing.class)
    void aSmallFrameAllocatesAboutItsOwnSizeUnderAOneMegabyteLimit(Framing framing) throws IOException {
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, 1024 * 1024);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < FRAMES; i++) {
            serializer.serialize(CALL, out);
        }
        byte[] stream = out.toByteArray();
        readAll(serializer, stream); // warm-up: class loading and compilation allocate too

        long before = THREADS.getCurrentThreadAllocatedBytes();
        readAll(serializer, stream);
        long perFrame = (THREADS.getCurrentThreadAllocatedBytes() - before) / FRAMES;

        assertThat(perFrame).as("bytes allocated per %d-byte frame", CALL.length).isLessThan(BOUND_PER_FRAME);
    }

    @ParameterizedTest
    @EnumSource(value = Framing.class, names = {"LENGTH_HEADER_4_BIG_ENDIAN", "LENGTH_HEADER_4_LITTLE_ENDIAN"})
    void aHeaderDeclaringAGigabyteFollowedByTenBytesDoesNotAllocateIt(Framing framing) throws IOException {
        int declared = 1 << 30;
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, declared);
        byte[] header = framing == Framing.LENGTH_HEADER_4_BIG_ENDIAN
                ? new byte[] {0x40, 0, 0, 0}
                : new byte[] {0, 0, 0, 0x40};
        byte[] stream = new byte[header.length + 10];
        System.arraycopy(header, 0, stream, 0, header.length);

        long before = THREADS.getCurrentThreadAllocatedBytes();
        Throwable failure = catchThrowable(() -> serializer.deserialize(socketLike(stream)));
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;

        assertThat(allocated).as("bytes allocated for a header declaring %d", declared).isLessThan(1024 * 1024);
        assertThat(failure).isInstanceOf(IOException.class)
                .hasMessage("Stream closed after 10 of the " + declared + " bytes of a frame");
    }

    @Test
    void aContentLengthDeclaringAGigabyteFollowedByTenBytesDoesNotAllocateIt() {
        int declared = 1 << 30;
        AbstractByteArraySerializer serializer = FramingSerializers.of(Framing.CONTENT_LENGTH, declared);
        byte[] stream = ("Content-Length: " + declared + "\r\n\r\n0123456789").getBytes(StandardCharsets.US_ASCII);

        long before = THREADS.getCurrentThreadAllocatedBytes();
        Throwable failure = catchThrowable(() -> serializer.deserialize(socketLike(stream)));
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;

        assertThat(allocated).isLessThan(1024 * 1024);
        assertThat(failure).isInstanceOf(IOException.class);
    }

    private static void readAll(AbstractByteArraySerializer serializer, byte[] stream) throws IOException {
        InputStream in = socketLike(stream);
        for (int i = 0; i < FRAMES; i++) {
            assertThat(serializer.deserialize(in)).hasSize(CALL.length);
        }
    }

    /** Buffered as the connections read a socket (a {@code ByteArrayInputStream} alone has shortcuts a socket lacks). */
    private static InputStream socketLike(byte[] stream) {
        return new BufferedInputStream(new ByteArrayInputStream(stream), 16 * 1024);
    }
}
