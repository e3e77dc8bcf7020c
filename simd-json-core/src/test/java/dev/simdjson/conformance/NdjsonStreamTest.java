package dev.simdjson.conformance;

import dev.simdjson.JsonDocumentStream;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** {@link JsonParser#parseMany}: the documents of NDJSON and other whitespace-separated sequences. */
class NdjsonStreamTest {

    /** amazon_cellphones.ndjson through parseMany gives, document for document, what parsing each line gives. */
    @OnBothKernels
    void parseManyGivesWhatParsingEachLineGives(Implementation kernel) {
        byte[] ndjson = TestData.bytes("corpus/amazon_cellphones.ndjson");
        JsonParser lineParser = Kernels.parser(kernel);
        List<String> expected = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= ndjson.length; i++) {
            if (i == ndjson.length || ndjson[i] == '\n') {
                if (i > start) {
                    expected.add(text(lineParser.parse(ndjson, start, i - start)));
                }
                start = i + 1;
            }
        }
        assertThat(expected).hasSize(793);

        List<JsonValue> documents = collect(Kernels.parser(kernel).parseMany(ndjson, 0, ndjson.length));
        assertThat(documents).hasSize(expected.size());
        for (int i = 0; i < documents.size(); i++) {
            assertThat(text(documents.get(i))).as("document %d", i).isEqualTo(expected.get(i));
        }
    }

    @OnBothKernels
    void parseManyReadsOnlyItsSlice(Implementation kernel) {
        byte[] docs = "{\"a\":1}\n[2]\n\"three\"\n".getBytes(StandardCharsets.US_ASCII);
        byte[] framed = new byte[docs.length + 10];
        Arrays.fill(framed, (byte) ']');
        System.arraycopy(docs, 0, framed, 5, docs.length);
        List<JsonValue> documents = collect(Kernels.parser(kernel).parseMany(framed, 5, docs.length));
        assertThat(documents).extracting(NdjsonStreamTest::text).containsExactly("{\"a\":1}", "[2]", "\"three\"");
    }

    @OnBothKernels
    void anyWhitespaceSeparatesDocuments(Implementation kernel) {
        byte[] docs = " 1 2\t[3]\r\n{\"a\":4}\n\n  \"x\" true null -0.5e1 \n".getBytes(StandardCharsets.US_ASCII);
        List<JsonValue> documents = collect(Kernels.parser(kernel).parseMany(docs, 0, docs.length));
        assertThat(documents).extracting(NdjsonStreamTest::text)
                .containsExactly("1", "2", "[3]", "{\"a\":4}", "\"x\"", "true", "null", "-0.5e1");
    }

    @OnBothKernels
    void emptyOrBlankInputHasNoDocuments(Implementation kernel) {
        JsonParser parser = Kernels.parser(kernel);
        assertThat(collect(parser.parseMany(new byte[0], 0, 0))).isEmpty();
        byte[] blank = " \n\n\t\r\n ".getBytes(StandardCharsets.US_ASCII);
        assertThat(collect(parser.parseMany(blank, 0, blank.length))).isEmpty();
    }

    /** The documents before a broken one come out; then the iterator throws, pointing into the broken line. */
    @OnBothKernels
    void brokenDocumentStopsTheStreamWhereItIs(Implementation kernel) {
        String good = "{\"a\":[1,2]}\n[true]\n\"s\"\n";
        String broken = "{\"b\": nul}\n";
        byte[] docs = (good + broken + "[4]\n").getBytes(StandardCharsets.US_ASCII);
        JsonDocumentStream stream = Kernels.parser(kernel).parseMany(docs, 0, docs.length);
        List<String> seen = new ArrayList<>();
        JsonParseException error = catchThrowableOfType(JsonParseException.class, () -> {
            while (stream.hasNext()) {
                seen.add(text(stream.next()));
            }
        });
        assertThat(seen).containsExactly("{\"a\":[1,2]}", "[true]", "\"s\"");
        assertThat(error).as("JsonParseException for the broken document").isNotNull();
        assertThat(error.offset()).isBetween((long) good.length(), (long) good.length() + broken.length() - 1);
        assertThat(error.line()).isEqualTo(4);
    }

    private static List<JsonValue> collect(JsonDocumentStream stream) {
        List<JsonValue> out = new ArrayList<>();
        stream.forEachRemaining(out::add);
        return out;
    }

    private static String text(JsonValue value) {
        return new String(value.toJsonBytes(), StandardCharsets.UTF_8);
    }
}
