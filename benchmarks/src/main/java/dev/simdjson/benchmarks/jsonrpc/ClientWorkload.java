package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.spring.jsonrpc.client.JsonRpcClient;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The calls of {@link JsonRpcClientBenchmark}, and a server stand-in that answers each request at once with the
 * response bytes prepared for its method, carrying the request's own id, so that a client's id check passes.
 */
final class ClientWorkload {

    private ClientWorkload() {
    }

    /** A service as a typed client sees it. */
    @JsonRpcClient
    interface Shop {

        int subtract(int minuend, int subtrahend);

        Order order(String id);

        List<Item> items(List<String> skus);
    }

    record Order(String id, long customerId, String status, List<Line> lines, double total, String currency,
                 List<String> tags, Address shipTo) {
    }

    record Line(String sku, int quantity, double price) {
    }

    record Address(String street, String city, String country) {
    }

    record Item(String sku, String name, int priceCents, boolean available) {
    }

    static final String SUBTRACT = "19";
    static final String ORDER = "{\"id\":\"o-1042\",\"customerId\":981234,\"status\":\"paid\",\"lines\":["
            + "{\"sku\":\"A-1\",\"quantity\":2,\"price\":9.99},{\"sku\":\"B-22\",\"quantity\":1,\"price\":24.5},"
            + "{\"sku\":\"C-333\",\"quantity\":3,\"price\":3.25}],\"total\":54.23,\"currency\":\"EUR\","
            + "\"tags\":[\"gift\",\"express\"],\"shipTo\":{\"street\":\"Rue de la Paix 1\",\"city\":\"Paris\","
            + "\"country\":\"FR\"}}";
    static final String ITEMS;

    static {
        List<String> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add("{\"sku\":\"S-" + i + "\",\"name\":\"Item number " + i + "\",\"priceCents\":" + (100 + i * 37)
                    + ",\"available\":" + (i % 3 != 0) + "}");
        }
        ITEMS = "[" + String.join(",", items) + "]";
    }

    static List<String> skus() {
        List<String> skus = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            skus.add("S-" + i);
        }
        return skus;
    }

    /** The answer to {@code request}: the result of its method, with its id (the last member both clients write). */
    static byte[] answer(byte[] request) {
        int end = request.length - 1; // the closing brace
        int start = end;
        while (request[start - 1] != ':') {
            start--;
        }
        String method = methodOf(request);
        String result = switch (method) {
            case "subtract" -> SUBTRACT;
            case "order" -> ORDER;
            case "items" -> ITEMS;
            default -> throw new IllegalArgumentException(method);
        };
        byte[] head = ("{\"jsonrpc\":\"2.0\",\"result\":" + result + ",\"id\":").getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[head.length + (end - start) + 1];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(request, start, out, head.length, end - start);
        out[out.length - 1] = '}';
        return out;
    }

    /** The method of a request: the first string after {@code "method":}. */
    private static String methodOf(byte[] request) {
        String text = new String(request, 0, Math.min(request.length, 64), StandardCharsets.US_ASCII);
        int at = text.indexOf("\"method\":\"") + 10;
        return text.substring(at, text.indexOf('"', at));
    }
}
