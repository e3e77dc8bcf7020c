package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.JsonRpcMethods;
import org.jspecify.annotations.Nullable;
import org.springframework.aop.support.AopUtils;
import org.springframework.core.MethodIntrospector;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.util.ReflectionUtils;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JSON-RPC methods served, by name. {@link #register(Object)} adds a bean's {@link JsonRpcMethod}s (the starter
 * registers every bean's at startup); a name registered twice, overloads included, is an error that names both
 * methods, and so are names the specification reserves ({@code rpc.*}) and methods that are not public.
 */
public final class JsonRpcMethodRegistry {

    private final Map<String, RegisteredMethod> methods = new ConcurrentHashMap<>();

    /** Registers {@code bean}'s annotated methods; returns how many it has. */
    public int register(Object bean) {
        Class<?> type = AopUtils.getTargetClass(bean);
        Map<Method, JsonRpcMethod> annotated = annotatedMethods(type);
        JsonRpcService service = AnnotatedElementUtils.findMergedAnnotation(type, JsonRpcService.class);
        String namespace = service == null ? "" : service.value();
        for (Map.Entry<Method, JsonRpcMethod> entry : annotated.entrySet()) {
            Method method = entry.getKey();
            String own = entry.getValue().value();
            String name = namespace + (own.isEmpty() ? method.getName() : own);
            add(name, bean, method);
        }
        return annotated.size();
    }

    /** {@code type}'s methods marked {@link JsonRpcMethod} (inherited and meta-annotations included). */
    static Map<Method, JsonRpcMethod> annotatedMethods(Class<?> type) {
        if (!AnnotationUtils.isCandidateClass(type, JsonRpcMethod.class)) {
            return Map.of();
        }
        return MethodIntrospector.selectMethods(type, (MethodIntrospector.MetadataLookup<JsonRpcMethod>) m ->
                AnnotatedElementUtils.findMergedAnnotation(m, JsonRpcMethod.class));
    }

    private void add(String name, Object bean, Method method) {
        if (!Modifier.isPublic(method.getModifiers())) {
            throw new IllegalStateException("JSON-RPC method " + name + " must be public: " + method);
        }
        if (name.startsWith("rpc.")) {
            throw new IllegalStateException("JSON-RPC method names starting with \"rpc.\" are reserved by the "
                    + "specification: " + name + " on " + method);
        }
        Method invocable = AopUtils.selectInvocableMethod(method, bean.getClass());
        ReflectionUtils.makeAccessible(invocable);
        RegisteredMethod registered = new RegisteredMethod(name, bean, invocable, parameters(method));
        RegisteredMethod before = methods.putIfAbsent(name, registered);
        if (before != null) {
            throw new IllegalStateException("JSON-RPC method " + name + " is registered twice, by "
                    + before.javaMethod() + " and by " + registered.javaMethod()
                    + ": overloads are not resolved; give one a name of its own with @JsonRpcMethod(\"…\")");
        }
    }

    private static List<JsonRpcParameter> parameters(Method method) {
        List<JsonRpcParameter> parameters = new ArrayList<>();
        for (Parameter p : method.getParameters()) {
            JsonRpcParam annotation = p.getAnnotation(JsonRpcParam.class);
            String name = annotation != null && !annotation.value().isEmpty() ? annotation.value()
                    : p.isNamePresent() ? p.getName() : null;
            boolean required = (annotation == null || annotation.required()) && p.getType() != Optional.class;
            parameters.add(new JsonRpcParameter(name, p.getParameterizedType(), required));
        }
        return parameters;
    }

    /** The method called {@code name}, or {@code null}. */
    public @Nullable RegisteredMethod find(String name) {
        return methods.get(name);
    }

    /** Whether no method is registered (then the endpoints serve nothing). */
    public boolean isEmpty() {
        return methods.isEmpty();
    }

    /** Every method as {@code /actuator/simdjson} lists it, with its recent call times from {@code latencies}. */
    public List<JsonRpcMethods.Description> describe(JsonRpcLatencies latencies) {
        return methods().stream().map(m -> {
            double[] times = latencies.p50p99Micros(m.name());
            List<String> names = new ArrayList<>();
            for (int i = 0; i < m.parameters().size(); i++) {
                String name = m.parameters().get(i).name();
                names.add(name == null ? "arg" + i : name);
            }
            return new JsonRpcMethods.Description(m.name(), m.javaMethod(), names, m.calls(), m.errors(), times[0],
                    times[1]);
        }).toList();
    }

    /** Every method, by name. */
    public List<RegisteredMethod> methods() {
        return methods.values().stream().sorted(Comparator.comparing(RegisteredMethod::name)).toList();
    }
}
