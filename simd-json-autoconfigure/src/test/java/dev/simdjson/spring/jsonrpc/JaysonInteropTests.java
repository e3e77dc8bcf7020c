package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.jsonrpc.client.JsonRpcBatch;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClient;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRemoteException;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Interoperability with a JSON-RPC 2.0 implementation not written here: jayson (Node.js, pinned in
 * {@code src/test/node/jayson}). Its client calls the starter's server over HTTP and TCP (one request per line):
 * named and positional calls, errors, a batch with a notification; and the starter's typed client calls jayson's
 * server over both: results bound into records, its error with data, notifications, a batch.
 */
class JaysonInteropTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();

    @Test
    void jaysonsClientAgainstOurServer() throws Exception {
        Path jayson = NodeJayson.install();
        try (ConfigurableApplicationContext server = new SpringApplicationBuilder(RpcApp.class)
                .web(WebApplicationType.SERVLET).properties("server.port=0", "simdjson.warm-up.enabled=false",
                        "simdjson.jsonrpc.tcp.enabled=true").run()) {
            AbstractServerConnectionFactory tcp = server.getBean("simdJsonRpcTcpConnectionFactory",
                    AbstractServerConnectionFactory.class);
            SocketTestSupport.awaitListening(tcp);
            int httpPort = ((WebServerApplicationContext) server).getWebServer().getPort();
            SpecMethods methods = server.getBean(SpecMethods.class);

            Process client = NodeJayson.node(jayson, "client.js", "http://127.0.0.1:" + httpPort + "/jsonrpc",
                    Integer.toString(((InetSocketAddress) tcp.getServerSocketAddress()).getPort()));
            String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(client.exitValue()).as(output).isZero();

            Map<String, JsonNode> answers = new HashMap<>();
            for (String line : output.strip().split("\n")) {
                String[] parts = line.split(" ", 3);
                answers.put(parts[0] + " " + parts[1], JACKSON.readTree(parts[2]));
            }
            for (String transport : List.of("http", "tcp")) {
                assertThat(answers.get(transport + " named").get("result").asInt()).isEqualTo(19);
                assertThat(answers.get(transport + " positional").get("result").asInt()).isEqualTo(7);
                assertThat(answers.get(transport + " list").get("result").toString()).isEqualTo("[\"hello\",5]");
                assertThat(answers.get(transport + " unknown").get("error").get("code").asInt()).isEqualTo(-32601);
                JsonNode invalid = answers.get(transport + " invalid").get("error");
                assertThat(invalid.get("code").asInt()).isEqualTo(-32602);
                assertThat(invalid.get("data").get("path").asString()).isEqualTo("$.params.minuend");
                JsonNode batch = answers.get(transport + " batch");
                assertThat(batch).hasSize(2); // the notification in it has no response
                assertThat(batch.get(0).get("id").asString()).isEqualTo("b1");
                assertThat(batch.get(0).get("result").asInt()).isEqualTo(19);
                assertThat(batch.get(1).get("result").toString()).isEqualTo("[\"hello\",5]");
                assertThat(answers.get(transport + " notified").asBoolean()).isTrue();
            }
            assertThat(methods.notified).contains("hello 7", "hello 8");
        }
    }

    @Test
    void ourClientAgainstJaysonsServer() throws Exception {
        Path jayson = NodeJayson.install();
        Process server = NodeJayson.node(jayson, "server.js");
        try {
            String ready = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(ready).startsWith("ready ");
            String[] ports = ready.split(" ");
            try (ConfigurableApplicationContext app = new SpringApplicationBuilder(ClientApp.class)
                    .web(WebApplicationType.NONE).properties("simdjson.warm-up.enabled=false",
                            "simdjson.jsonrpc.clients.jayson-http.url=http://127.0.0.1:" + ports[1] + "/",
                            "simdjson.jsonrpc.clients.jayson-tcp.url=tcp://127.0.0.1:" + ports[2]).run()) {
                JsonRpcTemplates templates = app.getBean(JsonRpcTemplates.class);
                for (String client : List.of("jayson-http", "jayson-tcp")) {
                    Jayson api = templates.client(Jayson.class, client);
                    assertThat(api.subtract(42, 23)).isEqualTo(19);
                    assertThat(api.order("o-1")).isEqualTo(new Order("o-1",
                            List.of(new Line("A-1", 2)), 19.99, List.of("ü", "new"), null));
                    assertThatThrownBy(api::refuse).isInstanceOfSatisfying(JsonRpcRemoteException.class, e -> {
                        assertThat(e.getCode()).isEqualTo(4001);
                        assertThat(e.getMessage()).isEqualTo("out of stock");
                        assertThat(e.getData(Shortage.class)).isEqualTo(new Shortage("A-1", 5));
                    });
                    int before = api.notices();
                    api.notice("restocked");
                    JsonRpcTemplate template = templates.template(client);
                    assertThat(template.call("subtract", List.of(50, 8), Integer.class)).isEqualTo(42);
                    JsonRpcBatch batch = template.batch();
                    CompletableFuture<Integer> a = batch.call("subtract", Map.of("minuend", 3, "subtrahend", 1),
                            Integer.class);
                    batch.notify("notice", Map.of("text", "in a batch"));
                    CompletableFuture<Object> b = batch.call("nobody_home", null, Object.class);
                    batch.send();
                    assertThat(a.join()).isEqualTo(2);
                    assertThatThrownBy(b::join).cause().isInstanceOfSatisfying(JsonRpcRemoteException.class,
                            e -> assertThat(e.getCode()).isEqualTo(-32601));
                    assertThat(api.notices()).isEqualTo(before + 2);
                }
            }
        } finally {
            server.getOutputStream().close();
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** jayson's server's methods, as a typed client calls them. */
    @JsonRpcClient
    interface Jayson {

        int subtract(int minuend, int subtrahend);

        Order order(String id);

        int refuse();

        void notice(String text);

        int notices();
    }

    record Order(String id, List<Line> lines, double total, List<String> tags, String note) {
    }

    record Line(String sku, int quantity) {
    }

    record Shortage(String sku, int available) {
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class ClientApp {
    }
}
