package dev.simdjson.spring.integration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.core.serializer.Deserializer;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every framing writes frames its own reader reads back exactly, whole or arriving one byte per read, many frames
 * per stream; the stream's end between frames is a clean end, inside one an error; frames over the maximum are
 * refused before they are buffered.
 */
class FramingTests {

    /** Documents whose bytes look like delimiters to a careless reader: brackets and quotes in strings, newlines escaped. */
    static final List<String> DOCUMENTS = List.of(
            "{\"kind\":\"Control\",\"op\":\"resume\",\"tags\":[\"a]\",\"{b\"]}",
            "[1,2,[3,{\"x\":\"\\\"}\"}]]",
            "{\"text\":\"caf\u00e9 \u2603 \\n \\\\\",\"n\":-1.5e3}",
            "{}",
            "\"a string\"",
            "42",
            "{\"deep\":" + "[".repeat(40) + "]".repeat(40) + "}");

    @ParameterizedTest
    @EnumSource(Framing.class)
    void framesWrittenAreReadBackExactlyWholeOrByteByByte(Framing framing) throws IOException {
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, 64 * 1024);
        List<String> documents = framing == Framing.LENGTH_HEADER_1
                ? DOCUMENTS.stream().filter(d -> d.getBytes(StandardCharsets.UTF_8).length < 256).toList()
                : DOCUMENTS;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String document : documents) {
            serializer.serialize(document.getBytes(StandardCharsets.UTF_8), out);
        }
        byte[] stream = out.toByteArray();
        assertThat(readAll(serializer, new ByteArrayInputStream(stream))).containsExactlyElementsOf(documents);
        assertThat(readAll(serializer, new OneByteAtATime(new ByteArrayInputStream(stream))))
                .containsExactlyElementsOf(documents);
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void aStreamThatEndsInsideAFrameIsAnError(Framing framing) throws IOException {
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, 1024);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        serializer.serialize("{\"a\":[1,2,3]}".getBytes(StandardCharsets.UTF_8), out);
        byte[] whole = out.toByteArray();
        for (int cut = 1; cut < whole.length - 1; cut++) {
            byte[] part = java.util.Arrays.copyOf(whole, cut);
            if (framing == Framing.NDJSON) {
                // Without its LF the last line is still a frame to Spring Integration's reader (it ends at the
                // stream's end); the parser then finds it incomplete.
                continue;
            }
            assertThatThrownBy(() -> serializer.deserialize(new ByteArrayInputStream(part)))
                    .as("%s cut at %d", framing, cut).isInstanceOf(IOException.class)
                    .isNotInstanceOf(SoftEndOfStreamException.class);
        }
        assertThatThrownBy(() -> serializer.deserialize(new ByteArrayInputStream(new byte[0])))
                .isInstanceOf(SoftEndOfStreamException.class);
    }

    @ParameterizedTest
    @EnumSource(value = Framing.class, names = {"LENGTH_HEADER_4_BIG_ENDIAN", "LENGTH_HEADER_4_LITTLE_ENDIAN",
            "LENGTH_HEADER_2", "CONTENT_LENGTH", "JSON_STREAM", "NDJSON"})
    void framesOverTheMaximumAreRefusedBeforeTheyAreBuffered(Framing framing) throws IOException {
        AbstractByteArraySerializer big = FramingSerializers.of(framing, 64 * 1024);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        big.serialize(("{\"s\":\"" + "x".repeat(2000) + "\"}").getBytes(StandardCharsets.UTF_8), out);
        AbstractByteArraySerializer small = FramingSerializers.of(framing, 1000);
        assertThatThrownBy(() -> small.deserialize(new ByteArrayInputStream(out.toByteArray())))
                .isInstanceOf(IOException.class).hasMessageContaining("1000");
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void aFrameOfExactlyTheMaximumIsRead(Framing framing) throws IOException {
        int max = framing == Framing.LENGTH_HEADER_1 ? 255 : 4096;
        // Spring Integration's line reader counts the LF in the maximum.
        int size = framing == Framing.NDJSON ? max - 1 : max;
        String document = "{\"s\":\"" + "y".repeat(size - 8) + "\"}";
        assertThat(document.length()).isEqualTo(size);
        AbstractByteArraySerializer serializer = FramingSerializers.of(framing, max);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        serializer.serialize(document.getBytes(StandardCharsets.UTF_8), out);
        assertThat(new String(serializer.deserialize(new ByteArrayInputStream(out.toByteArray())),
                StandardCharsets.UTF_8)).isEqualTo(document);
    }

    @org.junit.jupiter.api.Test
    void littleEndianHeadersAreLittleEndian() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        FramingSerializers.of(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, 1 << 20).serialize(new byte[0x0102], out);
        assertThat(java.util.Arrays.copyOf(out.toByteArray(), 4)).containsExactly(0x02, 0x01, 0, 0);
        byte[] frame = {5, 0, 0, 0, '[', '1', ',', '2', ']'};
        assertThat(new String(FramingSerializers.of(Framing.LENGTH_HEADER_4_LITTLE_ENDIAN, 100)
                .deserialize(new ByteArrayInputStream(frame)), StandardCharsets.US_ASCII)).isEqualTo("[1,2]");
    }

    @org.junit.jupiter.api.Test
    void contentLengthFramesAsLanguageServersSendThem() throws IOException {
        String lsp = "Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"a\":1}"
                + "content-length:2\r\n\r\n[]";
        AbstractByteArraySerializer serializer = FramingSerializers.of(Framing.CONTENT_LENGTH, 100);
        assertThat(readAll(serializer, new ByteArrayInputStream(lsp.getBytes(StandardCharsets.US_ASCII))))
                .containsExactly("{\"a\":1}", "[]");
        assertThatThrownBy(() -> serializer.deserialize(
                new ByteArrayInputStream("Content-Type: x\r\n\r\n{}".getBytes(StandardCharsets.US_ASCII))))
                .hasMessageContaining("without Content-Length");
        assertThatThrownBy(() -> serializer.deserialize(
                new ByteArrayInputStream("Content-Length: -3\r\n\r\n".getBytes(StandardCharsets.US_ASCII))))
                .hasMessageContaining("Invalid Content-Length");
    }

    @org.junit.jupiter.api.Test
    void ndjsonToleratesCrlf() throws IOException {
        AbstractByteArraySerializer serializer = FramingSerializers.of(Framing.NDJSON, 100);
        List<String> frames = readAll(serializer,
                new ByteArrayInputStream("{\"a\":1}\r\n[2]\n".getBytes(StandardCharsets.US_ASCII)));
        // The CR stays in the frame, where it is JSON whitespace.
        assertThat(frames).containsExactly("{\"a\":1}\r", "[2]");
    }

    static List<String> readAll(Deserializer<byte[]> deserializer, InputStream in) throws IOException {
        List<String> frames = new ArrayList<>();
        while (true) {
            try {
                frames.add(new String(deserializer.deserialize(in), StandardCharsets.UTF_8));
            } catch (SoftEndOfStreamException end) {
                return frames;
            }
        }
    }

    /** Hands out one byte per read, as a slow peer does: every frame is split at every byte. */
    static final class OneByteAtATime extends FilterInputStream {

        OneByteAtATime(InputStream in) {
            super(in);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 1));
        }
    }
}
