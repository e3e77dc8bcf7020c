package dev.simdjson.demo;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What {@code POST /api/envelopes} answers: the frame's kind and stream, and a few figures about its content. */
public sealed interface EnvelopeSummary permits EnvelopeSummary.ControlSummary, EnvelopeSummary.TelemetrySummary {

    static EnvelopeSummary of(Envelope envelope) {
        return switch (envelope) {
            case Envelope.Control c -> new ControlSummary("Control", c.streamId(), c.op(), c.node(),
                    c.tags() == null ? 0 : c.tags().size());
            case Envelope.Telemetry t -> {
                SampleStats stats = SampleStats.of(t.samples());
                yield new TelemetrySummary("Telemetry", t.streamId(), t.metric(), stats.count(), stats.min(),
                        stats.max(), stats.mean());
            }
        };
    }

    /** A control frame: its operation, node and how many tags it carries. */
    record ControlSummary(String kind, @JsonProperty("stream_id") long streamId, String op, String node,
                          @JsonProperty("tag_count") int tagCount) implements EnvelopeSummary {
    }

    /** A telemetry frame: its metric and the count, minimum, maximum and mean of its samples (0 when empty). */
    record TelemetrySummary(String kind, @JsonProperty("stream_id") long streamId, String metric,
                            @JsonProperty("sample_count") int sampleCount, double min, double max, double mean)
            implements EnvelopeSummary {
    }
}
