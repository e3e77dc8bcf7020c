package dev.simdjson.spring.jsonrpc;

/**
 * Told about every call the dispatcher answers or runs: the starter's Micrometer implementation records the
 * {@code simdjson.jsonrpc} timer. Called on the thread that completes the call: keep it cheap and thread-safe.
 */
@FunctionalInterface
public interface JsonRpcObserver {

    /** Observes nothing. */
    JsonRpcObserver NONE = (method, outcome, nanos) -> {
    };

    /**
     * @param method  the registered method's name; {@code unknown} for a name nobody registered and {@code none}
     *                when the request had no usable method (so the tag's values are bounded by the registry)
     * @param outcome {@code success}, or the error's kind: {@code parse_error}, {@code invalid_request},
     *                {@code method_not_found}, {@code invalid_params}, {@code internal_error},
     *                {@code application_error}
     * @param nanos   from the start of the call's handling to its result
     */
    void observe(String method, String outcome, long nanos);
}
