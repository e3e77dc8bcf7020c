package dev.simdjson.benchmarks.binding;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;

/**
 * The JSON-RPC workload: one request as a typed call (about 80 bytes), the smallest document a service reads per
 * call, e.g. {@code {"jsonrpc":"2.0","method":"subtract","params":{"minuend":42,"subtrahend":23},"id":1}}.
 * Annotated for DSL-JSON's and avaje-jsonb's processors; simd-json, Jackson and fastjson2 bind it as it is.
 */
public final class RpcCalls {

    private RpcCalls() {
    }

    @CompiledJson
    @Json
    public record Subtract(long minuend, long subtrahend) {
    }

    @CompiledJson
    @Json
    public record SubtractCall(String jsonrpc, String method, Subtract params, long id) {
    }

    /** The call as a client writes it. */
    public static SubtractCall call() {
        return new SubtractCall("2.0", "subtract", new Subtract(42, 23), 1);
    }
}
