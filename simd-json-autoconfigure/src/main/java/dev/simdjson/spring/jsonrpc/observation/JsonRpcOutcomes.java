package dev.simdjson.spring.jsonrpc.observation;

import dev.simdjson.spring.jsonrpc.JsonRpcError;

/** The outcome an error code stands for, the same on both sides. */
public final class JsonRpcOutcomes {

    private JsonRpcOutcomes() {
    }

    /** {@code parse_error}, {@code invalid_request}, … for the specification's codes; else {@code application_error}. */
    public static String of(int code) {
        return switch (code) {
            case JsonRpcError.INVALID_PARAMS -> "invalid_params";
            case JsonRpcError.INTERNAL_ERROR -> "internal_error";
            case JsonRpcError.METHOD_NOT_FOUND -> "method_not_found";
            case JsonRpcError.INVALID_REQUEST -> "invalid_request";
            case JsonRpcError.PARSE_ERROR -> "parse_error";
            default -> "application_error";
        };
    }
}
