package dev.simdjson.spring.jsonrpc;

import dev.simdjson.JsonSchemaGenerator;
import dev.simdjson.SimdJsonMapper;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotatedElementUtils;

import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The OpenRPC 1.3 document of the registered methods, answered to {@code rpc.discover} (the name the OpenRPC
 * specification reserves) and served over HTTP at {@code <path>/openrpc.json}: each method's name, its parameters
 * (by name and position, required or not) and its result, with JSON Schemas of their Java types as simd-json binds
 * them (records, enums, collections, optionals, sealed unions as {@code oneOf} with the discriminator; named schemas
 * under {@code components.schemas}), and the error codes it can answer with: its {@link JsonRpcErrorCode}s, -32602
 * when it has parameters, -32000 when its result comes later (the timeout).
 *
 * <p>Made once, on first use (the methods are all registered by then), and kept.
 */
public final class OpenRpcDiscovery {

    /** The OpenRPC version the document follows. */
    public static final String OPENRPC_VERSION = "1.3.2";

    /** The reserved method name. */
    public static final String METHOD = "rpc.discover";

    private static final String REF_PREFIX = "#/components/schemas/";

    private final JsonRpcMethodRegistry registry;
    private final SimdJsonMapper mapper;
    private final String title;
    private final String version;
    private volatile byte[] document;

    /**
     * @param title   the API's title ({@code info.title})
     * @param version the API's version ({@code info.version}), not the OpenRPC one
     */
    public OpenRpcDiscovery(JsonRpcMethodRegistry registry, SimdJsonMapper mapper, String title, String version) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.title = Objects.requireNonNull(title, "title");
        this.version = Objects.requireNonNull(version, "version");
    }

    /** The document as JSON bytes. */
    public byte[] document() {
        byte[] json = document;
        if (json == null) {
            json = mapper.writeValueAsBytes(describe());
            document = json;
        }
        return json;
    }

    /** The document as maps and lists. */
    public Map<String, Object> describe() {
        JsonSchemaGenerator schemas = mapper.schemaGenerator(REF_PREFIX);
        List<Object> methods = new ArrayList<>();
        for (RegisteredMethod method : registry.methods()) {
            methods.add(method(method, schemas));
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("openrpc", OPENRPC_VERSION);
        doc.put("info", ordered("title", title, "version", version));
        doc.put("methods", methods);
        doc.put("components", Map.of("schemas", schemas.definitions()));
        return doc;
    }

    private static Map<String, Object> method(RegisteredMethod method, JsonSchemaGenerator schemas) {
        List<Object> params = new ArrayList<>();
        List<JsonRpcParameter> parameters = method.parameters();
        for (int i = 0; i < parameters.size(); i++) {
            JsonRpcParameter p = parameters.get(i);
            Map<String, Object> param = new LinkedHashMap<>();
            param.put("name", p.name() == null ? "arg" + i : p.name());
            param.put("required", p.required());
            if (method.isVarArgs() && i == parameters.size() - 1) {
                param.put("description", "By name: an array. By position: the values one after another, after the "
                        + "other parameters.");
            }
            param.put("schema", schemas.schema(p.type()));
            params.add(param);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("name", "result");
        result.put("schema", schemas.schema(resultType(method.method())));
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("name", method.name());
        described.put("params", params);
        described.put("result", result);
        described.put("paramStructure", method.hasNames() ? "either" : "by-position");
        List<Object> errors = errors(method);
        if (!errors.isEmpty()) {
            described.put("errors", errors);
        }
        return described;
    }

    /** What the method answers: its return type, or what its future or {@code Mono} completes with. */
    private static Type resultType(Method method) {
        ResolvableType returned = ResolvableType.forMethodReturnType(method);
        return AsyncResults.isAsync(returned.toClass()) ? returned.getGeneric(0).getType() : returned.getType();
    }

    private static List<Object> errors(RegisteredMethod method) {
        List<Object> errors = new ArrayList<>();
        Set<JsonRpcErrorCode> declared = AnnotatedElementUtils.findMergedRepeatableAnnotations(method.method(),
                JsonRpcErrorCode.class, JsonRpcErrorCodes.class);
        for (JsonRpcErrorCode code : declared) {
            errors.add(ordered("code", code.code(), "message", code.message()));
        }
        if (!method.parameters().isEmpty()) {
            errors.add(ordered("code", JsonRpcError.INVALID_PARAMS, "message", "Invalid params"));
        }
        if (method.isAsync()) {
            errors.add(ordered("code", JsonRpcError.SERVER_ERROR, "message", "Server error"));
        }
        return errors;
    }

    /** Two members in this order (the document reads as the specification lists them). */
    private static Map<String, Object> ordered(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }
}
