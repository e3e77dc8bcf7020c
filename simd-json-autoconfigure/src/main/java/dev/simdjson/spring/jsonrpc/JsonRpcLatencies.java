package dev.simdjson.spring.jsonrpc;

/** Recent call times per method, for {@code /actuator/simdjson}; the starter's Micrometer observer keeps them. */
@FunctionalInterface
public interface JsonRpcLatencies {

    /** None kept. */
    JsonRpcLatencies NONE = method -> new double[] {0, 0};

    /** The median and 99th percentile of {@code method}'s recent calls, in microseconds ({0, 0} when none). */
    double[] p50p99Micros(String method);
}
