package dev.simdjson.spring.jsonrpc;

/**
 * What one request may be, checked before any work is done: its size in bytes, and how many calls a batch holds.
 *
 * @param maxRequestSize the largest request in bytes (a larger one gets one -32600 error)
 * @param maxBatchSize   the most calls in one batch (a larger batch gets one -32600 error, none of it runs)
 */
public record JsonRpcLimits(int maxRequestSize, int maxBatchSize) {

    /** 1 MB and 100 calls per batch. */
    public static final JsonRpcLimits DEFAULTS = new JsonRpcLimits(1024 * 1024, 100);

    public JsonRpcLimits {
        if (maxRequestSize <= 0 || maxBatchSize <= 0) {
            throw new IllegalArgumentException("JSON-RPC limits must be positive: " + maxRequestSize + ", "
                    + maxBatchSize);
        }
    }
}
