package dev.simdjson.spring.jsonrpc;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.JsonField;
import dev.simdjson.JsonValue;
import dev.simdjson.NumberKind;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ClientErrorText;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;

import java.lang.reflect.Array;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * Binds a call's {@code params} (positional array, named object, or none) into its method's arguments, each
 * straight into its declared type: the common scalars from the parsed request itself, everything else by simd-json
 * from the argument's own bytes in the request (no copy, no intermediate {@code Map}). Anything that does not fit
 * is an {@link InvalidParams} saying where.
 */
final class ParameterBinder {

    private final SimdJsonMapper mapper;

    ParameterBinder(SimdJsonMapper mapper) {
        this.mapper = mapper;
    }

    /**
     * @param params the request's {@code params}, {@code null} when it has none
     * @param buf    the request's bytes, {@code base} where the parsed document starts in them
     */
    @Nullable Object[] bind(RegisteredMethod method, @Nullable JsonValue params, byte[] buf, int base)
            throws InvalidParams {
        List<JsonRpcParameter> parameters = method.parameters();
        @Nullable Object[] arguments = new Object[parameters.size()];
        boolean[] given = new boolean[parameters.size()];
        int fixed = method.isVarArgs() ? parameters.size() - 1 : parameters.size();
        if (params != null && params.isArray()) {
            int count = params.size();
            if (count > fixed && !method.isVarArgs()) {
                throw new InvalidParams("$.params", count + " parameters given, " + method.name() + " takes "
                        + parameters.size());
            }
            List<Object> rest = new ArrayList<>();
            int i = 0;
            for (JsonValue value : params) {
                if (i < fixed) {
                    arguments[i] = value(parameters.get(i), value, buf, base, "$.params[" + i + "]");
                    given[i] = true;
                } else {
                    rest.add(value(method.varArgsElement(), value, buf, base, "$.params[" + i + "]"));
                }
                i++;
            }
            if (method.isVarArgs()) {
                arguments[fixed] = array(method.varArgsElement(), rest);
                given[fixed] = true;
            }
        } else if (params != null) {
            if (!method.hasNames()) {
                throw new InvalidParams("$.params", method.name() + " takes positional parameters only: its class "
                        + "was compiled without -parameters and its parameters have no @JsonRpcParam names");
            }
            for (JsonField field : params.fields()) {
                int at = method.position(field.name());
                if (at < 0) {
                    throw new InvalidParams("$.params." + field.name(), method.name() + " has no parameter named \""
                            + field.name() + "\"");
                }
                arguments[at] = value(parameters.get(at), field.value(), buf, base, "$.params." + field.name());
                given[at] = true;
            }
        }
        if (method.isVarArgs() && !given[fixed]) {
            arguments[fixed] = array(method.varArgsElement(), List.of());
            given[fixed] = true;
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (!given[i]) {
                JsonRpcParameter p = parameters.get(i);
                if (p.required()) {
                    throw new InvalidParams("$.params", "missing parameter "
                            + (p.name() != null ? "\"" + p.name() + "\"" : "") + " (position " + i + ")");
                }
                arguments[i] = p.absentValue();
            }
        }
        return arguments;
    }

    /** The varargs array of {@code elements}, bound to {@code element}'s type (a primitive array for {@code int...}). */
    private static Object array(JsonRpcParameter element, List<Object> elements) {
        Type type = element.type();
        if (type == long.class) {
            long[] array = new long[elements.size()];
            for (int i = 0; i < array.length; i++) {
                array[i] = (Long) elements.get(i);
            }
            return array;
        }
        if (type == int.class) {
            int[] array = new int[elements.size()];
            for (int i = 0; i < array.length; i++) {
                array[i] = (Integer) elements.get(i);
            }
            return array;
        }
        Object array = Array.newInstance(ResolvableType.forType(type).toClass(), elements.size());
        for (int i = 0; i < elements.size(); i++) {
            Array.set(array, i, elements.get(i));
        }
        return array;
    }

    private @Nullable Object value(JsonRpcParameter parameter, JsonValue value, byte[] buf, int base, String path)
            throws InvalidParams {
        Type type = parameter.type();
        // Scalars whose JSON kind is exactly the Java type's read from the parsed request: what the binder would
        // give, without a second parse. Everything else (coercions and errors included) goes to the binder.
        if (type == JsonValue.class) {
            return value;
        }
        if (type == String.class && value.isString()) {
            return value.asString();
        }
        if (value.isNumber() && value.numberKind() == NumberKind.LONG) {
            if (type == long.class || type == Long.class) {
                return value.asLong();
            }
            if ((type == int.class || type == Integer.class) && value.asLong() == (int) value.asLong()) {
                return (int) value.asLong();
            }
        }
        if ((type == double.class || type == Double.class) && value.isNumber()
                && value.numberKind() != NumberKind.BIG_INTEGER) {
            return value.asDouble();
        }
        if ((type == boolean.class || type == Boolean.class) && value.isBoolean()) {
            return value.asBoolean();
        }
        try {
            return mapper.readValue(buf, base + (int) value.offset(), value.length(), type);
        } catch (JsonBindException e) {
            throw new InvalidParams(path + e.path().substring(1), ClientErrorText.reason(e.reason()));
        } catch (JsonException e) {
            throw new InvalidParams(path, ClientErrorText.reason(e.reason()));
        }
    }
}
