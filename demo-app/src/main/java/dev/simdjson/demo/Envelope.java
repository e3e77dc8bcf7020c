package dev.simdjson.demo;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.util.List;

/**
 * A frame a stream sends: a tagged union, told apart by the property {@code kind} ({@code "Control"} or
 * {@code "Telemetry"}), with the snake_case JSON name {@code stream_id}. The same annotations drive simd-json and
 * Jackson, so the app answers alike with and without the starter.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Envelope.Control.class, name = "Control"),
        @JsonSubTypes.Type(value = Envelope.Telemetry.class, name = "Telemetry")})
public sealed interface Envelope permits Envelope.Control, Envelope.Telemetry {

    /** When the frame was sent, in milliseconds since the epoch. */
    long ts();

    /** The stream the frame belongs to. */
    long streamId();

    /**
     * An operation on a stream at a node, e.g.
     * {@code {"kind":"Control","ts":1710000000000,"stream_id":42,"op":"resume","node":"ingest-a","tags":["vip"]}}.
     */
    record Control(long ts, @JsonProperty("stream_id") long streamId, String op, String node, List<String> tags)
            implements Envelope {
    }

    /**
     * A window of samples of one metric, e.g.
     * {@code {"kind":"Telemetry","ts":1710000000000,"stream_id":42,"samples":[0.12,0.08],"metric":"p95_latency"}}.
     */
    record Telemetry(long ts, @JsonProperty("stream_id") long streamId, double[] samples, String metric)
            implements Envelope {
    }
}
