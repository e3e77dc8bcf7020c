package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.JsonRpcParam;
import dev.simdjson.spring.jsonrpc.JsonRpcService;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.util.ClassUtils;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One method of a {@link JsonRpcClient} interface, worked out once: the remote name (the server's naming rules), how
 * it is called (by its return type), the result type to bind, and the request's fixed parts written ahead.
 */
final class ClientMethod {

    private static final boolean REACTOR = ClassUtils.isPresent("reactor.core.publisher.Mono",
            ClientMethod.class.getClassLoader());

    /** How a method is called, from its return type. */
    enum Kind {
        /** {@code T}: waits for the result. */
        CALL,
        /** {@code CompletableFuture<T>} or {@code CompletionStage<T>}. */
        FUTURE,
        /** Reactor's {@code Mono<T>}: the call is made on subscription. */
        MONO,
        /** {@code void}: a notification. */
        NOTIFICATION
    }

    private final String name;
    private final Kind kind;
    private final Type result;
    private final byte[] head;
    /** The {@code "name":} of each parameter for named calls; {@code null} for positional ones. */
    private final byte @Nullable [][] members;
    /** Whether a positional call spreads its varargs array after the other arguments, as the server takes them. */
    private final boolean spread;

    private ClientMethod(String name, Kind kind, Type result, byte[] head, byte @Nullable [][] members,
            boolean spread) {
        this.name = name;
        this.kind = kind;
        this.result = result;
        this.head = head;
        this.members = members;
        this.spread = spread;
    }

    /** Works out {@code method} of {@code type}; a method that cannot be called as declared fails here, at startup. */
    static ClientMethod of(Class<?> type, Method method, JsonRpcClient.Params form, RequestWriter writer) {
        JsonRpcService service = AnnotatedElementUtils.findMergedAnnotation(type, JsonRpcService.class);
        JsonRpcMethod annotation = AnnotatedElementUtils.findMergedAnnotation(method, JsonRpcMethod.class);
        String own = annotation == null || annotation.value().isEmpty() ? method.getName() : annotation.value();
        String name = (service == null ? "" : service.value()) + own;
        ResolvableType returned = ResolvableType.forMethodReturnType(method, type);
        Class<?> raw = returned.toClass();
        Kind kind;
        Type result;
        if (raw == void.class) {
            kind = Kind.NOTIFICATION;
            result = void.class;
        } else if (raw == CompletableFuture.class || raw == CompletionStage.class) {
            kind = Kind.FUTURE;
            result = returned.getGeneric(0).getType();
        } else if (REACTOR && Reactive.isMono(raw)) {
            kind = Kind.MONO;
            result = returned.getGeneric(0).getType();
        } else {
            kind = Kind.CALL;
            result = returned.getType();
        }
        byte[][] members = null;
        if (form == JsonRpcClient.Params.NAMED) {
            Parameter[] parameters = method.getParameters();
            members = new byte[parameters.length][];
            for (int i = 0; i < parameters.length; i++) {
                members[i] = writer.member(parameterName(parameters[i], method));
            }
        }
        return new ClientMethod(name, kind, result, writer.head(name), members,
                members == null && method.isVarArgs());
    }

    private static String parameterName(Parameter parameter, Method method) {
        JsonRpcParam annotation = parameter.getAnnotation(JsonRpcParam.class);
        if (annotation != null && !annotation.value().isEmpty()) {
            return annotation.value();
        }
        if (!parameter.isNamePresent()) {
            throw new IllegalStateException("JSON-RPC client method " + method + " sends its arguments by name, but "
                    + "its parameters have no names: compile with -parameters, name them with @JsonRpcParam, or "
                    + "send them by position with @JsonRpcClient(params = POSITIONAL)");
        }
        return parameter.getName();
    }

    String name() {
        return name;
    }

    Kind kind() {
        return kind;
    }

    /** Calls the remote method with {@code args} as this method's {@link Kind} says. */
    @Nullable Object invoke(JsonRpcTemplate template, @Nullable Object @Nullable [] arguments) {
        @Nullable Object[] args = arguments == null ? new Object[0] : arguments;
        return switch (kind) {
            case CALL -> {
                long id = template.nextId();
                yield template.exchange(name, request(template, args, id), id, result);
            }
            case FUTURE -> {
                long id = template.nextId();
                yield template.exchangeAsync(name, request(template, args, id), id, result);
            }
            case MONO -> Reactive.mono(() -> {
                long id = template.nextId();
                return template.exchangeAsync(name, request(template, args, id), id, result);
            });
            case NOTIFICATION -> {
                template.send(name, request(template, args, null));
                yield null;
            }
        };
    }

    private byte[] request(JsonRpcTemplate template, @Nullable Object[] args, @Nullable Long id) {
        return members == null ? template.writer().positional(head, spread ? spread(args) : args, id)
                : template.writer().named(head, members, args, id);
    }

    /** The arguments with the last one, a varargs array, spread out: {@code (1, [2, 3])} as {@code [1, 2, 3]}. */
    private static @Nullable Object[] spread(@Nullable Object[] args) {
        Object last = args[args.length - 1];
        int extra = last == null ? 0 : Array.getLength(last);
        Object[] out = new Object[args.length - 1 + extra];
        System.arraycopy(args, 0, out, 0, args.length - 1);
        for (int i = 0; i < extra; i++) {
            out[args.length - 1 + i] = Array.get(last, i);
        }
        return out;
    }

    /** Reactor's types, loaded only when Reactor is on the class path. */
    private static final class Reactive {

        static boolean isMono(Class<?> type) {
            return type == reactor.core.publisher.Mono.class;
        }

        static Object mono(java.util.function.Supplier<CompletableFuture<@Nullable Object>> call) {
            return reactor.core.publisher.Mono.fromFuture(call);
        }
    }
}
