package dev.simdjson.spring.jsonrpc;

/**
 * Turns what a JSON-RPC method threw (or failed its future with) into the error the caller gets. The starter's
 * {@link DefaultJsonRpcErrorHandler} answers a {@link JsonRpcException} with its own code, message and data, a
 * Bean Validation failure with -32602 and where it was, and anything else with a neutral -32603; an application
 * bean of this type replaces it (delegate to the default for what it does not handle).
 */
@FunctionalInterface
public interface JsonRpcErrorHandler {

    /**
     * @param failure what the method threw, unwrapped from reflection and future wrappers
     * @param method  the method that was called
     */
    JsonRpcError toError(Throwable failure, RegisteredMethod method);
}
