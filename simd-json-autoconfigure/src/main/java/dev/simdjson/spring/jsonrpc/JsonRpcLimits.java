package dev.simdjson.spring.jsonrpc;

import java.time.Duration;
import java.util.Objects;

/**
 * What one request may be, checked before any work is done: its size in bytes, and how many calls a batch holds;
 * and how long a method that answers later (a {@code CompletableFuture} or {@code Mono}) may take.
 *
 * @param maxRequestSize the largest request in bytes (a larger one gets one -32600 error)
 * @param maxBatchSize   the most calls in one batch (a larger batch gets one -32600 error, none of it runs)
 * @param asyncTimeout   the longest an asynchronous result may take: then the call is answered with a -32000
 *                       error and the method's future is cancelled
 */
public record JsonRpcLimits(int maxRequestSize, int maxBatchSize, Duration asyncTimeout) {

    /** The default time an asynchronous method has to answer: 30 seconds. */
    public static final Duration DEFAULT_ASYNC_TIMEOUT = Duration.ofSeconds(30);

    /** 1 MB, 100 calls per batch, 30 s for an asynchronous result. */
    public static final JsonRpcLimits DEFAULTS = new JsonRpcLimits(1024 * 1024, 100);

    public JsonRpcLimits {
        if (maxRequestSize <= 0 || maxBatchSize <= 0) {
            throw new IllegalArgumentException("JSON-RPC limits must be positive: " + maxRequestSize + ", "
                    + maxBatchSize);
        }
        Objects.requireNonNull(asyncTimeout, "asyncTimeout");
        if (asyncTimeout.isNegative() || asyncTimeout.isZero()) {
            throw new IllegalArgumentException("The JSON-RPC async timeout must be positive, was " + asyncTimeout);
        }
    }

    /** These sizes with the default async timeout. */
    public JsonRpcLimits(int maxRequestSize, int maxBatchSize) {
        this(maxRequestSize, maxBatchSize, DEFAULT_ASYNC_TIMEOUT);
    }
}
