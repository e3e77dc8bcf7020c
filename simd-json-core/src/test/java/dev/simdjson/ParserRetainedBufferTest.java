package dev.simdjson;

import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage2.TapeWriter;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A parser kept for reuse holds, after a large document, no more than the retained buffer sizes. */
class ParserRetainedBufferTest {

    private static final long BOUND = StructuralIndex.RETAINED_BYTES * 2L + TapeWriter.RETAINED_WORDS * 8L;

    private static byte[] largeArray(int mb) {
        StringBuilder sb = new StringBuilder(mb << 20).append('[');
        for (int i = 0; sb.length() < mb << 20; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"k\":").append(i).append('}');
        }
        return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void everyEntryPointTrimsAfterALargeDocument() throws Exception {
        JsonParser parser = new JsonParser();
        byte[] large = largeArray(8);
        assertThat(parser.parse(large).size()).isGreaterThan(100_000);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        assertThat(parser.parse(ByteBuffer.wrap(large)).size()).isGreaterThan(100_000);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        assertThat(parser.parse(new java.io.ByteArrayInputStream(large)).size()).isGreaterThan(100_000);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        byte[] padded = Arrays.copyOf(large, large.length + JsonParser.PADDING);
        assertThat(parser.parsePadded(padded, large.length).size()).isGreaterThan(100_000);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        byte[] two = (new String(large, StandardCharsets.UTF_8) + "\n[1]").getBytes(StandardCharsets.UTF_8);
        JsonDocumentStream stream = parser.parseMany(two, 0, two.length);
        int documents = 0;
        while (stream.hasNext()) {
            stream.next();
            documents++;
        }
        assertThat(documents).isEqualTo(2);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        large[large.length - 1] = '}';
        assertThatThrownBy(() -> parser.parse(large)).isInstanceOf(JsonParseException.class);
        assertThat(parser.retainedBytes()).isLessThanOrEqualTo(BOUND);
        // Still a working parser.
        assertThat(parser.parse("[1,2]".getBytes(StandardCharsets.UTF_8)).size()).isEqualTo(2);
    }
}
