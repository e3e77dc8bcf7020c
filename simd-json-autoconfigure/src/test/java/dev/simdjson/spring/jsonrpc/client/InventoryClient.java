package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.JsonRpcParam;
import reactor.core.publisher.Mono;

/** The client of {@link Inventory}, with what only a client has: a {@code Mono}, a default method, a retired call. */
@JsonRpcClient("inventory")
public interface InventoryClient extends Inventory {

    @JsonRpcMethod("later")
    Mono<Item> itemMono(String sku, long millis);

    /** Not served: the server has no such method. */
    @JsonRpcMethod("retired")
    String retired();

    /** Sends a string where the server wants a number. */
    @JsonRpcMethod("reserve")
    int reserveSome(@JsonRpcParam("sku") String sku, @JsonRpcParam("count") String count);

    default String describe(String sku) {
        Item item = item(sku);
        return item.sku() + " (" + item.name() + ")";
    }
}
