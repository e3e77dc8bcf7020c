package dev.simdjson.spring.jsonrpc.client;

/**
 * The application's JSON-RPC clients by name: the starter's implementation builds each client's
 * {@link JsonRpcTemplate} from {@code simdjson.jsonrpc.clients.<name>.*} on first use and closes it at shutdown.
 * {@code @JsonRpcClient} interfaces get theirs from here.
 */
@FunctionalInterface
public interface JsonRpcTemplates {

    /** The template of the client {@code name}; fails when no such client is configured. */
    JsonRpcTemplate template(String name);

    /** A proxy of {@code type} calling through the client {@code name}. */
    default <T> T client(Class<T> type, String name) {
        return JsonRpcClientProxies.create(type, template(name));
    }
}
