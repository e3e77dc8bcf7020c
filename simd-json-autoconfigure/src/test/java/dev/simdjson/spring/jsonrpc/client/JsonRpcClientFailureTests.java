package dev.simdjson.spring.jsonrpc.client;

import com.sun.net.httpserver.HttpServer;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.Framing;
import org.junit.jupiter.api.Test;
import org.springframework.integration.ip.tcp.connection.TcpNetClientConnectionFactory;
import org.springframework.util.backoff.ExponentialBackOff;
import org.springframework.util.backoff.FixedBackOff;
import org.springframework.web.client.RestClient;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a client makes of servers that misbehave or go away: each failure is its own exception with the cause, the
 * client goes on after it, and nothing waits past its timeout.
 */
class JsonRpcClientFailureTests {

    private static final SimdJsonMapper MAPPER = SimdJsonMapper.create();
    private static final Pattern ID = Pattern.compile("\"id\":(\\d+)");

    private static String id(String request) {
        Matcher m = ID.matcher(request);
        return m.find() ? m.group(1) : "null";
    }

    private static JsonRpcTemplate tcp(String url, Duration timeout, org.springframework.util.backoff.BackOff backOff) {
        URI uri = URI.create(url);
        TcpNetClientConnectionFactory factory = new TcpNetClientConnectionFactory(uri.getHost(), uri.getPort());
        FramingSerializers.install(factory, Framing.NDJSON, 1 << 20);
        factory.setSingleUse(false);
        return new JsonRpcTemplate(new SocketJsonRpcTransport(url, List.of(factory), backOff, MAPPER), MAPPER,
                timeout);
    }

    private static JsonRpcTemplate tcp(String url) {
        return tcp(url, Duration.ofSeconds(5), new FixedBackOff(50));
    }

    @Test
    void anAnswerThatIsNotJsonOrNotAResponseIsAnInvalidResponse() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> {
            String id = id(request);
            if (request.contains("\"garbage\"")) {
                FakeServers.Ndjson.write(socket, "this is not json");
            } else if (request.contains("\"other\"")) {
                FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"result\":1,\"id\":987654}");
            } else if (request.contains("\"neither\"")) {
                FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"id\":" + id + "}");
            } else if (request.contains("\"v1\"")) {
                FakeServers.Ndjson.write(socket, "{\"result\":1,\"id\":" + id + "}");
            } else if (request.contains("\"unfit\"")) {
                FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"result\":\"x\",\"id\":" + id + "}");
            } else {
                FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"result\":42,\"id\":" + id + "}");
            }
        }); JsonRpcTemplate client = tcp(server.url())) {
            assertThatThrownBy(() -> client.call("garbage", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("is not JSON")
                    .hasCauseInstanceOf(dev.simdjson.JsonException.class);
            assertThatThrownBy(() -> client.call("other", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("(id 987654)");
            assertThatThrownBy(() -> client.call("neither", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class)
                    .hasMessageContaining("neither a result nor an error");
            assertThatThrownBy(() -> client.call("v1", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("\"jsonrpc\":\"2.0\"");
            assertThatThrownBy(() -> client.call("unfit", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("does not fit")
                    .hasMessageContaining("java.lang.Integer").hasCauseInstanceOf(dev.simdjson.JsonException.class);
            // The same connection still serves calls.
            assertThat(client.call("fine", null, Integer.class)).isEqualTo(42);
            assertThat(server.connections).isEqualTo(1);
        }
    }

    @Test
    void aConnectionThatClosesFailsItsWaitingCallsAndTheNextCallReconnects() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> {
            if (request.contains("\"hangup\"")) {
                socket.close();
            } else {
                FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"result\":\"ok\",\"id\":" + id(request)
                        + "}");
            }
        }); JsonRpcTemplate client = tcp(server.url())) {
            assertThat(client.call("hello", null, String.class)).isEqualTo("ok");
            CompletableFuture<String> lost = client.callAsync("hangup", null, String.class);
            assertThatThrownBy(() -> lost.get(5, TimeUnit.SECONDS)).cause()
                    .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("closed before the answer");
            assertThat(client.call("again", null, String.class)).isEqualTo("ok");
            assertThat(server.connections).isEqualTo(2);
            assertThat(((SocketJsonRpcTransport) client.transport()).waiting()).isZero();
        }
    }

    @Test
    void nothingListeningFailsAtOnceThenBacksOffUntilTheServerIsThere() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        ExponentialBackOff backOff = new ExponentialBackOff(400, 2);
        try (JsonRpcTemplate client = tcp("tcp://127.0.0.1:" + port, Duration.ofSeconds(5), backOff)) {
            assertThatThrownBy(() -> client.call("hello", null, String.class))
                    .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("cannot connect to")
                    .hasCauseInstanceOf(Exception.class);
            long before = System.nanoTime();
            assertThatThrownBy(() -> client.call("hello", null, String.class))
                    .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("the next is in");
            assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofMillis(300));
            try (ServerSocket listening = new ServerSocket(port, 50, InetAddress.getLoopbackAddress())) {
                Thread.ofVirtual().start(() -> {
                    try (var socket = listening.accept(); var in = new java.io.BufferedReader(
                            new java.io.InputStreamReader(socket.getInputStream()))) {
                        String line = in.readLine();
                        FakeServers.Ndjson.write(socket, "{\"jsonrpc\":\"2.0\",\"result\":\"back\",\"id\":"
                                + id(line) + "}");
                        in.readLine();
                    } catch (IOException e) {
                        // the test ends the connection
                    }
                });
                Thread.sleep(500);
                assertThat(client.call("hello", null, String.class)).isEqualTo("back");
            }
        }
    }

    @Test
    void callsTakeTheConnectionsInTurn() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> FakeServers.Ndjson.write(socket,
                "{\"jsonrpc\":\"2.0\",\"result\":" + socket.getLocalPort() + ",\"id\":" + id(request) + "}"))) {
            URI uri = URI.create(server.url());
            List<TcpNetClientConnectionFactory> factories = new java.util.ArrayList<>();
            for (int i = 0; i < 3; i++) {
                TcpNetClientConnectionFactory factory = new TcpNetClientConnectionFactory(uri.getHost(),
                        uri.getPort());
                FramingSerializers.install(factory, Framing.NDJSON, 1 << 20);
                factory.setSingleUse(false);
                factories.add(factory);
            }
            try (JsonRpcTemplate client = new JsonRpcTemplate(new SocketJsonRpcTransport(server.url(), factories,
                    new FixedBackOff(50), MAPPER), MAPPER, Duration.ofSeconds(5))) {
                for (int i = 0; i < 9; i++) {
                    assertThat(client.call("m", null, Integer.class)).isEqualTo(server.server.getLocalPort());
                }
                assertThat(server.connections).isEqualTo(3);
                assertThat(server.requests).hasSize(9);
            }
        }
    }

    @Test
    void aServerThatNeverAnswersTimesOutEveryCallAndKeepsNothing() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> { });
             JsonRpcTemplate client = tcp(server.url(), Duration.ofMillis(200), new FixedBackOff(50))) {
            for (int i = 0; i < 3; i++) {
                assertThatThrownBy(() -> client.call("silence", null, String.class))
                        .isInstanceOf(JsonRpcTimeoutException.class).hasMessageContaining("within 200 ms");
            }
            assertThat(((SocketJsonRpcTransport) client.transport()).waiting()).isZero();
        }
    }

    @Test
    void closingTheClientFailsTheCallsStillWaiting() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> { })) {
            JsonRpcTemplate client = tcp(server.url());
            CompletableFuture<String> waiting = client.callAsync("silence", null, String.class);
            server.requests.poll(5, TimeUnit.SECONDS);
            client.close();
            assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS)).cause()
                    .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("was closed");
        }
    }

    @Test
    void httpStatusesAndBodies() throws Exception {
        HttpServer server = FakeServers.http((request, exchange) -> {
            String id = id(request);
            String path = exchange.getRequestURI().getPath();
            switch (path) {
                case "/text-500" -> FakeServers.respond(exchange, 500, "text/plain", "the database is down");
                case "/json-500" -> FakeServers.respond(exchange, 500, "application/json",
                        "{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32000,\"message\":\"busy\",\"data\":[1]},\"id\":"
                                + id + "}");
                case "/empty" -> FakeServers.respond(exchange, 204, null, "");
                case "/huge" -> FakeServers.respond(exchange, 200, "application/json",
                        "{\"jsonrpc\":\"2.0\",\"result\":\"" + "x".repeat(5000) + "\",\"id\":" + id + "}");
                default -> FakeServers.respond(exchange, 200, "application/json",
                        "{\"jsonrpc\":\"2.0\",\"result\":7,\"id\":" + id + "}");
            }
        });
        try {
            String base = "http://127.0.0.1:" + server.getAddress().getPort();
            assertThatThrownBy(() -> http(base + "/text-500").call("m", null, Integer.class))
                    .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("HTTP 500")
                    .hasMessageContaining("the database is down");
            assertThatThrownBy(() -> http(base + "/json-500").call("m", null, Integer.class))
                    .isInstanceOfSatisfying(JsonRpcRemoteException.class, e -> {
                        assertThat(e.getCode()).isEqualTo(-32000);
                        assertThat(e.getData()).isEqualTo(List.of(1));
                    });
            assertThatThrownBy(() -> http(base + "/empty").call("m", null, Integer.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("no answer");
            http(base + "/empty").notify("m", Map.of("a", 1)); // a notification's answer is no answer
            assertThatThrownBy(() -> http(base + "/huge").call("m", null, String.class))
                    .isInstanceOf(JsonRpcInvalidResponseException.class).hasMessageContaining("over the limit of 4096");
            assertThat(http(base + "/fine").call("m", List.of(1, 2), Integer.class)).isEqualTo(7);
        } finally {
            server.stop(0);
        }
        assertThatThrownBy(() -> http("http://127.0.0.1:1/nothing").call("m", null, Integer.class))
                .isInstanceOf(JsonRpcTransportException.class).hasMessageContaining("cannot reach");
    }

    @Test
    void paramsMustBeAnObjectOrAnArray() throws Exception {
        try (FakeServers.Ndjson server = new FakeServers.Ndjson((request, socket) -> { });
             JsonRpcTemplate client = tcp(server.url())) {
            assertThatThrownBy(() -> client.call("m", "just a string", String.class))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("object or an array");
            assertThat(server.requests).isEmpty();
        }
    }

    private static JsonRpcTemplate http(String url) {
        return new JsonRpcTemplate(new HttpJsonRpcTransport(RestClient.create(), URI.create(url),
                Executors.newVirtualThreadPerTaskExecutor(), 4096, Duration.ofSeconds(5)), MAPPER,
                Duration.ofSeconds(5));
    }
}
