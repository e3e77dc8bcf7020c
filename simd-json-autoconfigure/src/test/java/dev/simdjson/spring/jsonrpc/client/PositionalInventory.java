package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.jsonrpc.JsonRpcService;

/** {@link Inventory}'s methods called with {@code params} by position. */
@JsonRpcService("inventory.")
@JsonRpcClient(name = "inventory", params = JsonRpcClient.Params.POSITIONAL)
public interface PositionalInventory {

    Inventory.Item item(String sku);

    int reserve(String sku, int count);

    /** Sent as {@code ["A", "A-1", "B-2", "A-3"]}. */
    int count(String prefix, String... skus);
}
