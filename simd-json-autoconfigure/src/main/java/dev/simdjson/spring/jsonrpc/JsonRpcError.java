package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;

/**
 * A JSON-RPC error object: {@code {"code":…,"message":…,"data":…}} ({@code data} left out when {@code null}).
 *
 * @param code    the error code: one of the specification's below, or the application's own
 * @param message a short description, shown to the caller
 * @param data    more about the error, written by simd-json; {@code null}: none
 */
public record JsonRpcError(int code, String message, @Nullable Object data) {

    /** Invalid JSON was received. */
    public static final int PARSE_ERROR = -32700;
    /** The JSON sent is not a valid request object. */
    public static final int INVALID_REQUEST = -32600;
    /** The method does not exist or is not available. */
    public static final int METHOD_NOT_FOUND = -32601;
    /** Invalid method parameters. */
    public static final int INVALID_PARAMS = -32602;
    /** Internal JSON-RPC error. */
    public static final int INTERNAL_ERROR = -32603;
    /** A server error of simd-json's own (in the implementation-defined range): an asynchronous result timed out. */
    public static final int SERVER_ERROR = -32000;

    public static JsonRpcError of(int code, String message) {
        return new JsonRpcError(code, message, null);
    }
}
