package dev.simdjson.internal.bind;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.internal.stage1.StructuralIndex;
import dev.simdjson.internal.stage2.TapeWriter;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a thread's read session keeps once a document is done: never the input, and no buffer a large document
 * grew past the retained sizes (4 MiB each); a small document's buffers stay as they are, for speed.
 */
class RetainedBufferTest {

    /** The index, a DOM tape and the reader's scratch, each at most its retained size. */
    private static final long BOUND = StructuralIndex.RETAINED_BYTES * 2L + TapeWriter.RETAINED_WORDS * 8L
            + (JsonReader.MAX_SCRATCH + 64L) * 9;

    record Sample(int id, String name, List<Double> values) {
    }

    record Wrapped(JsonValue tree) {
    }

    record Batch(List<Sample> samples, int count) {
    }

    /** About {@code mb} MiB of an array of small objects (many structurals per byte). */
    static byte[] largeDocument(int mb) {
        return document(mb << 20);
    }

    /** About {@code bytes} bytes of an array of small objects (many structurals per byte). */
    static byte[] document(int bytes) {
        StringBuilder sb = new StringBuilder(bytes + 64).append('[');
        for (int i = 0; sb.length() < bytes; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"n\\t").append(i)
                    .append("\",\"values\":[1.5,2,3]}");
        }
        return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    private static final byte[] SMALL = "[{\"id\":1,\"name\":\"a\",\"values\":[1.0]}]".getBytes(StandardCharsets.UTF_8);

    private static ReadSession thisThreadsSession() {
        ReadSessions sessions = ReadSessions.shared(JsonLimits.DEFAULTS, Implementation.AUTO);
        ReadSession s = sessions.acquire();
        sessions.release(s);
        return s;
    }

    @Test
    void aLargeTypedReadLeavesOnlyTheRetainedSizes() {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        byte[] large = largeDocument(8);
        assertThat(mapper.readValue(large, Sample[].class)).hasSizeGreaterThan(100_000);
        assertThat(thisThreadsSession().retainedBytes()).isLessThanOrEqualTo(BOUND);
    }

    @Test
    void aLargeDomInsideABindingIsTrimmedToo() {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        byte[] large = ("{\"tree\":" + new String(largeDocument(8), StandardCharsets.UTF_8) + "}")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(mapper.readValue(large, Wrapped.class).tree().size()).isGreaterThan(100_000);
        assertThat(thisThreadsSession().retainedBytes()).isLessThanOrEqualTo(BOUND);
        assertThat(mapper.readTree(large).get("tree").size()).isGreaterThan(100_000);
        assertThat(thisThreadsSession().retainedBytes()).isLessThanOrEqualTo(BOUND);
    }

    @Test
    void aFailedLargeReadIsTrimmedAsWell() {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        byte[] large = largeDocument(8);
        large[large.length - 1] = '}';
        assertThatThrownBy(() -> mapper.readValue(large, Sample[].class)).isInstanceOf(RuntimeException.class);
        assertThat(thisThreadsSession().retainedBytes()).isLessThanOrEqualTo(BOUND);
    }

    @Test
    void smallDocumentsKeepTheirBuffers() {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        mapper.readValue(document(900 << 10), Sample[].class); // under the retained size: kept
        ReadSession s = thisThreadsSession();
        int[] positions = s.index.positions();
        assertThat((long) positions.length * 4).isGreaterThan(3 << 20);
        mapper.readValue(SMALL, Sample[].class);
        assertThat(s.index.positions()).isSameAs(positions);
    }

    @Test
    void theValuesOfAFailedReadAreNotKeptAlive() throws InterruptedException {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        byte[] samples = largeDocument(1);
        byte[] good = ("{\"samples\":" + new String(samples, StandardCharsets.UTF_8) + ",\"count\":1}")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(mapper.readValue(good, Batch.class).count()).isEqualTo(1);
        // The samples are read, then the count fails: what was read for the creator must not stay with the thread.
        byte[] bad = ("{\"samples\":" + new String(samples, StandardCharsets.UTF_8) + ",\"count\":\"x\"}")
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> mapper.readValue(bad, Batch.class)).isInstanceOf(dev.simdjson.JsonBindException.class);
        assertThat(thisThreadsSession().reader.holdsValues()).isFalse();
    }

    private static void awaitCollected(WeakReference<?> ref) throws InterruptedException {
        for (int k = 0; k < 20 && ref.get() != null; k++) {
            System.gc();
            Thread.sleep(20);
        }
        assertThat(ref.get()).as("collected").isNull();
    }

    @Test
    void theInputIsNotKeptAlive() throws InterruptedException {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        byte[] input = largeDocument(2);
        mapper.readValue(input, Map[].class);
        assertThat(thisThreadsSession().reader.input()).isNull();
        WeakReference<byte[]> ref = new WeakReference<>(input);
        input = null;
        awaitCollected(ref);
    }
}
