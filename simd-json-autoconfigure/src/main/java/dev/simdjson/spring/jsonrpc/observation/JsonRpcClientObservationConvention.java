package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/** Names and key values of {@code jsonrpc.client.requests}; a bean of this type replaces the default. */
public interface JsonRpcClientObservationConvention extends ObservationConvention<JsonRpcClientContext> {

    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof JsonRpcClientContext;
    }
}
