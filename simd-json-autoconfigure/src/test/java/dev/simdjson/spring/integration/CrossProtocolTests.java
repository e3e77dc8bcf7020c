package dev.simdjson.spring.integration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.integration.channel.QueueChannel;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An HTTP request sent to a socket endpoint (what {@code curl --http0.9} or a web page's no-cors POST to a loopback
 * port does) closes the connection and runs nothing, in every framing, on JSON-RPC and the frame adapters alike; and
 * a connection that keeps sending frames that are not JSON is closed after {@code max-consecutive-parse-errors}.
 */
class CrossProtocolTests {

    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"method\":\"record\",\"params\":[\"x\"],\"id\":7}";
    /** What a browser's form POST looks like on the wire, the JSON-RPC call as its body. */
    private static final String HTTP_POST = "POST / HTTP/1.1\r\nHost: 127.0.0.1:7071\r\n"
            + "User-Agent: Mozilla/5.0\r\nContent-Type: text/plain\r\nContent-Length: " + (CALL.length() + 1)
            + "\r\n\r\n" + CALL + "\n";

    private final Path directory = SocketTestSupport.socketDirectory("sj-xproto");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    private ApplicationContextRunner runner(String endpoint, Framing framing) {
        return SocketEndpoints.runner(endpoint, framing, directory.resolve("x.sock"))
                .withPropertyValues("simdjson." + endpoint + ".idle-timeout=2s", // a length header claiming more
                        "simdjson.integration.tcp.error-channel=frameErrors",
                        "simdjson.integration.uds.error-channel=frameErrors");
    }

    private static AbstractServerConnectionFactory factory(ApplicationContext context, String endpoint) {
        return SocketEndpoints.factory(context, endpoint);
    }

    @ParameterizedTest
    @EnumSource(Framing.class)
    void anHttpRequestToJsonRpcOverTcpClosesTheConnectionAndRunsNothing(Framing framing) {
        httpRequestClosesAndRunsNothing("jsonrpc.tcp", framing);
    }

    @ParameterizedTest
    @ValueSource(strings = {"jsonrpc.uds", "integration.tcp", "integration.uds"})
    void anHttpRequestToTheOtherEndpointsClosesTheConnectionAndRunsNothing(String endpoint) {
        httpRequestClosesAndRunsNothing(endpoint, Framing.NDJSON);
        httpRequestClosesAndRunsNothing(endpoint, Framing.CONTENT_LENGTH);
        httpRequestClosesAndRunsNothing(endpoint, Framing.JSON_STREAM);
    }

    private void httpRequestClosesAndRunsNothing(String endpoint, Framing framing) {
        runner(endpoint, framing).run(context -> {
            try (RawClient client = RawClient.connect(factory(context, endpoint))) {
                client.write(HTTP_POST);
                StringBuilder answered = new StringBuilder();
                assertThat(closedAfterReading(client, answered)).as("closed by the server").isTrue();
                assertThat(answered.toString()).as("nothing answered").isEmpty();
            }
            assertThat(context.getBean(SocketEndpoints.Recorder.class).calls).as("the method never ran").hasValue(0);
            assertThat(context.getBean("frames", QueueChannel.class).receive(100)).as("no frame delivered").isNull();
            // the endpoint serves the next client
            try (RawClient next = RawClient.connect(factory(context, endpoint))) {
                next.send(framing, endpoint.startsWith("jsonrpc") ? CALL : "{\"ok\":true}");
                if (endpoint.startsWith("jsonrpc")) {
                    assertThat(next.receive(framing)).contains("\"result\":\"x\"");
                } else {
                    assertThat(context.getBean("frames", QueueChannel.class).receive(10_000)).isNotNull();
                }
            }
        });
    }

    /** Reads what the server sends until it closes (true) or 10 s pass (false). */
    private static boolean closedAfterReading(RawClient client, StringBuilder answered) throws Exception {
        return client.closedWithin(Duration.ofSeconds(10), answered);
    }

    @ParameterizedTest
    @ValueSource(strings = {"jsonrpc.tcp", "jsonrpc.uds"})
    void jsonRpcClosesAfterFiveRequestsInARowThatAreNotJson(String endpoint) {
        runner(endpoint, Framing.NDJSON).run(context -> {
            try (RawClient client = RawClient.connect(factory(context, endpoint))) {
                for (int i = 0; i < 4; i++) {
                    client.send(Framing.NDJSON, "{not json");
                    assertThat(client.receive(Framing.NDJSON)).contains("-32700");
                }
                client.send(Framing.NDJSON, CALL); // a good one in between starts the count again
                assertThat(client.receive(Framing.NDJSON)).contains("\"result\":\"x\"");
                for (int i = 0; i < 5; i++) {
                    client.send(Framing.NDJSON, "{not json");
                    assertThat(client.receive(Framing.NDJSON)).contains("-32700");
                }
                assertThat(client.closedWithin(Duration.ofSeconds(10))).isTrue();
            }
            assertThat(context.getBean(SocketEndpoints.Recorder.class).calls).hasValue(1);
        });
    }

    @Test
    void theFrameAdapterClosesAfterFiveFramesInARowThatAreNotJsonButNotForFramesOfTheWrongShape() {
        runner("integration.tcp", Framing.NDJSON)
                .withPropertyValues("simdjson.integration.tcp.payload-type=" + Point.class.getName())
                .run(context -> {
                    try (RawClient client = RawClient.connect(factory(context, "integration.tcp"))) {
                        for (int i = 0; i < 6; i++) {
                            client.send(Framing.NDJSON, "{\"x\":\"not a number\"}"); // valid JSON, wrong shape
                        }
                        for (int i = 0; i < 5; i++) {
                            client.send(Framing.NDJSON, "{not json");
                        }
                        client.send(Framing.NDJSON, "{\"x\":1}");
                        assertThat(client.closedWithin(Duration.ofSeconds(10))).isTrue();
                    }
                    QueueChannel errors = context.getBean("frameErrors", QueueChannel.class);
                    int count = 0;
                    while (errors.receive(1_000) != null) {
                        count++;
                    }
                    assertThat(count).isEqualTo(11);
                    assertThat(context.getBean("frames", QueueChannel.class).receive(100)).isNull();
                });
    }

    @Test
    void maxConsecutiveParseErrorsIsAProperty() {
        runner("jsonrpc.tcp", Framing.NDJSON).withPropertyValues("simdjson.jsonrpc.tcp.max-consecutive-parse-errors=1")
                .run(context -> {
                    try (RawClient client = RawClient.connect(factory(context, "jsonrpc.tcp"))) {
                        client.send(Framing.NDJSON, "{not json");
                        assertThat(client.receive(Framing.NDJSON)).contains("-32700");
                        assertThat(client.closedWithin(Duration.ofSeconds(10))).isTrue();
                    }
                });
    }

    public record Point(int x) {
    }
}
