package dev.simdjson.spring.jsonrpc.client;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.simdjson.spring.jsonrpc.JsonRpcErrorCode;
import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.JsonRpcParam;
import dev.simdjson.spring.jsonrpc.JsonRpcService;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * One interface, two sides: the server's bean implements it, the client's proxy ({@link InventoryClient}, which adds
 * what only a client has) calls it.
 */
@JsonRpcService("inventory.")
public interface Inventory {

    @JsonRpcMethod
    Item item(String sku);

    @JsonRpcMethod
    List<Item> items(List<String> skus);

    /** Stock per warehouse; without a warehouse, of all. */
    @JsonRpcMethod
    Map<String, Integer> stock(@JsonRpcParam(required = false) Optional<String> warehouse);

    /** Answers after {@code millis}, from a timer. */
    @JsonRpcMethod("later")
    CompletableFuture<Item> itemLater(String sku, long millis);

    /** A notification. */
    @JsonRpcMethod
    void restocked(String sku, int count);

    /** Fails with code 4001 and a {@link Shortage} when the stock is short. */
    @JsonRpcMethod
    @JsonRpcErrorCode(code = 4001, message = "out of stock")
    int reserve(String sku, int count);

    @JsonRpcMethod
    Event lastEvent(String kind);

    /** How many of each sku: varargs, filled by the positional params after the first. */
    @JsonRpcMethod
    int count(String prefix, String... skus);

    record Item(String sku, String name, int priceCents, List<String> tags) {
    }

    record Shortage(String sku, int available, int wanted) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Event.Restocked.class, name = "restocked"),
            @JsonSubTypes.Type(value = Event.SoldOut.class, name = "sold_out")})
    sealed interface Event permits Event.Restocked, Event.SoldOut {

        record Restocked(String sku, int count) implements Event {
        }

        record SoldOut(String sku) implements Event {
        }
    }
}
