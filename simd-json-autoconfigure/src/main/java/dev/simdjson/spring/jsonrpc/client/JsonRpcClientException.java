package dev.simdjson.spring.jsonrpc.client;

/**
 * A call that got no usable answer: the transport failed ({@link JsonRpcTransportException}), the answer did not come
 * in time ({@link JsonRpcTimeoutException}) or was not a valid response ({@link JsonRpcInvalidResponseException}).
 * An error the server answered with is a {@link JsonRpcRemoteException} instead.
 */
public abstract class JsonRpcClientException extends RuntimeException {

    protected JsonRpcClientException(String message, Throwable cause) {
        super(message, cause);
    }

    protected JsonRpcClientException(String message) {
        super(message);
    }
}
