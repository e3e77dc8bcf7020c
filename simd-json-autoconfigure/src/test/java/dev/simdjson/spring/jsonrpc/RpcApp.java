package dev.simdjson.spring.jsonrpc;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** An application with the specification's methods and a few that answer later or hold their thread. */
@SpringBootConfiguration
@EnableAutoConfiguration
public class RpcApp {

    @Bean
    SpecMethods specMethods() {
        return new SpecMethods();
    }

    @Bean
    Timing timing() {
        return new Timing();
    }

    /** Methods whose timing the tests control. */
    public static class Timing {

        /** Released by a test: until then {@code held} keeps its thread. */
        public volatile CountDownLatch gate = new CountDownLatch(1);

        /** Answers {@code tag} after {@code millis}, from a timer: no thread waits. */
        @JsonRpcMethod
        public CompletableFuture<String> later(String tag, long millis) {
            return CompletableFuture.supplyAsync(() -> tag,
                    CompletableFuture.delayedExecutor(millis, TimeUnit.MILLISECONDS));
        }

        /** Holds its thread until the gate opens (at most 20 s). */
        @JsonRpcMethod
        public String held() throws InterruptedException {
            return gate.await(20, TimeUnit.SECONDS) ? "released" : "timed out";
        }

        @JsonRpcMethod
        public String echo(String text) {
            return text;
        }
    }
}
