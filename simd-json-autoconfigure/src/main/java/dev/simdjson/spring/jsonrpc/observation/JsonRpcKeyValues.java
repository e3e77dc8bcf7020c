package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.common.KeyValues;

/** The low-cardinality key values both sides share. */
final class JsonRpcKeyValues {

    private JsonRpcKeyValues() {
    }

    static KeyValues of(JsonRpcCallContext context) {
        Integer code = context.getErrorCode();
        return KeyValues.of("jsonrpc.method", context.getMethod(), "outcome", context.getOutcome(),
                "transport", context.getTransport(), "error.code", code == null ? "none" : Integer.toString(code));
    }
}
