package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every JSON-RPC transport does (HTTP on MVC and WebFlux, TCP, Unix domain sockets): the specification's
 * examples, notifications unanswered, an asynchronous method, and concurrent clients each getting their own answers.
 */
abstract class JsonRpcTransportContract {

    static final JsonMapper JACKSON = JsonMapper.builder().build();

    @Autowired
    RpcApp.Timing timing;

    /** Sends one request on a connection of its own; the response, or null when none came. */
    abstract byte[] exchange(byte[] request) throws Exception;

    /** Sends one request whose answer is due on a connection of its own, and returns the answer. */
    byte[] call(byte[] request) throws Exception {
        return exchange(request);
    }

    @ParameterizedTest
    @MethodSource("dev.simdjson.spring.jsonrpc.SpecExamples#all")
    void theSpecificationsExamples(SpecExamples.Example example) throws Exception {
        SpecExamples.assertAnswers(example, exchange(example.request()));
    }

    @Test
    void anAsynchronousMethodIsAnsweredWhenItCompletes() throws Exception {
        JsonNode answer = JACKSON.readTree(call(bytes(
                "{\"jsonrpc\":\"2.0\",\"method\":\"later\",\"params\":[\"done\",50],\"id\":\"a\"}")));
        assertThat(answer.get("result").asString()).isEqualTo("done");
        assertThat(answer.get("id").asString()).isEqualTo("a");
    }

    @Test
    void concurrentClientsGetTheirOwnAnswers() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int c = 0; c < 8; c++) {
                int client = c;
                results.add(clients.submit(() -> {
                    List<String> mismatches = new ArrayList<>();
                    for (int i = 0; i < 50; i++) {
                        String text = "c" + client + "-" + i;
                        JsonNode answer = JACKSON.readTree(call(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\","
                                + "\"params\":[\"" + text + "\"],\"id\":\"" + text + "\"}")));
                        if (!text.equals(answer.get("result").asString()) || !text.equals(answer.get("id").asString())) {
                            mismatches.add(answer.toString());
                        }
                    }
                    return mismatches;
                }));
            }
            for (Future<List<String>> result : results) {
                assertThat(result.get()).isEmpty();
            }
        } finally {
            clients.shutdownNow();
        }
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
