package dev.simdjson.benchmarks.jsonrpc;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.HashMap;
import java.util.Map;

/**
 * The starter's JSON-RPC protocol on Jackson 3, for the benchmark's side-by-side: the request read into Jackson's
 * tree, checked as the starter checks it, each parameter converted from its node to its declared type, the same
 * bean methods called through reflection, the response built as a tree and written. Single calls only (the
 * workload has no batches); errors as the specification's codes.
 */
final class JacksonRpcDispatcher {

    private final JsonMapper jackson;
    private final Map<String, Target> methods = new HashMap<>();

    private record Target(Object bean, Method method, String[] names, JavaType[] types, boolean varArgs) {
    }

    JacksonRpcDispatcher(JsonMapper jackson, Object bean) {
        this.jackson = jackson;
        for (Method m : bean.getClass().getMethods()) {
            JsonRpcMethod annotation = m.getAnnotation(JsonRpcMethod.class);
            if (annotation != null) {
                Parameter[] parameters = m.getParameters();
                String[] names = new String[parameters.length];
                JavaType[] types = new JavaType[parameters.length];
                for (int i = 0; i < parameters.length; i++) {
                    names[i] = parameters[i].getName();
                    types[i] = jackson.constructType(parameters[i].getParameterizedType());
                }
                methods.put(annotation.value().isEmpty() ? m.getName() : annotation.value(),
                        new Target(bean, m, names, types, m.isVarArgs()));
            }
        }
    }

    byte[] dispatch(byte[] request) {
        JsonNode call;
        try {
            call = jackson.readTree(request);
        } catch (JacksonException e) {
            return error(-32700, "Parse error", null);
        }
        JsonNode id = call.get("id");
        if (!call.isObject() || id != null && !(id.isString() || id.isNumber() || id.isNull())) {
            return error(-32600, "Invalid Request", null);
        }
        JsonNode version = call.get("jsonrpc");
        JsonNode method = call.get("method");
        JsonNode params = call.get("params");
        if (version == null || !"2.0".equals(version.stringValue(null)) || method == null || !method.isString()
                || params != null && !params.isArray() && !params.isObject()) {
            return error(-32600, "Invalid Request", id);
        }
        Target target = methods.get(method.stringValue());
        if (target == null) {
            return id == null ? null : error(-32601, "Method not found", id);
        }
        Object[] arguments;
        try {
            arguments = bind(target, params);
        } catch (RuntimeException e) {
            return id == null ? null : error(-32602, "Invalid params", id);
        }
        Object result;
        try {
            result = target.method().invoke(target.bean(), arguments);
        } catch (ReflectiveOperationException e) {
            return id == null ? null : error(-32603, "Internal error", id);
        }
        if (id == null) {
            return null;
        }
        ObjectNode response = jackson.createObjectNode();
        response.put("jsonrpc", "2.0");
        response.set("result", jackson.valueToTree(result));
        response.set("id", id);
        return jackson.writeValueAsBytes(response);
    }

    private Object[] bind(Target target, JsonNode params) {
        int count = target.types().length;
        Object[] arguments = new Object[count];
        int fixed = target.varArgs() ? count - 1 : count;
        if (params == null || params.isArray()) {
            int given = params == null ? 0 : params.size();
            if (given > fixed && !target.varArgs() || given < fixed) {
                throw new IllegalArgumentException("wrong number of parameters");
            }
            for (int i = 0; i < fixed; i++) {
                arguments[i] = jackson.treeToValue(params.get(i), target.types()[i]);
            }
            if (target.varArgs()) {
                JavaType component = target.types()[fixed].getContentType();
                Object rest = Array.newInstance(component.getRawClass(), given - fixed);
                for (int i = fixed; i < given; i++) {
                    Array.set(rest, i - fixed, jackson.treeToValue(params.get(i), component));
                }
                arguments[fixed] = rest;
            }
        } else {
            for (int i = 0; i < count; i++) {
                JsonNode value = params.get(target.names()[i]);
                if (value == null) {
                    throw new IllegalArgumentException("missing " + target.names()[i]);
                }
                arguments[i] = jackson.treeToValue(value, target.types()[i]);
            }
        }
        return arguments;
    }

    private byte[] error(int code, String message, JsonNode id) {
        ObjectNode response = jackson.createObjectNode();
        response.put("jsonrpc", "2.0");
        ObjectNode error = response.putObject("error");
        error.put("code", code);
        error.put("message", message);
        response.set("id", id);
        return jackson.writeValueAsBytes(response);
    }
}
