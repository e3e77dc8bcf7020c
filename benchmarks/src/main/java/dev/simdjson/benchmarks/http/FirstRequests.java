package dev.simdjson.benchmarks.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * The first requests a freshly started demo app serves: waits until {@code /actuator/health} answers UP, then sends
 * {@code COUNT} (default 100) sequential {@code POST /api/envelopes}, alternating Control and ~1 KB Telemetry frames
 * (the same frames on every run), and prints their latency percentiles on one line:
 * {@code first-requests n=100 p50_ms=... p99_ms=... max_ms=... ready_ms=...}. Every answer must be 200, else it
 * exits with 1.
 *
 * <p>{@code java FirstRequests.java BASE_URL [COUNT]}, e.g. {@code http://127.0.0.1:8080}; run by
 * {@code benchmarks/http/run-first-requests.sh} against a fresh JVM per sample.
 */
public final class FirstRequests {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);

    private FirstRequests() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: FirstRequests BASE_URL [COUNT]");
            System.exit(2);
        }
        URI base = URI.create(args[0].endsWith("/") ? args[0] : args[0] + "/");
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();

        long readyMs = awaitReady(client, base.resolve("actuator/health"));

        // Built before the clock starts, so the probe's own string building is not measured.
        HttpRequest[] requests = new HttpRequest[count];
        for (int i = 0; i < count; i++) {
            String body = i % 2 == 0 ? TelemetryBodies.control(i) : TelemetryBodies.telemetry(i, 1024);
            requests[i] = HttpRequest.newBuilder(base.resolve("api/envelopes"))
                    .header("Content-Type", "application/json")
                    .timeout(Duration.ofSeconds(30))
                    .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                    .build();
        }
        long[] nanos = new long[count];
        for (int i = 0; i < count; i++) {
            long began = System.nanoTime();
            HttpResponse<byte[]> response = client.send(requests[i], HttpResponse.BodyHandlers.ofByteArray());
            nanos[i] = System.nanoTime() - began;
            if (response.statusCode() != 200) {
                System.err.println("request " + i + ": HTTP " + response.statusCode() + " "
                        + new String(response.body(), StandardCharsets.UTF_8));
                System.exit(1);
            }
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.println(String.format(Locale.ROOT,
                "first-requests n=%d p50_ms=%.3f p99_ms=%.3f max_ms=%.3f first_ms=%.3f ready_ms=%d",
                count, millis(percentile(sorted, 50)), millis(percentile(sorted, 99)), millis(sorted[count - 1]),
                millis(nanos[0]), readyMs));
    }

    /** Polls the health endpoint every 50 ms until it answers 200 with status UP; returns how long that took. */
    private static long awaitReady(HttpClient client, URI health) throws InterruptedException {
        long began = System.nanoTime();
        long deadline = began + READY_TIMEOUT.toNanos();
        HttpRequest request = HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(5)).GET().build();
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200 && response.body().contains("\"UP\"")) {
                    return (System.nanoTime() - began) / 1_000_000;
                }
            } catch (IOException notYet) {
                // connection refused until the server listens
            }
            Thread.sleep(50);
        }
        System.err.println("not ready after " + READY_TIMEOUT.toSeconds() + " s: " + health);
        System.exit(1);
        return -1;
    }

    /** Nearest-rank percentile of sorted values. */
    static long percentile(long[] sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }
}
