package dev.simdjson.spring.actuate;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.jsonrpc.RpcApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An application with every Actuator endpoint exposed and every socket endpoint of the starter on (the frame adapter
 * on TCP, the frame gateway on a Unix domain socket, JSON-RPC over HTTP, TCP and a Unix domain socket): it starts,
 * and the integration graph shows each of the starter's endpoints linked to its channels.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "management.endpoints.web.exposure.include=*",
        "management.endpoint.health.show-details=always",
        "simdjson.warm-up.enabled=false",
        "simdjson.integration.tcp.enabled=true",
        "simdjson.integration.uds.enabled=true",
        "simdjson.integration.uds.mode=gateway",
        "simdjson.jsonrpc.tcp.enabled=true",
        "simdjson.jsonrpc.uds.enabled=true"})
class ActuatorAllEndpointsTests {

    private static final Path DIRECTORY = SocketTestSupport.socketDirectory("sj-all");

    @DynamicPropertySource
    static void socketPaths(DynamicPropertyRegistry registry) {
        registry.add("simdjson.integration.uds.path", () -> DIRECTORY.resolve("frames.sock").toString());
        registry.add("simdjson.jsonrpc.uds.path", () -> DIRECTORY.resolve("rpc.sock").toString());
    }

    @AfterAll
    static void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(DIRECTORY); // the sockets' lock files stay with it
    }

    @SpringBootConfiguration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class App {

        @Bean
        IntegrationFlow tcpFrames() {
            return IntegrationFlow.from("simdJsonTcpInbound").handle(message -> { }).get();
        }

        @Bean
        IntegrationFlow udsRequests() {
            return IntegrationFlow.from("simdJsonUdsInbound").handle((payload, headers) -> payload).get();
        }

        @Bean
        RpcApp.Timing methods() {
            return new RpcApp.Timing(); // echo(text)
        }
    }

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void theIntegrationGraphShowsEveryStarterEndpointWithItsChannels() throws Exception {
        DocumentContext graph = ActuatorHttp.ok(port, "/actuator/integrationgraph");

        assertLinked(graph, "simdJsonTcpInboundAdapter", "output", "simdJsonTcpInbound");
        assertLinked(graph, "simdJsonUdsInboundGateway", "output", "simdJsonUdsInbound");
        assertLinked(graph, "simdJsonRpcTcpRequests", "output", "simdJsonRpcTcpRequestChannel");
        assertLinked(graph, "simdJsonRpcUdsRequests", "output", "simdJsonRpcUdsRequestChannel");
        assertInput(graph, "simdJsonRpcTcpRequestChannel", "simdJsonRpcTcpEndpoint");
        assertInput(graph, "simdJsonRpcUdsRequestChannel", "simdJsonRpcUdsEndpoint");
        assertLinked(graph, "simdJsonRpcTcpEndpoint", "output", "simdJsonRpcTcpReplyChannel");
        assertLinked(graph, "simdJsonRpcUdsEndpoint", "output", "simdJsonRpcUdsReplyChannel");
        assertInput(graph, "simdJsonRpcTcpReplyChannel", "simdJsonRpcTcpReplies");
        assertInput(graph, "simdJsonRpcUdsReplyChannel", "simdJsonRpcUdsReplies");
    }

    @Test
    void theSimdjsonEndpointListsTheSocketAdapters() throws Exception {
        List<String> transports = ActuatorHttp.ok(port, "/actuator/simdjson").read("$.sockets[*].transport");
        assertThat(transports).contains("tcp", "uds");
    }

    @Test
    void healthIsUp() throws Exception {
        DocumentContext json = ActuatorHttp.ok(port, "/actuator/health");
        assertThat(json.read("$.status", String.class)).isEqualTo("UP");
        assertThat(json.read("$.components.simdjson.status", String.class)).isEqualTo("UP");
    }

    @Test
    void metricsListTheJsonRpcTimersOnceACallIsAnswered() throws Exception {
        jsonRpcOverHttpAnswers();
        List<String> names = ActuatorHttp.ok(port, "/actuator/metrics").read("$.names");
        assertThat(names).contains("jsonrpc.server.requests");
        DocumentContext timer = ActuatorHttp.ok(port, "/actuator/metrics/jsonrpc.server.requests");
        assertThat(timer.read("$.availableTags[*].tag", List.class)).contains("jsonrpc.method", "outcome", "transport",
                "error.code");
    }

    @Test
    void jsonRpcOverHttpAnswers() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jsonrpc"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"hi\"],\"id\":1}"))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JsonPath.parse(response.body()).read("$.result", String.class)).isEqualTo("hi");
    }

    /** A link of {@code type} from the node named {@code from} to the node named {@code to}. */
    private static void assertLinked(DocumentContext graph, String from, String type, String to) {
        int fromId = nodeId(graph, from);
        int toId = nodeId(graph, to);
        List<Map<String, Object>> links = graph.read("$.links[?(@.from == " + fromId + " && @.to == " + toId
                + " && @.type == '" + type + "')]");
        assertThat(links).as("%s link from %s to %s", type, from, to).hasSize(1);
    }

    private static void assertInput(DocumentContext graph, String channel, String endpoint) {
        assertLinked(graph, channel, "input", endpoint);
    }

    private static int nodeId(DocumentContext graph, String name) {
        List<Integer> ids = graph.read("$.nodes[?(@.name == '" + name + "')].nodeId");
        assertThat(ids).as("graph node %s among %s", name, graph.read("$.nodes[*].name", List.class)).hasSize(1);
        return ids.getFirst();
    }
}
