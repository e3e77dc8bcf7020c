package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.jsonrpc.JsonRpcService;

/** {@link Inventory}'s methods called with {@code params} by position. */
@JsonRpcService("inventory.")
@JsonRpcClient(name = "inventory", params = JsonRpcClient.Params.POSITIONAL)
public interface PositionalInventory {

    Inventory.Item item(String sku);

    int reserve(String sku, int count);
}
