package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.Nullable;

/**
 * An answer that is not a JSON-RPC 2.0 response to the call: not JSON, not a response object, another id, or a
 * result that does not fit the type the caller asked for (then the cause says where).
 */
public class JsonRpcInvalidResponseException extends JsonRpcClientException {

    public JsonRpcInvalidResponseException(String message, @Nullable Throwable cause) {
        super(message, cause);
    }

    public JsonRpcInvalidResponseException(String message) {
        super(message);
    }
}
