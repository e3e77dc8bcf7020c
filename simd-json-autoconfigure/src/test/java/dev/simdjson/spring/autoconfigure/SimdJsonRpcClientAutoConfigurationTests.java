package dev.simdjson.spring.autoconfigure;

import com.sun.net.httpserver.HttpServer;
import dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry;
import dev.simdjson.spring.jsonrpc.client.ImportJsonRpcClients;
import dev.simdjson.spring.jsonrpc.client.InventoryClient;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClient;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRestClientCustomizer;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import dev.simdjson.spring.jsonrpc.client.PositionalInventory;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.restclient.autoconfigure.RestClientAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The client side of {@link SimdJsonRpcClientAutoConfiguration}: templates by name, and client beans. */
class SimdJsonRpcClientAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonRpcAutoConfiguration.class, SimdJsonRpcClientAutoConfiguration.class,
                    RestClientAutoConfiguration.class))
            .withPropertyValues("simdjson.warm-up.enabled=false");

    @Test
    void templatesAreBuiltFromTheClientsUrlOnFirstUse() {
        runner.withPropertyValues("simdjson.jsonrpc.clients.a.url=http://localhost:1/rpc",
                "simdjson.jsonrpc.clients.b.url=tcp://127.0.0.1:1", "simdjson.jsonrpc.clients.c.url=unix:/tmp/x.sock",
                "simdjson.jsonrpc.clients.d.url=ftp://example.com", "simdjson.jsonrpc.clients.e.url=tcp://nohost")
                .run(context -> {
                    JsonRpcTemplates templates = context.getBean(JsonRpcTemplates.class);
                    assertThat(templates.template("a").transport().target()).isEqualTo("http://localhost:1/rpc");
                    assertThat(templates.template("a")).isSameAs(templates.template("a"));
                    assertThat(templates.client(PositionalInventory.class, "b"))
                            .isSameAs(templates.client(PositionalInventory.class, "b"));
                    assertThat(templates.template("b").transport().target()).isEqualTo("tcp://127.0.0.1:1");
                    assertThat(templates.template("c").transport().target()).isEqualTo("unix:/tmp/x.sock");
                    assertThatThrownBy(() -> templates.template("d")).isInstanceOf(IllegalStateException.class)
                            .hasMessageContaining("simdjson.jsonrpc.clients.d.url must start with http://");
                    assertThatThrownBy(() -> templates.template("e")).isInstanceOf(IllegalStateException.class)
                            .hasMessageContaining("must be tcp://host:port");
                    assertThatThrownBy(() -> templates.template("nobody"))
                            .isInstanceOf(IllegalStateException.class)
                            .hasMessageContaining("set simdjson.jsonrpc.clients.nobody.url");
                });
    }

    @Test
    void interfacesListedInPropertiesBecomeClientBeansThatServeNothing() {
        runner.withPropertyValues("simdjson.jsonrpc.clients.inventory.url=http://localhost:1/jsonrpc",
                "simdjson.jsonrpc.clients.inventory.interfaces=" + InventoryClient.class.getName())
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    InventoryClient client = context.getBean(InventoryClient.class);
                    assertThat(JsonRpcClientProxies.isClient(client)).isTrue();
                    assertThat(client.toString()).contains("http://localhost:1/jsonrpc");
                    // Its interface carries @JsonRpcMethod, yet the application serves none of them.
                    assertThat(context.getBean(JsonRpcMethodRegistry.class).isEmpty()).isTrue();
                });
    }

    @Test
    void importJsonRpcClientsRegistersListedAndScannedInterfaces() {
        runner.withUserConfiguration(ImportsByType.class)
                .withPropertyValues("simdjson.jsonrpc.clients.inventory.url=tcp://127.0.0.1:1")
                .run(context -> assertThat(context).hasSingleBean(PositionalInventory.class)
                        .doesNotHaveBean(InventoryClient.class));
        runner.withUserConfiguration(ImportsByPackage.class)
                .withPropertyValues("simdjson.jsonrpc.clients.inventory.url=tcp://127.0.0.1:1")
                .run(context -> assertThat(context).hasSingleBean(PositionalInventory.class)
                        .hasSingleBean(InventoryClient.class));
    }

    @Test
    void anInterfaceWithoutAClientNameFailsTheStartupSayingWhatToDo() {
        runner.withUserConfiguration(ImportsUnnamed.class).run(context -> assertThat(context).hasFailed()
                .getFailure().hasStackTraceContaining(Unnamed.class.getName() + " names no client"));
        runner.withUserConfiguration(ImportsUnnamedWithClient.class)
                .withPropertyValues("simdjson.jsonrpc.clients.named.url=tcp://127.0.0.1:1")
                .run(context -> assertThat(context.getBean(Unnamed.class).toString()).contains("tcp://127.0.0.1:1"));
    }

    @Test
    void anInterfaceForTwoClientsFailsTheStartup() {
        runner.withUserConfiguration(ImportsByType.class)
                .withPropertyValues("simdjson.jsonrpc.clients.other.url=tcp://127.0.0.1:1",
                        "simdjson.jsonrpc.clients.other.interfaces=" + PositionalInventory.class.getName())
                .run(context -> assertThat(context).hasFailed().getFailure()
                        .hasStackTraceContaining("is registered for the clients"));
    }

    @Test
    void httpClientsSendTheConfiguredHeadersAndTheCustomizersOwn() throws IOException {
        Map<String, String> seen = new ConcurrentHashMap<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            seen.put("tenant", String.valueOf(exchange.getRequestHeaders().getFirst("X-Tenant")));
            seen.put("token", String.valueOf(exchange.getRequestHeaders().getFirst("Authorization")));
            seen.put("type", String.valueOf(exchange.getRequestHeaders().getFirst("Content-Type")));
            seen.put("body", new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] answer = "{\"jsonrpc\":\"2.0\",\"result\":\"pong\",\"id\":1}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
        try {
            runner.withUserConfiguration(Customizer.class)
                    .withPropertyValues("simdjson.jsonrpc.clients.pinger.url=http://127.0.0.1:"
                                    + server.getAddress().getPort() + "/rpc",
                            "simdjson.jsonrpc.clients.pinger.headers.X-Tenant=acme")
                    .run(context -> {
                        assertThat(context.getBean(JsonRpcTemplates.class).template("pinger")
                                .call("ping", List.of(1), String.class)).isEqualTo("pong");
                        assertThat(seen).containsEntry("tenant", "acme").containsEntry("token", "Bearer pinger")
                                .containsEntry("type", "application/json")
                                .containsEntry("body", "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":[1],"
                                        + "\"id\":1}");
                    });
        } finally {
            server.stop(0);
        }
    }

    @Test
    void offWithTheStarter() {
        runner.withPropertyValues("simdjson.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(JsonRpcTemplates.class));
    }

    @Configuration(proxyBeanMethods = false)
    @ImportJsonRpcClients(types = PositionalInventory.class)
    static class ImportsByType {
    }

    @Configuration(proxyBeanMethods = false)
    @ImportJsonRpcClients(basePackageClasses = InventoryClient.class)
    static class ImportsByPackage {
    }

    /** A client interface that names no client. */
    @JsonRpcClient
    interface Unnamed {
        String ping();
    }

    @Configuration(proxyBeanMethods = false)
    @ImportJsonRpcClients(types = Unnamed.class)
    static class ImportsUnnamed {
    }

    @Configuration(proxyBeanMethods = false)
    @ImportJsonRpcClients(types = Unnamed.class, client = "named")
    static class ImportsUnnamedWithClient {
    }

    @Configuration(proxyBeanMethods = false)
    static class Customizer {

        @Bean
        JsonRpcRestClientCustomizer bearer() {
            return (name, builder) -> builder.defaultHeader("Authorization", "Bearer " + name);
        }
    }
}
