package dev.simdjson.spring.http;

import dev.simdjson.JsonValue;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Large bodies on many request threads at once: once they are answered and a full GC has run, the live heap is
 * back within {@link #BOUND} of where it was, whatever size of body each thread saw (each thread's read session
 * keeps neither the body nor buffers past 4 MiB). Before, every request thread kept about 5 times its largest
 * body (the index at 4 bytes per input byte, and the body itself), some 700 MB for eight 17 MB bodies.
 */
@SpringBootTest(classes = LargeBodyMemoryTests.App.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LargeBodyMemoryTests {

    /** The most the live heap may grow by after the large bodies (the docs state the same bound). */
    static final long BOUND = 64L << 20;

    private static final int THREADS = 8;
    private static final int BODY_BYTES = 17 << 20;

    record Reading(String sensor, double[] values) {
    }

    @RestController
    static class Endpoints {
        @PostMapping("/telemetry/batch")
        int batch(@RequestBody List<Reading> readings) {
            return readings.size();
        }

        @PostMapping("/documents/inspect")
        int inspect(@RequestBody JsonValue document) {
            return document.size();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @Import(Endpoints.class)
    static class App {
    }

    @LocalServerPort
    private int port;

    private final HttpClient client = HttpClient.newHttpClient();

    /** About {@code bytes} of readings, twenty numbers each. */
    static byte[] readings(int bytes) {
        StringBuilder sb = new StringBuilder(bytes + 256).append('[');
        for (int i = 0; sb.length() < bytes; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"sensor\":\"s-").append(i).append("\",\"values\":[");
            for (int v = 0; v < 20; v++) {
                sb.append(v == 0 ? "" : ",").append(i % 1000).append('.').append(v);
            }
            sb.append("]}");
        }
        return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    private String post(String path, byte[] body) throws Exception {
        HttpResponse<String> answer = client.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return answer.body();
    }

    private void inParallel(int threads, int requests, String path, byte[] body, String expected) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (int k = 0; k < requests; k++) {
                answers.add(pool.submit(() -> post(path, body)));
            }
            for (Future<String> f : answers) {
                assertThat(f.get()).isEqualTo(expected);
            }
        } finally {
            pool.shutdown();
        }
    }

    /** The heap in use after full collections, once two in a row agree within a megabyte. */
    static long liveHeapAfterGc() throws InterruptedException {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long last = Long.MAX_VALUE;
        for (int k = 0; k < 20; k++) {
            memory.gc();
            Thread.sleep(100);
            long used = memory.getHeapMemoryUsage().getUsed();
            if (Math.abs(used - last) < (1 << 20)) {
                return used;
            }
            last = used;
        }
        return last;
    }

    @Test
    void largeParallelBodiesLeaveNoLiveHeapBehind() throws Exception {
        byte[] large = readings(BODY_BYTES);
        int count = (int) new dev.simdjson.JsonParser().parse(large).size();
        byte[] small = readings(2048);
        String smallCount = String.valueOf(new dev.simdjson.JsonParser().parse(small).size());
        // Warm every request thread the large bodies will use, so the baseline has their small buffers.
        inParallel(THREADS, THREADS * 4, "/telemetry/batch", small, smallCount);
        inParallel(THREADS, THREADS * 4, "/documents/inspect", small, smallCount);
        long before = liveHeapAfterGc();

        inParallel(THREADS, THREADS * 2, "/telemetry/batch", large, String.valueOf(count));
        // The DOM also copies its tape: half as many at once keeps the peak within the test JVM's heap.
        inParallel(THREADS / 2, THREADS, "/documents/inspect", large, String.valueOf(count));

        long grown = liveHeapAfterGc() - before;
        System.out.printf("LargeBodyMemoryTests: live heap %d MB before, grown by %d MB%n", before >> 20, grown >> 20);
        assertThat(grown).as("live heap growth in bytes after %d x %d MB bodies", THREADS * 3, BODY_BYTES >> 20)
                .isLessThanOrEqualTo(BOUND);
    }
}
