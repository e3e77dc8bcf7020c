package dev.simdjson.demo;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.JsonRpcService;
import org.springframework.stereotype.Component;

/**
 * JSON-RPC methods behind a namespace, as docs/jsonrpc.md shows them: {@code math.subtract} and {@code math.sum},
 * the same arithmetic as the unprefixed methods the specification's examples call ({@link RpcMethods}).
 */
@Component
@JsonRpcService("math.")
public class MathMethods {

    private final RpcMethods methods;

    public MathMethods(RpcMethods methods) {
        this.methods = methods;
    }

    /** {@code {"minuend": 42, "subtrahend": 23}} or {@code [42, 23]}: 19. */
    @JsonRpcMethod
    public int subtract(int minuend, int subtrahend) {
        return methods.subtract(minuend, subtrahend);
    }

    /** {@code [1, 2, 4]}: 7; the positional arguments fill the varargs. */
    @JsonRpcMethod
    public long sum(int... numbers) {
        return methods.sum(numbers);
    }
}
