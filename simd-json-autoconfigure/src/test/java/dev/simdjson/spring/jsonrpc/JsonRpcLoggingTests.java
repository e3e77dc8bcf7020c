package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** DEBUG logs of requests and responses: sizes and durations; bodies only when allowed, and then escaped. */
@ExtendWith(OutputCaptureExtension.class)
class JsonRpcLoggingTests {

    /** A request whose whitespace holds a line break: logged, it must stay on one line. */
    private static final byte[] REQUEST = ("{\"jsonrpc\":\"2.0\",\r\n \"method\":\"subtract\",\"params\":[42,23],"
            + "\"id\":1}").getBytes(StandardCharsets.UTF_8);

    private static String run(CapturedOutput output, boolean bodies) {
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(RpcApp.class)
                .web(WebApplicationType.NONE).properties("simdjson.warm-up.enabled=false",
                        "logging.level.dev.simdjson.spring.jsonrpc=DEBUG", "simdjson.jsonrpc.log-bodies=" + bodies)
                .run()) {
            int before = output.getAll().length();
            byte[] answer = app.getBean(JsonRpcDispatcher.class).dispatch(REQUEST, "tcp").join();
            assertThat(new String(answer, StandardCharsets.UTF_8)).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");
            return output.getAll().substring(before);
        }
    }

    @Test
    void sizesAndDurationsWithoutBodiesByDefault(CapturedOutput output) {
        String logged = run(output, false);

        assertThat(logged).contains("JSON-RPC request over tcp: " + REQUEST.length + " bytes")
                .containsPattern("JSON-RPC response over tcp after \\d+ µs: 36 bytes")
                .doesNotContain("subtract");
    }

    @Test
    void bodiesWhenAllowedEscapedOnOneLine(CapturedOutput output) {
        String logged = run(output, true);

        assertThat(logged).contains("JSON-RPC request over tcp: " + REQUEST.length + " bytes: {\"jsonrpc\":\"2.0\","
                + "\\u000d\\u000a \"method\":\"subtract\",\"params\":[42,23],\"id\":1}")
                .contains(": 36 bytes: {\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");
    }
}
