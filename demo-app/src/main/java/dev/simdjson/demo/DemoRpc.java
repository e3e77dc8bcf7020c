package dev.simdjson.demo;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClient;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The demo's own JSON-RPC methods ({@link RpcMethods}) as a typed client calls them. Registered as a bean for the
 * client {@code demo-uds} (application.properties); {@link RpcClientsController} makes one for each transport.
 */
@JsonRpcClient("demo-uds")
public interface DemoRpc {

    int subtract(int minuend, int subtrahend);

    /** By name, the varargs parameter is an array: {@code {"numbers":[1,2,4]}}. */
    long sum(int... numbers);

    @JsonRpcMethod("get_data")
    CompletableFuture<List<Object>> getData();

    /** A notification: no answer. */
    @JsonRpcMethod("notify_hello")
    void notifyHello(int value);
}
