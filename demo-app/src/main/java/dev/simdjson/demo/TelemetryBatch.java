package dev.simdjson.demo;

import java.util.List;

/**
 * What {@code POST /api/telemetry/batch} takes: many telemetry frames at once, e.g.
 * {@code {"source":"edge-12","frames":[{"kind":"Telemetry","ts":...,"stream_id":42,"samples":[...],"metric":"..."}]}}.
 *
 * @param source who sent the batch
 * @param frames the frames; each carries its {@code kind}, as every {@link Envelope} does
 */
public record TelemetryBatch(String source, List<Envelope.Telemetry> frames) {
}
