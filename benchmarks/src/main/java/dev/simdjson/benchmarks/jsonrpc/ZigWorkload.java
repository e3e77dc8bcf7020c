package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The workload of the Zig JSON-RPC server on simdjson: four methods ({@code sum}, {@code sum_named},
 * {@code subtract}, {@code get_data}) and a fixed set of request texts, of which each call picks one at random.
 */
public final class ZigWorkload {

    /** The request texts: small, as RPC calls are (45–110 bytes). */
    static final List<String> REQUESTS = List.of(
            "{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2,3,4,5],\"id\":1}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[100,-20,300],\"id\":\"req-2\"}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"sum_named\",\"params\":{\"a\":40,\"b\":2},\"id\":3}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"sum_named\",\"params\":{\"b\":7,\"a\":-9},\"id\":4}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[42,23],\"id\":5}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"subtrahend\":23,\"minuend\":42},\"id\":6}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"id\":7}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"get_data\",\"params\":[],\"id\":\"eight\"}");

    private ZigWorkload() {
    }

    static byte[][] requests() {
        return REQUESTS.stream().map(r -> r.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
    }

    /** The four methods. */
    public static final class Methods {

        @JsonRpcMethod
        public long sum(long... numbers) {
            long total = 0;
            for (long n : numbers) {
                total += n;
            }
            return total;
        }

        @JsonRpcMethod("sum_named")
        public long sumNamed(long a, long b) {
            return a + b;
        }

        @JsonRpcMethod
        public long subtract(long minuend, long subtrahend) {
            return minuend - subtrahend;
        }

        @JsonRpcMethod("get_data")
        public Map<String, Object> getData() {
            return DATA;
        }

        private static final Map<String, Object> DATA = Map.of("name", "simd-json", "values", List.of(1, 2, 3));
    }
}
