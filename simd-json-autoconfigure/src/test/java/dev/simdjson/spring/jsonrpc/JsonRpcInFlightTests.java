package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketPeer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import reactor.core.publisher.Mono;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSON-RPC over sockets with methods that answer later: the cap on one connection's calls in flight (back-pressure),
 * the timeout of asynchronous results (an error, the future cancelled), replies written off the completing thread,
 * and a graceful stop that answers the calls still running.
 */
class JsonRpcInFlightTests {

    private final RunningRpcApp app = new RunningRpcApp("sj-fly");
    private ConfigurableApplicationContext context;

    @AfterEach
    void stop() throws IOException {
        app.close();
    }

    private AbstractServerConnectionFactory start(String transport, String... properties) {
        String[] all = java.util.stream.Stream.concat(java.util.stream.Stream.of(
                "simdjson.jsonrpc." + transport + ".enabled=true",
                "simdjson.jsonrpc.uds.path=" + app.directory.resolve("rpc.sock"),
                "spring.lifecycle.timeout-per-shutdown-phase=10s"), java.util.Arrays.stream(properties))
                .toArray(String[]::new);
        context = app.start(App.class, all);
        return context.getBean(AbstractServerConnectionFactory.class);
    }

    private static void call(SocketPeer peer, String method, Object id) throws IOException {
        peer.output().write(("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\",\"id\":" + id + "}\n")
                .getBytes(StandardCharsets.UTF_8));
        peer.output().flush();
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b; (b = in.read()) != '\n'; ) {
            if (b < 0) {
                return null;
            }
            line.write(b);
        }
        return line.toString(StandardCharsets.UTF_8);
    }

    private static void awaitCalls(Pending pending, int calls) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (pending.futures.size() < calls && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertThat(pending.futures).hasSize(calls);
    }

    @Test
    void aConnectionBeyondItsCallsInFlightIsNotReadUntilOneIsAnswered() throws Exception {
        AbstractServerConnectionFactory factory = start("uds", "simdjson.jsonrpc.uds.max-in-flight=2");
        Pending pending = context.getBean(Pending.class);
        try (SocketPeer peer = SocketPeer.connect(factory)) {
            for (int id = 1; id <= 5; id++) {
                call(peer, "pending", id);
            }
            awaitCalls(pending, 2);
            Thread.sleep(200);
            assertThat(pending.futures).as("the third request waits to be read").hasSize(2);
            pending.futures.get(0).complete("one");
            assertThat(line(peer.input())).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"one\",\"id\":1}");
            awaitCalls(pending, 3);
            for (int i = 1; i < 5; i++) {
                awaitCalls(pending, Math.min(5, i + 2));
                pending.futures.get(i).complete("n" + i);
                assertThat(line(peer.input())).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"n" + i + "\",\"id\":"
                        + (i + 1) + "}");
            }
        }
    }

    @Test
    void anAsyncResultPastTheTimeoutIsAnErrorAndItsFutureCancelled() throws Exception {
        AbstractServerConnectionFactory factory = start("uds", "simdjson.jsonrpc.async-timeout=200ms");
        Pending pending = context.getBean(Pending.class);
        try (SocketPeer peer = SocketPeer.connect(factory)) {
            call(peer, "pending", 7);
            assertThat(line(peer.input())).isEqualTo("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32000,\"message\":"
                    + "\"Server error\",\"data\":{\"reason\":\"no result within 200 ms\",\"method\":\"pending\"}},"
                    + "\"id\":7}");
            assertThat(pending.futures.getFirst()).isCancelled();
            call(peer, "never", 8);
            assertThat(line(peer.input())).contains("\"code\":-32000").contains("\"id\":8");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!pending.monoCancelled && System.nanoTime() < deadline) {
                Thread.sleep(5); // Reactor disposes the subscription just after the future's cancellation
            }
            assertThat(pending.monoCancelled).as("the Mono's subscription cancelled").isTrue();
        }
    }

    @Test
    void aLateReplyIsNotWrittenOnTheThreadThatCompletesTheFuture() throws Exception {
        AbstractServerConnectionFactory factory = start("uds");
        Pending pending = context.getBean(Pending.class);
        try (SocketPeer peer = SocketPeer.connect(factory)) {
            call(peer, "pending", 1);
            awaitCalls(pending, 1);
            String big = "x".repeat(2 * 1024 * 1024); // ten times the socket's buffers: its write blocks
            CompletableFuture<Void> completing = CompletableFuture.runAsync(() -> pending.futures.get(0).complete(big));
            completing.get(5, TimeUnit.SECONDS); // the client reads nothing yet
            Thread.sleep(200);
            assertThat(context.getBean(AbstractServerConnectionFactory.class).getOpenConnectionIds()).hasSize(1);
            String reply = line(new java.io.BufferedInputStream(peer.input(), 64 * 1024));
            assertThat(reply).hasSize(big.length() + "{\"jsonrpc\":\"2.0\",\"result\":\"\",\"id\":1}".length());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"uds", "tcp"})
    void aGracefulStopAnswersTheCallsStillRunning(String transport) throws Exception {
        AbstractServerConnectionFactory factory = start(transport);
        Pending pending = context.getBean(Pending.class);
        try (SocketPeer peer = SocketPeer.connect(factory)) {
            for (int id = 1; id <= 3; id++) {
                call(peer, "pending", id);
            }
            awaitCalls(pending, 3);
            CompletableFuture<Void> stopped = CompletableFuture.runAsync(context::close);
            Thread.sleep(300);
            assertThat(stopped).as("the stop waits for the calls").isNotDone();
            for (int i = 0; i < 3; i++) {
                pending.futures.get(i).complete("r" + i);
            }
            List<String> answers = List.of(line(peer.input()), line(peer.input()), line(peer.input()));
            assertThat(answers).as("in completion order, which the replies' threads may swap").containsExactlyInAnyOrder(
                    "{\"jsonrpc\":\"2.0\",\"result\":\"r0\",\"id\":1}", "{\"jsonrpc\":\"2.0\",\"result\":\"r1\",\"id\":2}",
                    "{\"jsonrpc\":\"2.0\",\"result\":\"r2\",\"id\":3}");
            stopped.get(10, TimeUnit.SECONDS);
            assertThat(line(peer.input())).as("then the connection closes").isNull();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class App {

        @Bean
        Pending pending() {
            return new Pending();
        }
    }

    /** Methods whose futures the test completes. */
    public static class Pending {

        final List<CompletableFuture<String>> futures = new CopyOnWriteArrayList<>();
        volatile boolean monoCancelled;

        @JsonRpcMethod
        public CompletableFuture<String> pending() {
            CompletableFuture<String> future = new CompletableFuture<>();
            futures.add(future);
            return future;
        }

        @JsonRpcMethod
        public Mono<String> never() {
            return Mono.<String>never().doOnCancel(() -> monoCancelled = true);
        }
    }
}
