package dev.simdjson.spring;

import java.util.List;

/**
 * The JSON-RPC methods served, as {@code /actuator/simdjson} lists them. Kept free of the JSON-RPC runtime's types
 * so that the endpoint does not depend on it.
 */
@FunctionalInterface
public interface JsonRpcMethods {

    /** No JSON-RPC methods. */
    JsonRpcMethods NONE = List::of;

    /** Each method, by name. */
    List<Description> methods();

    /**
     * @param name       the JSON-RPC name
     * @param javaMethod the bean method, as {@code Class.method(Type, …)}
     * @param parameters the parameter names ({@code arg0}, … when the class has none)
     * @param calls      calls answered or run so far (notifications included)
     * @param errors     those of them that ended in an error
     * @param p50Micros  median time per call over the last minutes, in microseconds (0 without Micrometer)
     * @param p99Micros  99th percentile of the same
     */
    record Description(String name, String javaMethod, List<String> parameters, long calls, long errors,
                       double p50Micros, double p99Micros) {
    }
}
