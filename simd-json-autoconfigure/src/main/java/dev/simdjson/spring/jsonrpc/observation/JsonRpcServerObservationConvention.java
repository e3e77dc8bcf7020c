package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/** Names and key values of {@code jsonrpc.server.requests}; a bean of this type replaces the default. */
public interface JsonRpcServerObservationConvention extends ObservationConvention<JsonRpcServerContext> {

    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof JsonRpcServerContext;
    }
}
