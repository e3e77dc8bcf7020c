package dev.simdjson.spring.jsonrpc.client;

import java.time.Duration;

/** No answer within the client's timeout; a late answer, if one comes, is dropped. */
public class JsonRpcTimeoutException extends JsonRpcClientException {

    private final Duration timeout;

    public JsonRpcTimeoutException(String message, Duration timeout) {
        super(message);
        this.timeout = timeout;
    }

    public Duration getTimeout() {
        return timeout;
    }
}
