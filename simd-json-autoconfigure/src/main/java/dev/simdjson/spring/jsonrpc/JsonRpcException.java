package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;

/**
 * Thrown by a JSON-RPC method (or returned through a failed future) to answer with this error: its code, message and
 * {@code data} (any object, written by simd-json) go to the caller as they are. Codes from -32768 to -32000 are
 * reserved by the specification for its own errors; applications use others.
 */
public class JsonRpcException extends RuntimeException {

    private final int code;
    private final @Nullable Object data;

    public JsonRpcException(int code, String message) {
        this(code, message, null);
    }

    public JsonRpcException(int code, String message, @Nullable Object data) {
        super(message, null, false, false); // an answer to the caller, not a fault: no stack trace to fill
        this.code = code;
        this.data = data;
    }

    /**
     * For subclasses that describe an error a caller received (a remote error, with the stack trace of the call)
     * rather than one a method answers with.
     */
    protected JsonRpcException(int code, String message, @Nullable Object data, boolean writableStackTrace) {
        super(message, null, false, writableStackTrace);
        this.code = code;
        this.data = data;
    }

    public int getCode() {
        return code;
    }

    public @Nullable Object getData() {
        return data;
    }
}
