package dev.simdjson.benchmarks.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The request bodies of the HTTP benchmarks, the same bytes on every run (fixed seeds): Telemetry and Control frames
 * for {@code POST /api/envelopes} and a batch for {@code POST /api/telemetry/batch}, in the demo app's JSON shape.
 *
 * <p>{@code java TelemetryBodies.java DIR} writes {@code telemetry-1k.json} (one frame, ~1 KB),
 * {@code telemetry-50k.json} (one frame, ~50 KB) and {@code batch-50k.json} (48 frames, ~50 KB) into DIR.
 */
public final class TelemetryBodies {

    private static final long TS = 1_710_000_000_000L;
    private static final String[] METRICS = {"p95_latency", "p50_latency", "rps", "error_rate"};
    private static final String[] OPS = {"resume", "pause", "drain", "rebalance"};
    private static final String[] TAGS = {"vip", "cdn-eu", "edge-12", "canary", "ipv6", "tier-2"};

    private TelemetryBodies() {
    }

    /** A Telemetry frame of about {@code bytes} bytes; frame {@code n} always has the same samples. */
    public static String telemetry(int n, int bytes) {
        SplittableRandom random = new SplittableRandom(0x5EED_0000L + n);
        StringBuilder json = new StringBuilder(bytes + 64);
        json.append("{\"kind\":\"Telemetry\",\"ts\":").append(TS + n).append(",\"stream_id\":").append(n % 16)
                .append(",\"samples\":[");
        String tail = "],\"metric\":\"" + METRICS[n % METRICS.length] + "\"}";
        for (int i = 0; json.length() + tail.length() < bytes - 8; i++) {
            if (i > 0) {
                json.append(',');
            }
            // Latency-like values: mostly below 1, a few spikes, 1 to 4 decimals.
            double value = random.nextInt(50) == 0 ? 1 + random.nextDouble() * 9 : random.nextDouble() * 0.4;
            int decimals = 1 + random.nextInt(4);
            json.append(String.format(Locale.ROOT, "%." + decimals + "f", value));
        }
        return json.append(tail).toString();
    }

    /** A Control frame (about 130 bytes); frame {@code n} is always the same. */
    public static String control(int n) {
        return "{\"kind\":\"Control\",\"ts\":" + (TS + n) + ",\"stream_id\":" + (n % 16) + ",\"op\":\""
                + OPS[n % OPS.length] + "\",\"node\":\"ingest-" + (char) ('a' + n % 6) + "\",\"tags\":[\""
                + TAGS[n % TAGS.length] + "\",\"" + TAGS[(n + 1) % TAGS.length] + "\",\""
                + TAGS[(n + 3) % TAGS.length] + "\"]}";
    }

    /** A batch of {@code frames} Telemetry frames of about 1 KB each. */
    public static String batch(int frames) {
        StringBuilder json = new StringBuilder(frames * 1100).append("{\"source\":\"edge-12\",\"frames\":[");
        for (int i = 0; i < frames; i++) {
            if (i > 0) {
                json.append(',');
            }
            json.append(telemetry(i, 1024));
        }
        return json.append("]}").toString();
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: TelemetryBodies DIR");
            System.exit(2);
        }
        Path dir = Files.createDirectories(Path.of(args[0]));
        write(dir.resolve("telemetry-1k.json"), telemetry(1, 1024));
        write(dir.resolve("telemetry-50k.json"), telemetry(2, 50 * 1024));
        write(dir.resolve("batch-50k.json"), batch(48));
    }

    private static void write(Path file, String json) throws IOException {
        Files.writeString(file, json, StandardCharsets.UTF_8);
        System.out.println(file + " " + Files.size(file) + " bytes");
    }
}
