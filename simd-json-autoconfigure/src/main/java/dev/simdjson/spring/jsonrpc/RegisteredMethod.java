package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;

/**
 * A JSON-RPC method as registered: its name, the bean and Java method behind it, its parameters, and its call and
 * error counts (for {@code /actuator/simdjson}).
 */
public final class RegisteredMethod {

    private final String name;
    private final Object bean;
    private final Method method;
    private final List<JsonRpcParameter> parameters;
    private final Map<String, Integer> positions;
    private final boolean async;
    /** The varargs parameter's element as a parameter of its own, and its class; null without varargs. */
    private final @Nullable JsonRpcParameter varArgsElement;
    private final LongAdder calls = new LongAdder();
    private final LongAdder errors = new LongAdder();

    RegisteredMethod(String name, Object bean, Method method, List<JsonRpcParameter> parameters) {
        this.name = name;
        this.bean = bean;
        this.method = method;
        this.parameters = List.copyOf(parameters);
        HashMap<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            String p = parameters.get(i).name();
            if (p != null) {
                byName.put(p, i);
            }
        }
        this.positions = Map.copyOf(byName);
        this.async = AsyncResults.isAsync(method.getReturnType());
        if (method.isVarArgs()) {
            JsonRpcParameter last = parameters.getLast();
            this.varArgsElement = new JsonRpcParameter(last.name(),
                    ResolvableType.forType(last.type()).getComponentType().getType(), true);
        } else {
            this.varArgsElement = null;
        }
    }

    public String name() {
        return name;
    }

    /** The Java method, as {@code Class.method(Type, …)}: for logs and the actuator. */
    public String javaMethod() {
        StringBuilder s = new StringBuilder(method.getDeclaringClass().getName()).append('.').append(method.getName())
                .append('(');
        Type[] types = method.getGenericParameterTypes();
        for (int i = 0; i < types.length; i++) {
            s.append(i == 0 ? "" : ", ").append(types[i].getTypeName());
        }
        return s.append(')').toString();
    }

    /** The Java method (as declared, for its annotations and generic types). */
    Method method() {
        return method;
    }

    public List<JsonRpcParameter> parameters() {
        return parameters;
    }

    /** The position of the parameter named {@code name}, or -1. */
    int position(String parameterName) {
        Integer at = positions.get(parameterName);
        return at == null ? -1 : at;
    }

    /** Whether named calls can be served (every parameter has a name). */
    boolean hasNames() {
        return positions.size() == parameters.size();
    }

    boolean isAsync() {
        return async;
    }

    /** Whether the last parameter is Java varargs: then the positional arguments beyond the others fill it. */
    boolean isVarArgs() {
        return varArgsElement != null;
    }

    /** The varargs parameter's element type, as a parameter (to bind one positional argument into). */
    JsonRpcParameter varArgsElement() {
        return Objects.requireNonNull(varArgsElement, "not a varargs method");
    }

    public long calls() {
        return calls.sum();
    }

    public long errors() {
        return errors.sum();
    }

    void counted(boolean failed) {
        calls.increment();
        if (failed) {
            errors.increment();
        }
    }

    /** Calls the method; what it throws comes out unwrapped. */
    @Nullable Object invoke(@Nullable Object[] arguments) throws Throwable {
        try {
            return method.invoke(bean, arguments);
        } catch (InvocationTargetException e) {
            throw e.getTargetException();
        }
    }
}
