package dev.simdjson.spring.jsonrpc;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzz target for the JSON-RPC dispatcher on arbitrary bytes: every request gets no answer (notifications only)
 * or a JSON-RPC 2.0 response (or a batch of them), never an exception; methods of several parameter shapes are
 * registered so that the fuzzer reaches the binding of params. Seeds in {@code JsonRpcDispatcherFuzzTestsInputs};
 * {@code scripts/fuzz.sh} fuzzes.
 */
class JsonRpcDispatcherFuzzTests {

    public record Point(int x, int y) {
    }

    public static class Shapes {
        @JsonRpcMethod
        public int area(Point corner, List<Point> points) {
            return corner.x() * corner.y() + points.size();
        }

        @JsonRpcMethod
        public Map<String, Double> scale(Map<String, Double> values, double factor) {
            values.replaceAll((k, v) -> v * factor);
            return values;
        }

        @JsonRpcMethod
        public CompletableFuture<String> echo(String text) {
            return CompletableFuture.completedFuture(text);
        }
    }

    private static final JsonRpcDispatcher DISPATCHER = dispatcher();

    private static JsonRpcDispatcher dispatcher() {
        JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
        registry.register(new SpecMethods());
        registry.register(new Shapes());
        return new JsonRpcDispatcher(registry, SimdJsonMapper.create(), new JsonRpcLimits(1 << 16, 10),
                new DefaultJsonRpcErrorHandler(), JsonRpcObserver.NONE);
    }

    @FuzzTest
    void dispatch(byte[] data) throws Exception {
        byte[] answer = DISPATCHER.dispatch(data).get(10, TimeUnit.SECONDS);
        if (answer == null) {
            return; // notifications only
        }
        JsonValue response = new JsonParser().parse(answer);
        if (response.isArray()) {
            assertThat(response.size()).isPositive();
            for (JsonValue one : response) {
                assertResponse(one);
            }
        } else {
            assertResponse(response);
        }
    }

    private static void assertResponse(JsonValue response) {
        assertThat(response.isObject()).as(response.toString()).isTrue();
        assertThat(response.get("jsonrpc").asString()).isEqualTo("2.0");
        assertThat(response.get("result") != null || response.get("error") != null).as(response.toString()).isTrue();
    }
}
