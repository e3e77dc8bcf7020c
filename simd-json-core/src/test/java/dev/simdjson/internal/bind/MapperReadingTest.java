package dev.simdjson.internal.bind;

import com.fasterxml.jackson.annotation.JsonFormat;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static dev.simdjson.internal.bind.BindTesting.utf8;
import static org.assertj.core.api.Assertions.assertThat;

/** The facade's reading entry points, naming, formats, and sessions under platform and virtual threads. */
class MapperReadingTest {

    public record Frame(long streamId, String metricName, List<Double> samples) {
    }

    public record Dated(@JsonFormat(pattern = "dd/MM/yyyy") LocalDate day) {
    }

    static final String FRAME = "{\"stream_id\":42,\"metric_name\":\"p95\",\"samples\":[0.5,1]}";

    @Test
    void everyInputKindAndBothKernels() throws Exception {
        for (Implementation kernel : BindTesting.KERNELS) {
            SimdJsonMapper m = SimdJsonMapper.builder().implementation(kernel).naming(PropertyNaming.SNAKE_CASE).build();
            Frame expected = new Frame(42, "p95", List.of(0.5, 1.0));
            assertThat(m.readValue(utf8(FRAME), Frame.class)).isEqualTo(expected);
            byte[] padded = utf8("  " + FRAME + "  ");
            assertThat(m.readValue(padded, 2, padded.length - 4, Frame.class)).isEqualTo(expected);
            assertThat(m.readValue(ByteBuffer.wrap(utf8(FRAME)), Frame.class)).isEqualTo(expected);
            assertThat(m.readValue(new ByteArrayInputStream(utf8(FRAME)), Frame.class)).isEqualTo(expected);
            assertThat(m.readTree(new ByteArrayInputStream(utf8(FRAME))).get("stream_id").asLong()).isEqualTo(42);
            List<Frame> list = m.readValue(utf8("[" + FRAME + "," + FRAME + "]"),
                    new BindTesting.TypeOf<List<Frame>>() { }.type());
            assertThat(list).containsExactly(expected, expected);
        }
    }

    @Test
    void jsonFormatPatternsForDates() {
        assertThat(SimdJsonMapper.create().readValue(utf8("{\"day\":\"31/12/2024\"}"), Dated.class))
                .isEqualTo(new Dated(LocalDate.of(2024, 12, 31)));
        BindTesting.agreesWithJackson("{\"day\":\"31/12/2024\"}", Dated.class);
        BindTesting.agreesWithJackson("{\"day\":\"2024-12-31\"}", Dated.class);
    }

    @Test
    void sessionsAreSafeAcrossPlatformAndVirtualThreads() throws Exception {
        SimdJsonMapper m = SimdJsonMapper.builder().naming(PropertyNaming.SNAKE_CASE).build();
        for (ExecutorService pool : List.of(Executors.newFixedThreadPool(8), Executors.newVirtualThreadPerTaskExecutor())) {
            try (pool) {
                List<Future<Boolean>> results = new ArrayList<>();
                for (int t = 0; t < 64; t++) {
                    int id = t;
                    results.add(pool.submit(() -> {
                        for (int k = 0; k < 200; k++) {
                            String json = "{\"stream_id\":" + (id * 1000 + k) + ",\"metric_name\":\"m" + k
                                    + "\",\"samples\":[" + k + "]}";
                            Frame f = m.readValue(utf8(json), Frame.class);
                            if (f.streamId() != id * 1000 + k || !f.metricName().equals("m" + k)) {
                                return false;
                            }
                        }
                        return true;
                    }));
                }
                for (Future<Boolean> r : results) {
                    assertThat(r.get()).isTrue();
                }
            }
        }
    }

    /** A creator that itself reads JSON with the same mapper on the same thread gets its own session. */
    public record Nested(String inner) {
        static final SimdJsonMapper MAPPER = SimdJsonMapper.create();

        public Nested {
            if (inner != null && inner.startsWith("{")) {
                inner = MAPPER.readValue(utf8(inner), Nested.class).inner();
            }
        }
    }

    @Test
    void nestedReadsOnTheSameThread() {
        Nested n = Nested.MAPPER.readValue(utf8("{\"inner\":\"{\\\"inner\\\":\\\"x\\\"}\"}"), Nested.class);
        assertThat(n.inner()).isEqualTo("x");
    }
}
