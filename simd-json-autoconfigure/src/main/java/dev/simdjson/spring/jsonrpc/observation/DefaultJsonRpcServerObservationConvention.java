package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.common.KeyValues;

/**
 * {@code jsonrpc.server.requests}, named {@code "<method>"} in traces, with the low-cardinality key values
 * {@code jsonrpc.method}, {@code outcome}, {@code transport} and {@code error.code} ({@code none} on success).
 */
public class DefaultJsonRpcServerObservationConvention implements JsonRpcServerObservationConvention {

    public static final String NAME = "jsonrpc.server.requests";

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getContextualName(JsonRpcServerContext context) {
        return context.getMethod();
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(JsonRpcServerContext context) {
        return JsonRpcKeyValues.of(context);
    }
}
