package dev.simdjson.spring.http;

import dev.simdjson.JavaTypes;
import org.jspecify.annotations.Nullable;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.util.MimeType;

import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.method.HandlerMethod;

import java.lang.annotation.Annotation;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Rules the WebFlux codecs and the MVC converter share: which media types they take, when a controller method's
 * {@code @JsonView} keeps a body with Jackson, and the {@link Type} to ask {@link JsonBodies} about for a
 * {@link ResolvableType} (type variables of generic controllers resolved).
 */
final class BodyRules {

    /** Actuator's versioned media types ({@code application/vnd.spring-boot.actuator.v3+json}) stay Actuator's. */
    private static final String ACTUATOR_SUBTYPE_PREFIX = "vnd.spring-boot.actuator";

    /** Jackson's annotation that filters properties per controller method, which simd-json does not honour. */
    private static final String JSON_VIEW = "com.fasterxml.jackson.annotation.JsonView";

    /**
     * Per controller method: whether it has {@code @JsonView}, asked on every response. Kept with the method's
     * class (a {@link ClassValue}), so that it goes when the class does: a JVM-wide map keyed by methods would keep
     * every application's classes, and their class loaders, alive after its context closed.
     */
    private static final ClassValue<Map<Method, Boolean>> JSON_VIEW_METHODS = new ClassValue<>() {
        @Override
        protected Map<Method, Boolean> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private final List<MimeType> mimeTypes;

    BodyRules(List<MimeType> mimeTypes) {
        this.mimeTypes = atLeastOne(mimeTypes);
    }

    List<MimeType> mimeTypes() {
        return mimeTypes;
    }

    /**
     * Whether a body of {@code mimeType} is for simd-json: one of the configured types (wildcards match as in
     * Jackson's codecs), never Actuator's, and UTF-8 (or, for reading, ASCII): other charsets go to Jackson.
     */
    boolean supports(@Nullable MimeType mimeType, boolean reading) {
        if (mimeType == null) {
            return true;
        }
        if (isActuator(mimeType) || !isUtf8(mimeType, reading)) {
            return false;
        }
        for (MimeType supported : mimeTypes) {
            if (supported.isCompatibleWith(mimeType)) {
                return true;
            }
        }
        return false;
    }

    /** Actuator's versioned media types stay Actuator's. */
    static boolean isActuator(@Nullable MimeType mimeType) {
        return mimeType != null && mimeType.getSubtype().startsWith(ACTUATOR_SUBTYPE_PREFIX);
    }

    /** JSON is UTF-8 (ASCII is a subset, for reading); a body declared in another charset goes to Jackson. */
    static boolean isUtf8(@Nullable MimeType mimeType, boolean reading) {
        Charset charset = mimeType == null ? null : mimeType.getCharset();
        return charset == null || charset.equals(StandardCharsets.UTF_8)
                || (reading && charset.equals(StandardCharsets.US_ASCII));
    }

    /** The configured media types, refusing an empty list. */
    static <T extends MimeType> List<T> atLeastOne(List<T> mimeTypes) {
        if (mimeTypes.isEmpty()) {
            throw new IllegalArgumentException("simdjson.http.media-types must name at least one media type");
        }
        return List.copyOf(mimeTypes);
    }

    /**
     * Whether the controller method behind {@code type} uses {@code @JsonView}: Jackson then filters properties
     * per method, so the body stays Jackson's whatever its type.
     */
    static boolean usesJsonView(ResolvableType type) {
        if (!(type.getSource() instanceof MethodParameter parameter)) {
            return false;
        }
        Method method = parameter.getMethod();
        return hasJsonView(parameter.getParameterAnnotations())
                || (method != null && hasJsonView(method));
    }

    /** Whether the handler method of the current servlet request (if any) uses {@code @JsonView}. */
    static boolean currentHandlerUsesJsonView() {
        RequestAttributes attributes = RequestContextHolder.getRequestAttributes();
        if (attributes == null) {
            return false;
        }
        // HandlerMapping.BEST_MATCHING_HANDLER_ATTRIBUTE, by name: spring-webmvc is optional for client-only apps.
        Object handler = attributes.getAttribute("org.springframework.web.servlet.HandlerMapping.bestMatchingHandler",
                RequestAttributes.SCOPE_REQUEST);
        return handler instanceof HandlerMethod method && hasJsonView(method.getMethod());
    }

    /** Whether {@code method} has {@code @JsonView}, from the cache kept with its class. */
    static boolean hasJsonView(Method method) {
        return JSON_VIEW_METHODS.get(method.getDeclaringClass())
                .computeIfAbsent(method, m -> hasJsonView(m.getAnnotations()));
    }

    private static boolean hasJsonView(Annotation[] annotations) {
        for (Annotation a : annotations) {
            if (a.annotationType().getName().equals(JSON_VIEW)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The reflective type to bind or write: {@link ResolvableType#getType()}, except that type variables are
     * replaced with what the ResolvableType resolved them to (a {@code @RequestBody T} of a generic controller
     * whose subclass fixes {@code T}), or their bound when nothing fixes them.
     */
    static Type javaType(ResolvableType type) {
        Type declared = type.getType();
        return declared instanceof Class<?> || !hasVariables(declared, 0) ? declared : resolved(type, 0);
    }

    private static boolean hasVariables(Type type, int depth) {
        if (depth > 32) {
            return false;
        }
        return switch (type) {
            case TypeVariable<?> v -> true;
            case ParameterizedType p -> Arrays.stream(p.getActualTypeArguments()).anyMatch(a -> hasVariables(a, depth + 1));
            case GenericArrayType a -> hasVariables(a.getGenericComponentType(), depth + 1);
            case WildcardType w -> Arrays.stream(w.getUpperBounds()).anyMatch(b -> hasVariables(b, depth + 1))
                    || Arrays.stream(w.getLowerBounds()).anyMatch(b -> hasVariables(b, depth + 1));
            default -> false;
        };
    }

    private static Type resolved(ResolvableType type, int depth) {
        if (type.isArray()) {
            return JavaTypes.arrayOf(resolved(type.getComponentType(), depth + 1));
        }
        Class<?> raw = type.toClass();
        if (depth > 32 || !type.hasGenerics()) {
            return raw;
        }
        ResolvableType[] generics = type.getGenerics();
        Type[] arguments = new Type[generics.length];
        for (int i = 0; i < generics.length; i++) {
            arguments[i] = resolved(generics[i], depth + 1);
        }
        return JavaTypes.parameterized(raw, arguments);
    }
}
