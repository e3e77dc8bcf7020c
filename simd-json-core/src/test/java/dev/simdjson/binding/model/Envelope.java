package dev.simdjson.binding.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.util.Arrays;
import java.util.List;

/**
 * An IPC frame: the Java form of the Rust {@code #[serde(tag = "kind")] enum Envelope { Control {..}, Telemetry {..} }}.
 * A sealed interface of records, tagged by the property {@code kind} ({@code "Control"} or {@code "Telemetry"}),
 * with the snake_case JSON name {@code stream_id} mapped to {@code streamId} by {@code @JsonProperty}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
        @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
public sealed interface Envelope permits Envelope.Control, Envelope.Telemetry {

    long ts();

    long streamId();

    /** A control frame: an operation on a stream at a node, with routing tags (about 420 bytes of JSON). */
    record Control(long ts, @JsonProperty("stream_id") long streamId, String op, String node, List<String> tags)
            implements Envelope {
    }

    /** A telemetry frame: a window of metric samples (about 1.1 kB of JSON). */
    record Telemetry(long ts, @JsonProperty("stream_id") long streamId, float[] samples, String metric)
            implements Envelope {

        @Override
        public boolean equals(Object o) {
            return o instanceof Telemetry t && ts == t.ts && streamId == t.streamId
                    && Arrays.equals(samples, t.samples) && java.util.Objects.equals(metric, t.metric);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(ts, streamId, Arrays.hashCode(samples), metric);
        }

        @Override
        public String toString() {
            return "Telemetry[ts=" + ts + ", streamId=" + streamId + ", samples=" + Arrays.toString(samples)
                    + ", metric=" + metric + "]";
        }
    }
}
