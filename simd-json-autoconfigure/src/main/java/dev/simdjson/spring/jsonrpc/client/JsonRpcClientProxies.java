package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.Nullable;
import org.springframework.core.annotation.MergedAnnotations;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Makes {@link JsonRpcClient} interfaces callable: a JDK proxy whose abstract methods call through a
 * {@link JsonRpcTemplate}, its {@code default} methods run as written, and {@code toString}, {@code equals} and
 * {@code hashCode} those of the proxy itself. Every method is worked out when the proxy is made, so a method that
 * cannot be called as declared fails the startup rather than its first call.
 */
public final class JsonRpcClientProxies {

    private JsonRpcClientProxies() {
    }

    /** A proxy of {@code type} calling over {@code template}. */
    public static <T> T create(Class<T> type, JsonRpcTemplate template) {
        Objects.requireNonNull(template, "template");
        if (!type.isInterface()) {
            throw new IllegalArgumentException("a JSON-RPC client is an interface; " + type.getName() + " is not");
        }
        JsonRpcClient.Params form = MergedAnnotations.from(type, MergedAnnotations.SearchStrategy.TYPE_HIERARCHY)
                .get(JsonRpcClient.class).getValue("params", JsonRpcClient.Params.class)
                .orElse(JsonRpcClient.Params.NAMED);
        Map<Method, ClientMethod> methods = new HashMap<>();
        for (Method method : type.getMethods()) {
            if (Modifier.isAbstract(method.getModifiers())) {
                methods.put(method, ClientMethod.of(type, method, form, template.writer()));
            }
        }
        InvocationHandler handler = new Handler(type, template, Map.copyOf(methods));
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    /** Whether {@code bean} is a client proxy made here. */
    public static boolean isClient(Object bean) {
        return Proxy.isProxyClass(bean.getClass()) && Proxy.getInvocationHandler(bean) instanceof Handler;
    }

    private record Handler(Class<?> type, JsonRpcTemplate template, Map<Method, ClientMethod> methods)
            implements InvocationHandler {

        @Override
        public @Nullable Object invoke(Object proxy, Method method, @Nullable Object @Nullable [] args)
                throws Throwable {
            ClientMethod remote = methods.get(method);
            if (remote != null) {
                return remote.invoke(template, args);
            }
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            return switch (method.getName()) {
                case "toString" -> "JSON-RPC client " + type.getName() + " of " + template;
                case "hashCode" -> System.identityHashCode(proxy);
                case "equals" -> args != null && proxy == args[0];
                default -> throw new UnsupportedOperationException(method.toString());
            };
        }
    }
}
