package dev.simdjson.conformance;

import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.conformance.Kernels.Outcome;
import dev.simdjson.conformance.Kernels.Rejected;
import dev.simdjson.runtime.Implementation;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One document, every way in: {@code byte[]} whole or as a slice between foreign bytes, heap, read-only and direct
 * {@link ByteBuffer}s not starting at 0, {@link InputStream}s (whole and in dribbles), and the padded fast path. All
 * give the same tree, and errors count offsets from the first byte of the document in every form. Values live on
 * after the parser moves on, and ones from buffers and streams do not depend on the caller's bytes afterwards.
 */
class InputSourcesTest {

    private static final List<String> DOCUMENTS = List.of(
            "corpus/small/demo.json",
            "corpus/small/adversarial.json",
            "corpus/twitter_api_compact_response.json",
            "jsontestsuite/test_parsing/y_string_utf8.json",
            "jsontestsuite/test_parsing/y_structure_lonely_int.json");

    private static final int JUNK = 13;

    /** Each input form, as a function from (parser, document bytes) to the parse result. */
    static Map<String, Function<byte[], Function<JsonParser, JsonValue>>> forms() {
        Map<String, Function<byte[], Function<JsonParser, JsonValue>>> forms = new LinkedHashMap<>();
        forms.put("byte[]", json -> parser -> parser.parse(json));
        forms.put("byte[] slice", json -> parser -> parser.parse(framed(json), JUNK, json.length));
        forms.put("heap ByteBuffer", json -> parser -> parseAndCheckPosition(parser,
                ByteBuffer.wrap(framed(json), JUNK, json.length)));
        forms.put("read-only ByteBuffer", json -> parser -> parseAndCheckPosition(parser,
                ByteBuffer.wrap(framed(json), JUNK, json.length).asReadOnlyBuffer()));
        forms.put("direct ByteBuffer", json -> parser -> {
            ByteBuffer direct = ByteBuffer.allocateDirect(json.length + 2 * JUNK);
            direct.put(framed(json)).position(JUNK).limit(JUNK + json.length);
            return parseAndCheckPosition(parser, direct);
        });
        forms.put("InputStream", json -> parser -> parseStream(parser, new ByteArrayInputStream(json)));
        forms.put("dribbling InputStream", json -> parser -> parseStream(parser, new Dribble(json)));
        forms.put("padded byte[]", json -> parser -> {
            byte[] padded = Arrays.copyOf(json, json.length + JsonParser.PADDING);
            Arrays.fill(padded, json.length, padded.length, (byte) '}');
            return parser.parsePadded(padded, json.length);
        });
        return forms;
    }

    @OnBothKernels
    void everyInputFormGivesTheSameTree(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        for (String file : DOCUMENTS) {
            byte[] json = TestData.bytes(file);
            byte[] expected = parser.parse(json).toJsonBytes();
            for (var form : forms().entrySet()) {
                JsonValue value = form.getValue().apply(json).apply(parser);
                try {
                    JacksonReference.assertMatches(value, json);
                } catch (AssertionError e) {
                    throw new AssertionError(file + " via " + form.getKey() + ": " + e.getMessage(), e);
                }
                assertThat(value.toJsonBytes()).as("%s via %s", file, form.getKey()).isEqualTo(expected);
            }
        }
    }

    @OnBothKernels
    void errorOffsetsCountFromTheDocumentInEveryForm(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        byte[] json = "{\"a\": [1, 2,\n x]}".getBytes(StandardCharsets.US_ASCII);
        for (var form : forms().entrySet()) {
            Outcome outcome = Kernels.outcome(() -> form.getValue().apply(json).apply(parser));
            assertThat(outcome).as(form.getKey()).isInstanceOf(Rejected.class);
            JsonParseException error = ((Rejected) outcome).error();
            assertThat(error.offset()).as(form.getKey()).isEqualTo(14);
            assertThat(error.line()).as(form.getKey()).isEqualTo(2);
            assertThat(error.column()).as(form.getKey()).isEqualTo(2);
        }
    }

    @OnBothKernels
    void valueOutlivesLaterParsesOfTheSameParser(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        byte[] first = TestData.bytes("corpus/small/demo.json");
        JsonValue value = parser.parse(first);
        byte[] written = value.toJsonBytes();
        parser.parse(TestData.bytes("corpus/twitter.json"));
        Kernels.outcome(parser, "[1, 2, oops]".getBytes(StandardCharsets.US_ASCII));
        parser.parse(TestData.bytes("corpus/small/smalldemo.json"));
        parser.parse(TestData.bytes("corpus/canada.json"));
        JacksonReference.assertMatches(value, first);
        assertThat(value.toJsonBytes()).isEqualTo(written);
    }

    /** Buffer and stream input is copied: overwriting the caller's bytes afterwards changes nothing. */
    @OnBothKernels
    void valuesFromBuffersAndStreamsOwnTheirBytes(Implementation kernel) throws IOException {
        JsonParser parser = Kernels.parser(kernel);
        byte[] json = TestData.bytes("corpus/small/demo.json");

        byte[] heapBacking = json.clone();
        JsonValue fromHeap = parser.parse(ByteBuffer.wrap(heapBacking));
        Arrays.fill(heapBacking, (byte) '#');

        ByteBuffer direct = ByteBuffer.allocateDirect(json.length);
        direct.put(json).flip();
        JsonValue fromDirect = parser.parse(direct);
        direct.clear();
        while (direct.hasRemaining()) {
            direct.put((byte) '#');
        }

        byte[] streamBacking = json.clone();
        JsonValue fromStream = parser.parse(new ByteArrayInputStream(streamBacking));
        Arrays.fill(streamBacking, (byte) '#');

        parser.parse(TestData.bytes("corpus/small/smalldemo.json"));
        JacksonReference.assertMatches(fromHeap, json);
        JacksonReference.assertMatches(fromDirect, json);
        JacksonReference.assertMatches(fromStream, json);
    }

    @OnBothKernels
    void parserRecoversAfterAnError(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        byte[] good = TestData.bytes("corpus/small/demo.json");
        for (String bad : List.of("{\"a\":", "[1,,2]", "\"\\x\"", "[\"\u00e9", "{]")) {
            assertThat(Kernels.outcome(parser, bad.getBytes(StandardCharsets.UTF_8))).isInstanceOf(Rejected.class);
            JacksonReference.assertMatches(parser.parse(good), good);
        }
    }

    private static byte[] framed(byte[] json) {
        byte[] out = new byte[json.length + 2 * JUNK];
        // foreign bytes that would break the document if the parser looked at them: an unclosed string before,
        // garbage and an invalid UTF-8 byte after
        Arrays.fill(out, (byte) '"');
        System.arraycopy(json, 0, out, JUNK, json.length);
        Arrays.fill(out, JUNK + json.length, out.length, (byte) 0xFF);
        out[JUNK + json.length] = ',';
        return out;
    }

    private static JsonValue parseAndCheckPosition(JsonParser parser, ByteBuffer buffer) {
        int position = buffer.position();
        int limit = buffer.limit();
        try {
            return parser.parse(buffer);
        } finally {
            assertThat(buffer.position()).as("position after parse").isEqualTo(position);
            assertThat(buffer.limit()).as("limit after parse").isEqualTo(limit);
        }
    }

    private static JsonValue parseStream(JsonParser parser, InputStream in) {
        try {
            return parser.parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Hands out 1 to 7 bytes per read, as a slow socket would. */
    static final class Dribble extends InputStream {
        private final byte[] data;
        private int pos;

        Dribble(byte[] data) {
            this.data = data;
        }

        @Override
        public int read() {
            return pos < data.length ? data[pos++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (pos >= data.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, 1 + pos % 7), data.length - pos);
            System.arraycopy(data, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}
