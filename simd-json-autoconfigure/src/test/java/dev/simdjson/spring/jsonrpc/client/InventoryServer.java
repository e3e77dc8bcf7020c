package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.jsonrpc.JsonRpcException;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/** The server the client tests call: {@link Inventory} served over HTTP, TCP and a Unix domain socket. */
@SpringBootConfiguration
@EnableAutoConfiguration
public class InventoryServer {

    @Bean
    Stock stock() {
        return new Stock();
    }

    /** The server's side of {@link Inventory}. */
    public static class Stock implements Inventory {

        final List<String> restocks = new CopyOnWriteArrayList<>();

        @Override
        public Item item(String sku) {
            return new Item(sku, "Item " + sku, 1999, List.of("new", "ü"));
        }

        @Override
        public List<Item> items(List<String> skus) {
            return skus.stream().map(this::item).toList();
        }

        @Override
        public Map<String, Integer> stock(Optional<String> warehouse) {
            return warehouse.map(w -> Map.of(w, 3)).orElse(Map.of("east", 3, "west", 5));
        }

        @Override
        public CompletableFuture<Item> itemLater(String sku, long millis) {
            return CompletableFuture.supplyAsync(() -> item(sku),
                    CompletableFuture.delayedExecutor(millis, TimeUnit.MILLISECONDS));
        }

        @Override
        public void restocked(String sku, int count) {
            restocks.add(sku + "×" + count);
        }

        @Override
        public int reserve(String sku, int count) {
            if (count > 5) {
                throw new JsonRpcException(4001, "out of stock", new Shortage(sku, 5, count));
            }
            return 5 - count;
        }

        @Override
        public int count(String prefix, String... skus) {
            return (int) java.util.Arrays.stream(skus).filter(sku -> sku.startsWith(prefix)).count();
        }

        @Override
        public Event lastEvent(String kind) {
            return "sold_out".equals(kind) ? new Event.SoldOut("A-1") : new Event.Restocked("A-1", 7);
        }
    }
}
