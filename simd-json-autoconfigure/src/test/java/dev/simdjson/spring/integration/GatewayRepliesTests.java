package dev.simdjson.spring.integration;

import dev.simdjson.spring.ClientErrorText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.dsl.IntegrationFlow;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Gateway mode answers every frame, in order, on both transports: a reply, or an error frame when the flow returns
 * nothing, throws, or does not answer within the reply timeout; error frames never carry what the application's own
 * code said.
 */
class GatewayRepliesTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();

    private final Path directory = SocketTestSupport.socketDirectory("sj-gw");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    public record Rejecting(int n) {
        public Rejecting {
            if (n < 0) {
                throw new IllegalArgumentException("internal rule 12b says no");
            }
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Flows {

        /** By the frame's "do": echo it, answer nothing, throw, or answer after the reply timeout. */
        @Bean
        IntegrationFlow requestFlow() {
            return IntegrationFlow.from("requests")
                    .channel(c -> c.executor(Executors.newVirtualThreadPerTaskExecutor()))
                    .handle((payload, headers) -> {
                        Object what = payload instanceof Map<?, ?> map ? map.get("do") : null;
                        if ("throw".equals(what)) {
                            throw new IllegalStateException("database password is hunter2");
                        }
                        if ("late".equals(what)) {
                            try {
                                Thread.sleep(1_500);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                        return "nothing".equals(what) ? null : payload;
                    })
                    .get();
        }
    }

    private static String request(int n, String what) {
        return "{\"n\":" + n + ",\"do\":\"" + what + "\"}";
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds"})
    void everyFrameIsAnsweredInOrder(String endpoint) {
        SocketEndpoints.runner(endpoint, Framing.NDJSON, directory.resolve("gw.sock"))
                .withUserConfiguration(Flows.class)
                .withPropertyValues("simdjson." + endpoint + ".mode=gateway", "simdjson." + endpoint
                        + ".channel=requests")
                .run(context -> {
                    context.getBean(JsonFrameInboundGateway.class).setReplyTimeout(500);
                    try (RawClient client = RawClient.connect(SocketEndpoints.factory(context, endpoint))) {
                        client.send(Framing.NDJSON, request(1, "echo"));
                        client.send(Framing.NDJSON, request(2, "nothing"));
                        client.send(Framing.NDJSON, request(3, "throw"));
                        client.send(Framing.NDJSON, request(4, "late"));
                        client.send(Framing.NDJSON, request(5, "echo"));

                        assertThat(reply(client).get("n").asInt()).isEqualTo(1);
                        assertError(reply(client), 2, "no reply from the flow");
                        JsonNode failed = reply(client);
                        assertError(failed, 3, "the flow failed");
                        assertThat(failed.toString()).doesNotContain("hunter2");
                        assertError(reply(client), 4, "no reply from the flow");
                        assertThat(reply(client).get("n").asInt()).isEqualTo(5);
                    }
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"integration.tcp", "integration.uds"})
    void aMalformedFramesErrorReplyLeavesOutTheApplicationsOwnWords(String endpoint) {
        SocketEndpoints.runner(endpoint, Framing.NDJSON, directory.resolve("gw.sock"))
                .withUserConfiguration(Flows.class)
                .withPropertyValues("simdjson." + endpoint + ".mode=gateway",
                        "simdjson." + endpoint + ".channel=requests",
                        "simdjson." + endpoint + ".payload-type=" + Rejecting.class.getName())
                .run(context -> {
                    try (RawClient client = RawClient.connect(SocketEndpoints.factory(context, endpoint))) {
                        client.send(Framing.NDJSON, "{\"n\":-1}");
                        JsonNode error = reply(client).get("error");
                        assertThat(error.get("reason").asString()).isEqualTo(ClientErrorText.REJECTED);
                        assertThat(error.toString()).doesNotContain("12b").doesNotContain("IllegalArgument");
                    }
                });
    }

    private static JsonNode reply(RawClient client) throws IOException {
        return JACKSON.readTree(client.receive(Framing.NDJSON));
    }

    private static void assertError(JsonNode reply, long frame, String reason) {
        assertThat(reply.has("error")).as("an error frame: %s", reply).isTrue();
        assertThat(reply.get("error").get("frame").asLong()).isEqualTo(frame);
        assertThat(reply.get("error").get("reason").asString()).startsWith(reason);
    }
}
