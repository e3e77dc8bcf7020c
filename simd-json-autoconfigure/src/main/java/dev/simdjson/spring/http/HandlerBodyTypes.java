package dev.simdjson.spring.http;

import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.http.HttpEntity;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.method.HandlerMethod;

import java.lang.reflect.Type;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Future;

/**
 * The request and response body types of an application's controller methods, so the starter can build their binders
 * and encoders at startup (the first request then does not pay for it) and record the types Jackson will get before
 * any request arrives. Wrappers are looked through: {@code ResponseEntity<T>}, {@code HttpEntity<T>}, futures and,
 * on WebFlux, {@code Mono<T>} / {@code Flux<T>}; type variables that stay open are skipped.
 */
public final class HandlerBodyTypes {

    private static final Set<String> ASYNC_WRAPPERS = Set.of(
            "reactor.core.publisher.Mono", "reactor.core.publisher.Flux", "java.util.Optional");

    private final Set<Type> requestBodies = new LinkedHashSet<>();
    private final Set<Type> responseBodies = new LinkedHashSet<>();

    /** Collects the body types of {@code methods}. */
    public static HandlerBodyTypes of(Collection<HandlerMethod> methods) {
        HandlerBodyTypes types = new HandlerBodyTypes();
        for (HandlerMethod method : methods) {
            for (MethodParameter parameter : method.getMethodParameters()) {
                if (parameter.hasParameterAnnotation(RequestBody.class)) {
                    types.add(types.requestBodies, ResolvableType.forMethodParameter(parameter));
                }
            }
            if (isResponseBody(method)) {
                types.add(types.responseBodies, ResolvableType.forMethodParameter(method.getReturnType()));
            }
        }
        return types;
    }

    private static boolean isResponseBody(HandlerMethod method) {
        return AnnotatedElementUtils.hasAnnotation(method.getBeanType(), ResponseBody.class)
                || method.hasMethodAnnotation(ResponseBody.class)
                || HttpEntity.class.isAssignableFrom(method.getReturnType().getParameterType());
    }

    private void add(Set<Type> into, ResolvableType type) {
        ResolvableType body = unwrap(type, 0);
        if (body != null && body.resolve() != null && !body.hasUnresolvableGenerics()) {
            Class<?> raw = body.toClass();
            if (raw != void.class && raw != Void.class && raw != Object.class) {
                into.add(BodyRules.javaType(body));
            }
        }
    }

    private static ResolvableType unwrap(ResolvableType type, int depth) {
        Class<?> raw = type.resolve();
        if (raw == null || depth > 4) {
            return null;
        }
        if (HttpEntity.class.isAssignableFrom(raw) || CompletionStage.class.isAssignableFrom(raw)
                || Future.class.isAssignableFrom(raw) || ASYNC_WRAPPERS.contains(raw.getName())) {
            ResolvableType inner = type.as(raw).getGeneric(0);
            return inner.resolve() == null ? null : unwrap(inner, depth + 1);
        }
        return type;
    }

    /** The {@code @RequestBody} types, in discovery order. */
    public Set<Type> requestBodies() {
        return requestBodies;
    }

    /** The response body types of {@code @ResponseBody} / {@code @RestController} methods, in discovery order. */
    public Set<Type> responseBodies() {
        return responseBodies;
    }
}
