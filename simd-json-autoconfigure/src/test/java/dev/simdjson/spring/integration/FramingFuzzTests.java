package dev.simdjson.spring.integration;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzz target for every framing's deserializer on arbitrary bytes: it returns frames no larger than the maximum
 * frame size, or ends with an {@link IOException} or, for a clean end between frames, Spring Integration's
 * {@link SoftEndOfStreamException}; nothing else escapes, and it never reads on past the end of the stream. The first
 * byte picks the framing. Seeds in {@code FramingFuzzTestsInputs}; {@code scripts/fuzz.sh} fuzzes.
 */
class FramingFuzzTests {

    private static final int MAX_FRAME = 512;
    private static final Framing[] FRAMINGS = Framing.values();

    @FuzzTest
    void deserialize(byte[] data) {
        if (data.length == 0) {
            return;
        }
        Framing framing = FRAMINGS[(data[0] & 0xFF) % FRAMINGS.length];
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, MAX_FRAME);
        InputStream in = new ByteArrayInputStream(data, 1, data.length - 1);
        // Each frame takes at least one byte of the stream, so this many frames at most before the end.
        for (int frames = 0; frames <= data.length; frames++) {
            byte[] frame;
            try {
                frame = serializer.deserialize(in);
            } catch (SoftEndOfStreamException end) {
                return; // a clean end between frames
            } catch (IOException refused) {
                return; // a documented refusal of the framing (too large, cut short, bad header)
            } catch (IllegalArgumentException negative) {
                // Spring Integration's length-header deserializer refuses a negative length this way (found by
                // this target; the connection is closed either way).
                assertThat(negative).hasMessageContaining("is negative");
                assertThat(framing.name()).startsWith("LENGTH_HEADER");
                return;
            }
            assertThat(frame).as(framing + " frame").isNotNull();
            assertThat(frame.length).as(framing + " frame length").isLessThanOrEqualTo(MAX_FRAME);
        }
        throw new AssertionError(framing + " returned more frames than the stream has bytes");
    }
}
