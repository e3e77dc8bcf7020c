package dev.simdjson.spring.integration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.channel.QueueChannel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a peer's frames can make the socket endpoints log: input-derived text with its control characters escaped
 * (a value holding a newline and a fake timestamp writes no forged log line), and a failure repeated frame after
 * frame logged once with its stack trace, not once per frame.
 */
@ExtendWith(OutputCaptureExtension.class)
class SocketLogSafetyTests {

    private static final String FORGED = "2026-12-03T14:00:00.000Z ERROR 1 --- [main] forged.Logger : pwned";

    private final Path directory = SocketTestSupport.socketDirectory("sj-logs");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    public enum Op { START, STOP }

    public record Command(Op op) {
    }

    @Configuration(proxyBeanMethods = false)
    static class ThrowingFlow {

        final AtomicInteger failed = new AtomicInteger();

        @Bean
        DirectChannel failing() {
            DirectChannel channel = new DirectChannel();
            channel.subscribe(message -> {
                failed.incrementAndGet();
                throw new IllegalStateException("the flow failed");
            });
            return channel;
        }
    }

    @Test
    void aValueHoldingANewlineAndATimestampWritesNoForgedLogLine(CapturedOutput output) {
        SocketEndpoints.runner("integration.tcp", Framing.NDJSON, directory.resolve("unused.sock"))
                .withPropertyValues("simdjson.integration.tcp.payload-type=" + Command.class.getName())
                .run(context -> {
                    try (RawClient client = RawClient.connect(SocketEndpoints.factory(context, "integration.tcp"))) {
                        client.send(Framing.NDJSON, "{\"op\":\"x\\n" + FORGED + "\"}");
                        client.send(Framing.NDJSON, "{\"op\":\"START\"}");
                        assertThat(context.getBean("frames", QueueChannel.class).receive(10_000)).isNotNull();
                    }
                });
        assertThat(output.getOut() + output.getErr()).contains("Malformed JSON frame and no error channel")
                .contains("x\\n2026-12-03T14:00:00.000Z ERROR"); // escaped (and abbreviated by the binder)
        assertThat((output.getOut() + output.getErr()).lines()).noneMatch(line -> line.startsWith(FORGED));
    }

    @Test
    void manyMalformedFramesLogOneLineWithoutAStackTrace(CapturedOutput output) {
        SocketEndpoints.runner("integration.tcp", Framing.NDJSON, directory.resolve("unused.sock"))
                .withPropertyValues("simdjson.integration.tcp.max-consecutive-parse-errors=1000")
                .run(context -> {
                    try (RawClient client = RawClient.connect(SocketEndpoints.factory(context, "integration.tcp"))) {
                        for (int i = 0; i < 50; i++) {
                            client.send(Framing.NDJSON, "{\"a\":tru}");
                        }
                        client.send(Framing.NDJSON, "{\"a\":true}");
                        assertThat(context.getBean("frames", QueueChannel.class).receive(10_000)).isNotNull();
                    }
                });
        String log = output.getOut() + output.getErr();
        assertThat(count(log, "Malformed JSON frame and no error channel")).isEqualTo(1);
        assertThat(log).doesNotContain("JsonFrameException");
    }

    @Test
    void aFlowThatThrowsOnEveryFrameLogsOneStackTrace(CapturedOutput output) {
        SocketEndpoints.runner("integration.uds", Framing.NDJSON, directory.resolve("logs.sock"))
                .withUserConfiguration(ThrowingFlow.class)
                .withPropertyValues("simdjson.integration.uds.channel=failing")
                .run(context -> {
                    ThrowingFlow flow = context.getBean(ThrowingFlow.class);
                    try (RawClient client = RawClient.connect(SocketEndpoints.factory(context, "integration.uds"))) {
                        for (int i = 0; i < 30; i++) {
                            client.send(Framing.NDJSON, "{\"n\":" + i + "}");
                        }
                        await(() -> flow.failed.get() == 30);
                    }
                });
        String log = output.getOut() + output.getErr();
        assertThat(count(log, "The listener failed on a frame of")).isEqualTo(1);
        assertThat(count(log, "IllegalStateException: the flow failed")).isEqualTo(1);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(condition.getAsBoolean()).isTrue();
    }
}
