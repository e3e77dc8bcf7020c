package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.Nullable;

/**
 * The request could not be sent, or the connection failed before its answer came: nothing is known of whether the
 * server ran the call, so it is never sent again by the client.
 */
public class JsonRpcTransportException extends JsonRpcClientException {

    public JsonRpcTransportException(String message, @Nullable Throwable cause) {
        super(message, cause);
    }

    public JsonRpcTransportException(String message) {
        super(message);
    }
}
