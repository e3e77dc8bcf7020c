package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JavaTypes;
import dev.simdjson.JsonException;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import dev.simdjson.SimdJsonMapper;
import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads response objects: checks that an answer is a JSON-RPC 2.0 response to the call (its id), throws its error as
 * a {@link JsonRpcRemoteException}, and binds its result to the caller's type straight from the response bytes.
 *
 * <p>A call's answer is first bound in one pass as a {@link ResponseEnvelope} of the result type ({@link #answer});
 * only when that cannot decide (not JSON, another shape, a null or missing result, a type it does not take) is the
 * answer parsed into a tree and read member by member, which says exactly what is wrong.
 */
final class ResponseReader {

    /** What {@link #fast} returns when the one-pass read cannot decide. */
    private static final Object UNDECIDED = new Object();

    private final SimdJsonMapper mapper;
    /** {@code ResponseEnvelope<result type>} per result type. */
    private final Map<Type, Type> envelopes = new ConcurrentHashMap<>();

    ResponseReader(SimdJsonMapper mapper) {
        this.mapper = mapper;
    }

    /** The result of the call {@code id} in {@code answer}, bound to {@code type}; its error thrown. */
    @Nullable Object answer(byte[] answer, long id, Type type, String target) {
        Object result = fast(answer, id, type, target);
        return result != UNDECIDED ? result : result(parse(answer, target), answer, id, type, target);
    }

    private Object fast(byte[] answer, long id, Type type, String target) {
        if (type == void.class || type == Void.class) {
            return UNDECIDED;
        }
        ResponseEnvelope<?> response;
        try {
            response = mapper.readValue(answer, envelopes.computeIfAbsent(type, t -> JavaTypes.parameterized(
                    ResponseEnvelope.class, t instanceof Class<?> c ? ClassUtils.resolvePrimitiveIfNecessary(c) : t)));
        } catch (RuntimeException e) {
            return UNDECIDED;
        }
        if (!"2.0".equals(response.jsonrpc()) || response.id() == null || !isId(response.id(), id)) {
            return UNDECIDED;
        }
        JsonValue error = response.error();
        if (error != null && !error.isNull()) {
            byte[] json = error.toJsonBytes();
            throw remote(parse(json, target), json, target);
        }
        return response.result() != null ? response.result() : UNDECIDED;
    }

    /** The response bytes parsed; what is not JSON is an invalid response. */
    JsonValue parse(byte[] response, String target) {
        try {
            return mapper.readTree(response);
        } catch (JsonException e) {
            throw new JsonRpcInvalidResponseException("the answer from " + target + " is not JSON: " + e.getMessage(),
                    e);
        }
    }

    /** The result of the call {@code id} in {@code response}, bound to {@code type}; its error thrown. */
    @Nullable Object result(JsonValue response, byte[] buf, long id, Type type, String target) {
        if (!response.isObject()) {
            throw new JsonRpcInvalidResponseException("the answer from " + target + " to call " + id
                    + " is not a response object: " + snippet(response));
        }
        JsonValue version = response.get("jsonrpc");
        if (version == null || !version.isString() || !"2.0".equals(version.asString())) {
            throw new JsonRpcInvalidResponseException("the answer from " + target + " to call " + id
                    + " is not a JSON-RPC 2.0 response (\"jsonrpc\":\"2.0\" missing): " + snippet(response));
        }
        JsonValue answeredId = response.get("id");
        JsonValue error = response.get("error");
        if (error != null && !error.isNull()) {
            // An error about a request the server could not read has a null id: it is still this call's answer.
            if (answeredId != null && !answeredId.isNull() && !isId(answeredId, id)) {
                throw otherId(target, id, answeredId);
            }
            throw remote(error, buf, target);
        }
        if (answeredId == null || !isId(answeredId, id)) {
            throw otherId(target, id, answeredId);
        }
        JsonValue result = response.get("result");
        if (result == null) {
            throw new JsonRpcInvalidResponseException("the answer from " + target + " to call " + id
                    + " has neither a result nor an error: " + snippet(response));
        }
        if (type == void.class || type == Void.class) {
            return null;
        }
        try {
            return mapper.readValue(buf, (int) result.offset(), result.length(), type);
        } catch (JsonException e) {
            throw new JsonRpcInvalidResponseException("the result from " + target + " to call " + id
                    + " does not fit " + type.getTypeName() + ": " + e.getMessage(), e);
        }
    }

    /** The id of a response (a batch element), or -1 when it has none a call of this client could have. */
    static long idOf(JsonValue response) {
        if (!response.isObject()) {
            return -1;
        }
        JsonValue id = response.get("id");
        return id != null && id.isNumber() && id.numberKind() == NumberKind.LONG ? id.asLong() : -1;
    }

    private static boolean isId(JsonValue value, long id) {
        return value.isNumber() && value.numberKind() == NumberKind.LONG && value.asLong() == id;
    }

    JsonRpcRemoteException remote(JsonValue error, byte[] buf, String target) {
        JsonValue code = error.isObject() ? error.get("code") : null;
        JsonValue message = error.isObject() ? error.get("message") : null;
        if (code == null || !code.isNumber() || code.numberKind() != NumberKind.LONG || message == null
                || !message.isString()) {
            throw new JsonRpcInvalidResponseException("the error from " + target
                    + " is not an error object with an integer code and a message: " + snippet(error));
        }
        JsonValue data = error.get("data");
        byte[] dataJson = data == null ? null
                : Arrays.copyOfRange(buf, (int) data.offset(), (int) data.offset() + data.length());
        return new JsonRpcRemoteException((int) code.asLong(), message.asString(), dataJson, mapper);
    }

    private static JsonRpcInvalidResponseException otherId(String target, long id, @Nullable JsonValue answered) {
        return new JsonRpcInvalidResponseException("the answer from " + target + " is not to call " + id + " (id "
                + (answered == null ? "missing" : snippet(answered)) + ")");
    }

    /** At most 200 characters of a value, for messages. */
    static String snippet(JsonValue value) {
        String text = value.toString();
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }
}
