package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.Nullable;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** Turns what a call's future failed with into the exception the caller gets. */
final class JsonRpcFailures {

    private JsonRpcFailures() {
    }

    /**
     * The failure without the future's wrapping: a {@link RuntimeException} as it is (client exceptions, remote
     * errors), anything else as a {@link JsonRpcTransportException} with it as the cause.
     */
    static RuntimeException unwrap(@Nullable Throwable failure, JsonRpcTransport transport) {
        Throwable t = failure;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof CancellationException) {
            return new JsonRpcTransportException("the call to " + transport.target() + " was cancelled", t);
        }
        if (t instanceof RuntimeException runtime) {
            return runtime;
        }
        if (t instanceof Error error) {
            throw error;
        }
        return new JsonRpcTransportException("the call to " + transport.target() + " failed: " + t, t);
    }
}
