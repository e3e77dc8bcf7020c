package dev.simdjson.demo;

import java.util.Arrays;
import java.util.List;

/**
 * What {@code POST /api/telemetry/batch} answers: how many frames, distinct streams and samples the batch held, and
 * the minimum, maximum and mean over all samples (0 when there are none).
 */
public record BatchSummary(String source, int frames, int streams, long samples, double min, double max,
                           double mean) {

    static BatchSummary of(TelemetryBatch batch) {
        List<Envelope.Telemetry> frames = batch.frames() == null ? List.of() : batch.frames();
        SampleStats stats = SampleStats.EMPTY;
        long[] streams = new long[frames.size()];
        for (int i = 0; i < frames.size(); i++) {
            Envelope.Telemetry frame = frames.get(i);
            streams[i] = frame.streamId();
            if (frame.samples() != null) {
                stats = stats.add(frame.samples());
            }
        }
        int distinct = (int) Arrays.stream(streams).distinct().count();
        return new BatchSummary(batch.source(), frames.size(), distinct, stats.count(), stats.min(), stats.max(),
                stats.mean());
    }
}
