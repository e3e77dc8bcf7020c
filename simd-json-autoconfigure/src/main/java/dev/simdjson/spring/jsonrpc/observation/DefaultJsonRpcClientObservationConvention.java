package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.common.KeyValues;

/**
 * {@code jsonrpc.client.requests}, named {@code "<method>"} in traces, with the low-cardinality key values of
 * {@link DefaultJsonRpcServerObservationConvention} and the high-cardinality {@code jsonrpc.target}.
 */
public class DefaultJsonRpcClientObservationConvention implements JsonRpcClientObservationConvention {

    public static final String NAME = "jsonrpc.client.requests";

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getContextualName(JsonRpcClientContext context) {
        return context.getMethod();
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(JsonRpcClientContext context) {
        return JsonRpcKeyValues.of(context);
    }

    @Override
    public KeyValues getHighCardinalityKeyValues(JsonRpcClientContext context) {
        return KeyValues.of("jsonrpc.target", context.getTarget());
    }
}
