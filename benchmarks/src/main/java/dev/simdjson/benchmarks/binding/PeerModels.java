package dev.simdjson.benchmarks.binding;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.avaje.jsonb.Json;

import java.util.List;

/**
 * Copies of the users and envelope models (dev.simdjson.binding.model, shared with simd-json-core's tests) carrying
 * the annotations DSL-JSON's and avaje-jsonb's processors need: same components, same JSON names. The peers bind
 * these; their results are checked against Jackson binding the same bytes to the same copies.
 */
public final class PeerModels {

    private PeerModels() {
    }

    @CompiledJson
    @Json
    public record User(long id, String name, String email, int age, boolean active, double score, List<String> tags,
                       List<Friend> friends) {
    }

    @CompiledJson
    @Json
    public record Friend(long id, String name) {
    }

    /** The envelope, tagged by {@code kind}: DSL-JSON reads the tag only as the first property (Jackson writes it first). */
    @CompiledJson(discriminator = "kind")
    @Json(typeProperty = "kind")
    @Json.SubType(type = Control.class, name = "Control")
    @Json.SubType(type = Telemetry.class, name = "Telemetry")
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = Control.class, name = "Control"),
            @JsonSubTypes.Type(value = Telemetry.class, name = "Telemetry")})
    public sealed interface Envelope permits Control, Telemetry {
    }

    @CompiledJson(discriminator = "kind", name = "Control")
    public record Control(long ts,
                          @JsonProperty("stream_id") @JsonAttribute(name = "stream_id") @Json.Property("stream_id") long streamId,
                          String op, String node, List<String> tags) implements Envelope {
    }

    /** Compared by {@code DeepEquals} (arrays element by element), so no {@code equals} override needed here. */
    @CompiledJson(discriminator = "kind", name = "Telemetry")
    public record Telemetry(long ts,
                            @JsonProperty("stream_id") @JsonAttribute(name = "stream_id") @Json.Property("stream_id") long streamId,
                            float[] samples, String metric) implements Envelope {
    }
}
