package dev.simdjson.benchmarks.binding;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import dev.simdjson.binding.model.DeepEquals;
import io.avaje.jsonb.Jsonb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The peers with compile-time codecs: DSL-JSON (codecs from its annotation processor, found through the service
 * loader; doubles parsed exactly, or some bind one digit off) and avaje-jsonb (adapters from its generator). Their
 * benchmark methods are named {@code dsljson} and {@code avaje}.
 */
final class Peers {

    static final DslJson<Object> DSL_JSON = new DslJson<>(new DslJson.Settings<>()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));

    static final Jsonb AVAJE = Jsonb.builder().build();

    private Peers() {
    }

    static boolean isPeer(String method) {
        return method.equals("dsljson") || method.equals("avaje");
    }

    /**
     * Leaves {@code peer} out of {@code row}: prints why to stderr and fails the trial, so the row has no number for
     * it rather than a number for something else.
     */
    static IllegalStateException leaveOut(String peer, String row, String reason) {
        String message = peer + " is left out of " + row + ": " + reason;
        System.err.println(message);
        return new IllegalStateException(message);
    }

    /** Leaves the peer out of the row when its result differs from Jackson's. */
    static void check(String peer, String row, Object expected, Object actual) {
        String difference = DeepEquals.difference(expected, actual);
        if (difference != null) {
            throw leaveOut(peer, row, "it binds differently from Jackson: " + difference);
        }
    }

    static <T> T dslRead(Class<T> type, byte[] json) {
        try {
            return DSL_JSON.deserialize(type, json, json.length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static <T> List<T> dslReadList(Class<T> element, byte[] json) {
        try {
            return DSL_JSON.deserializeList(element, json, json.length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code value} as {@code type} (as a list of {@code type} when {@code list}) with a reused writer. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static byte[] dslWrite(JsonWriter writer, Class<?> type, boolean list, Object value) {
        writer.reset();
        JsonWriter.WriteObject codec = DSL_JSON.tryFindWriter(type);
        if (list) {
            writer.serialize((List) value, codec);
        } else {
            codec.write(writer, value);
        }
        return writer.toByteArray();
    }
}
