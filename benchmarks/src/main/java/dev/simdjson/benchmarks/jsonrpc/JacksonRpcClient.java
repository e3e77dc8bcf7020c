package dev.simdjson.benchmarks.jsonrpc;

import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

import java.lang.reflect.Type;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;

/**
 * A JSON-RPC 2.0 client on Jackson 3 the way jsonrpc4j's {@code JsonRpcClient} works: the request built as an
 * {@code ObjectNode} (params through {@code valueToTree}) and written, the response read as a tree, its version, id
 * and error checked, and the result converted to the declared type from the tree. {@code server} answers the bytes.
 */
final class JacksonRpcClient {

    private final ObjectMapper mapper;
    private final UnaryOperator<byte[]> server;
    private final AtomicLong ids = new AtomicLong();

    JacksonRpcClient(ObjectMapper mapper, UnaryOperator<byte[]> server) {
        this.mapper = mapper;
        this.server = server;
    }

    Object invoke(String method, Object params, Type result) {
        long id = ids.incrementAndGet();
        ObjectNode request = mapper.createObjectNode();
        request.put("jsonrpc", "2.0");
        request.put("method", method);
        request.set("params", mapper.valueToTree(params));
        request.put("id", id);
        JsonNode response = mapper.readTree(server.apply(mapper.writeValueAsBytes(request)));
        if (!"2.0".equals(response.path("jsonrpc").asString()) || response.path("id").asLong() != id) {
            throw new IllegalStateException("not the response to call " + id + ": " + response);
        }
        JsonNode error = response.get("error");
        if (error != null && !error.isNull()) {
            throw new IllegalStateException(error.path("code").asInt() + " " + error.path("message").asString());
        }
        JavaType type = mapper.getTypeFactory().constructType(result);
        return mapper.readValue(mapper.treeAsTokens(response.get("result")), type);
    }
}
