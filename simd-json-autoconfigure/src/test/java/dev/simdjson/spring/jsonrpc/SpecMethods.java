package dev.simdjson.spring.jsonrpc;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The methods the JSON-RPC 2.0 specification's examples call. */
public class SpecMethods {

    /** What the notifications were given, in the order they ran. */
    public final List<String> notified = new CopyOnWriteArrayList<>();

    @JsonRpcMethod
    public int subtract(int minuend, int subtrahend) {
        return minuend - subtrahend;
    }

    @JsonRpcMethod
    public long sum(int... numbers) {
        long total = 0;
        for (int n : numbers) {
            total += n;
        }
        return total;
    }

    @JsonRpcMethod("get_data")
    public List<Object> getData() {
        return List.of("hello", 5);
    }

    @JsonRpcMethod
    public void update(int... values) {
        notified.add("update" + java.util.Arrays.toString(values));
    }

    @JsonRpcMethod("notify_hello")
    public void notifyHello(int value) {
        notified.add("hello " + value);
    }

    @JsonRpcMethod("notify_sum")
    public void notifySum(int... values) {
        notified.add("sum " + sum(values));
    }
}
