package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.jsonrpc.client.Inventory.Event;
import dev.simdjson.spring.jsonrpc.client.Inventory.Item;
import dev.simdjson.spring.jsonrpc.client.Inventory.Shortage;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * Typed clients against a running server, over each transport: an application serving {@link Inventory} over HTTP
 * (Spring MVC on a free port), TCP and a Unix domain socket, and for each transport a client application whose
 * {@link InventoryClient} and {@link PositionalInventory} beans come from {@code simdjson.jsonrpc.clients.*}.
 */
class JsonRpcClientTests {

    private static final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
    private static final Map<String, ConfigurableApplicationContext> clients = new HashMap<>();
    private static Path directory;
    private static InventoryServer.Stock stock;
    private static Map<String, String> urls;

    @BeforeAll
    static void startTheServer() throws Exception {
        directory = SocketTestSupport.socketDirectory("rpc-client");
        ConfigurableApplicationContext server = new SpringApplicationBuilder(InventoryServer.class)
                .web(WebApplicationType.SERVLET).properties("server.port=0", "simdjson.warm-up.enabled=false",
                        "simdjson.jsonrpc.tcp.enabled=true", "simdjson.jsonrpc.uds.enabled=true",
                        "simdjson.jsonrpc.uds.path=" + directory.resolve("rpc.sock"))
                .run();
        contexts.add(server);
        stock = server.getBean(InventoryServer.Stock.class);
        AbstractServerConnectionFactory tcp = server.getBean("simdJsonRpcTcpConnectionFactory",
                AbstractServerConnectionFactory.class);
        SocketTestSupport.awaitListening(tcp);
        AbstractServerConnectionFactory uds = server.getBean("simdJsonRpcUdsConnectionFactory",
                AbstractServerConnectionFactory.class);
        SocketTestSupport.awaitListening(uds);
        int httpPort = ((WebServerApplicationContext) server).getWebServer().getPort();
        urls = Map.of("http", "http://localhost:" + httpPort + "/jsonrpc",
                "tcp", "tcp://127.0.0.1:" + ((InetSocketAddress) tcp.getServerSocketAddress()).getPort(),
                "unix", "unix:" + directory.resolve("rpc.sock"));
    }

    @AfterAll
    static void stop() throws Exception {
        contexts.reversed().forEach(ConfigurableApplicationContext::close);
        SocketTestSupport.removeDirectory(directory);
    }

    /** The client application of a transport, started on first use. */
    private static ConfigurableApplicationContext client(String transport) {
        return clients.computeIfAbsent(transport, t -> {
            ConfigurableApplicationContext context = new SpringApplicationBuilder(ClientApp.class)
                    .web(WebApplicationType.NONE).properties("simdjson.warm-up.enabled=false",
                            "simdjson.jsonrpc.clients.inventory.url=" + urls.get(t),
                            "simdjson.jsonrpc.clients.inventory.timeout=5s",
                            "simdjson.jsonrpc.clients.inventory.interfaces=" + InventoryClient.class.getName() + ","
                                    + PositionalInventory.class.getName(),
                            "simdjson.jsonrpc.clients.slow.url=" + urls.get(t),
                            "simdjson.jsonrpc.clients.slow.timeout=300ms")
                    .run();
            contexts.add(context);
            return context;
        });
    }

    private static InventoryClient inventory(String transport) {
        return client(transport).getBean(InventoryClient.class);
    }

    private static JsonRpcTemplate template(String transport, String client) {
        return client(transport).getBean(JsonRpcTemplates.class).template(client);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void typedCallsWithNamedParamsAndGenericResults(String transport) {
        InventoryClient inventory = inventory(transport);

        assertThat(inventory.item("A-1")).isEqualTo(new Item("A-1", "Item A-1", 1999, List.of("new", "ü")));
        assertThat(inventory.items(List.of("A-1", "B-2"))).extracting(Item::sku).containsExactly("A-1", "B-2");
        assertThat(inventory.stock(Optional.empty())).isEqualTo(Map.of("east", 3, "west", 5));
        assertThat(inventory.stock(Optional.of("north"))).isEqualTo(Map.of("north", 3));
        assertThat(inventory.lastEvent("sold_out")).isEqualTo(new Event.SoldOut("A-1"));
        assertThat(inventory.lastEvent("restocked")).isEqualTo(new Event.Restocked("A-1", 7));
        assertThat(inventory.describe("C-3")).isEqualTo("C-3 (Item C-3)");
        assertThat(inventory.reserve("A-1", 2)).isEqualTo(3);
        assertThat(inventory.toString()).contains(InventoryClient.class.getName()).contains(urls.get(transport));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void positionalParams(String transport) {
        PositionalInventory inventory = client(transport).getBean(PositionalInventory.class);

        assertThat(inventory.item("P-1").sku()).isEqualTo("P-1");
        assertThat(inventory.reserve("P-1", 5)).isZero();
        assertThat(inventory.count("A", "A-1", "B-2", "A-3")).isEqualTo(2);
        assertThat(inventory(transport).count("B", "A-1", "B-2")).isEqualTo(1); // by name: an array
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void asynchronousCallsAnsweredOutOfOrder(String transport) throws Exception {
        InventoryClient inventory = inventory(transport);

        CompletableFuture<Item> slow = inventory.itemLater("slow", 600);
        CompletableFuture<Item> fast = inventory.itemLater("fast", 0);

        assertThat(fast.get(5, TimeUnit.SECONDS).sku()).isEqualTo("fast");
        assertThat(slow).isNotDone();
        assertThat(slow.get(5, TimeUnit.SECONDS).sku()).isEqualTo("slow");
        assertThat(inventory.itemMono("mono", 10).block(Duration.ofSeconds(5)).sku()).isEqualTo("mono");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void notificationsAreSentWithoutWaiting(String transport) {
        inventory(transport).restocked("N-" + transport, 4);

        await().atMost(Duration.ofSeconds(5)).until(() -> stock.restocks.contains("N-" + transport + "×4"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void errorsAnsweredByTheServer(String transport) {
        InventoryClient inventory = inventory(transport);

        assertThatThrownBy(() -> inventory.reserve("A-1", 9)).isInstanceOfSatisfying(JsonRpcRemoteException.class,
                e -> {
                    assertThat(e.getCode()).isEqualTo(4001);
                    assertThat(e.getMessage()).isEqualTo("out of stock");
                    assertThat(e.getData(Shortage.class)).isEqualTo(new Shortage("A-1", 5, 9));
                    assertThat(e.getData()).isEqualTo(Map.of("sku", "A-1", "available", 5, "wanted", 9));
                    assertThat(e.getDataJson()).isEqualTo("{\"sku\":\"A-1\",\"available\":5,\"wanted\":9}");
                    assertThat(e.getStackTrace()).isNotEmpty();
                });
        assertThatThrownBy(inventory::retired).isInstanceOfSatisfying(JsonRpcRemoteException.class,
                e -> assertThat(e.getCode()).isEqualTo(-32601));
        assertThatThrownBy(() -> inventory.reserveSome("A-1", "a few"))
                .isInstanceOfSatisfying(JsonRpcRemoteException.class, e -> {
                    assertThat(e.getCode()).isEqualTo(-32602);
                    assertThat(e.getDataJson()).contains("count");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void aCallNotAnsweredInTimeTimesOutAndTheClientGoesOn(String transport) {
        JsonRpcTemplate slow = template(transport, "slow");

        assertThatThrownBy(() -> slow.call("inventory.later", Map.of("sku", "late", "millis", 1500), Item.class))
                .isInstanceOfSatisfying(JsonRpcTimeoutException.class,
                        e -> assertThat(e.getTimeout()).isEqualTo(Duration.ofMillis(300)));
        CompletableFuture<Item> async = slow.callAsync("inventory.later", Map.of("sku", "late", "millis", 1500),
                Item.class);
        assertThatThrownBy(() -> async.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(JsonRpcTimeoutException.class);
        // The late answers, when they come, find no call; the next call is answered.
        assertThat(slow.call("inventory.item", List.of("next"), Item.class).sku()).isEqualTo("next");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void batches(String transport) {
        JsonRpcTemplate template = template(transport, "inventory");
        JsonRpcBatch batch = template.batch();
        CompletableFuture<Item> item = batch.call("inventory.item", Map.of("sku", "B-1"), Item.class);
        CompletableFuture<List<Item>> items = batch.call("inventory.items", List.of(List.of("B-2", "B-3")),
                new ParameterizedTypeReference<List<Item>>() { }.getType());
        batch.notify("inventory.restocked", Map.of("sku", "batch-" + transport, "count", 1));
        CompletableFuture<Integer> short_ = batch.call("inventory.reserve", Map.of("sku", "B-1", "count", 8),
                Integer.class);
        CompletableFuture<Object> unknown = batch.call("nobody.home", null, Object.class);

        batch.send();

        assertThat(item).isCompletedWithValueMatching(i -> i.sku().equals("B-1"));
        assertThat(items.join()).extracting(Item::sku).containsExactly("B-2", "B-3");
        assertThatThrownBy(short_::join).hasCauseInstanceOf(JsonRpcRemoteException.class);
        assertThatThrownBy(unknown::join).cause().isInstanceOfSatisfying(JsonRpcRemoteException.class,
                e -> assertThat(e.getCode()).isEqualTo(-32601));
        await().atMost(Duration.ofSeconds(5)).until(() -> stock.restocks.contains("batch-" + transport + "×1"));
        assertThatThrownBy(batch::send).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void manyConcurrentCallsOnOneClient(String transport) {
        InventoryClient inventory = inventory(transport);
        List<CompletableFuture<Item>> calls = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            calls.add(inventory.itemLater("c" + i, i % 7));
        }
        for (int i = 0; i < 200; i++) {
            assertThat(calls.get(i).join().sku()).isEqualTo("c" + i);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"http", "tcp", "unix"})
    void everyCallIsAnObservationTimedByMethodOutcomeTransportAndErrorCode(String transport) {
        InventoryClient inventory = inventory(transport);
        inventory.item("O-1");
        assertThatThrownBy(() -> inventory.reserve("O-1", 50)).isInstanceOf(JsonRpcRemoteException.class);
        String kind = transport.equals("unix") ? "uds" : transport;

        MeterRegistry meters = client(transport).getBean(MeterRegistry.class);
        assertThat(meters.get("jsonrpc.client.requests").tags("jsonrpc.method", "inventory.item", "outcome", "success",
                "transport", kind, "error.code", "none").timer().count()).isPositive();
        assertThat(meters.get("jsonrpc.client.requests").tags("jsonrpc.method", "inventory.reserve",
                "outcome", "application_error", "transport", kind, "error.code", "4001").timer().count()).isPositive();
        // And on the server, each call over its transport.
        MeterRegistry server = contexts.getFirst().getBean(MeterRegistry.class);
        assertThat(server.get("jsonrpc.server.requests").tags("jsonrpc.method", "inventory.reserve",
                "outcome", "application_error", "transport", kind, "error.code", "4001").timer().count()).isPositive();
    }

    /** A client application: no methods of its own, the clients from properties. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class ClientApp {
    }
}
