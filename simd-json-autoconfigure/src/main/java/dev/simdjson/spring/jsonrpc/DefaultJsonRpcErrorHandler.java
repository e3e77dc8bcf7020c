package dev.simdjson.spring.jsonrpc;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The starter's error mapping: a {@link JsonRpcException} as it is; a Bean Validation
 * {@code ConstraintViolationException} (Spring's method validation on a {@code @Validated} bean) as -32602 with one
 * {@code {"path":…,"message":…}} per violation, the path in JSON terms ({@code $.params.name…}); anything else as
 * -32603 "Internal error" with no class name, message or stack trace for the caller (they are logged). With Spring
 * Security, a denial (method security's {@code AccessDeniedException}, an {@code AuthenticationException}) is the
 * error of {@link #accessDeniedCode}, message "Access denied", nothing more.
 */
public class DefaultJsonRpcErrorHandler implements JsonRpcErrorHandler {

    /** The default code of a denied call: in the implementation-defined server-error range. */
    public static final int ACCESS_DENIED = -32001;

    private final int accessDeniedCode;

    public DefaultJsonRpcErrorHandler() {
        this(ACCESS_DENIED);
    }

    /** @param accessDeniedCode the code a call denied by Spring Security is answered with */
    public DefaultJsonRpcErrorHandler(int accessDeniedCode) {
        this.accessDeniedCode = accessDeniedCode;
    }

    private static final Log logger = LogFactory.getLog(DefaultJsonRpcErrorHandler.class);
    private static final boolean BEAN_VALIDATION = ClassUtils.isPresent(
            "jakarta.validation.ConstraintViolationException", DefaultJsonRpcErrorHandler.class.getClassLoader());
    private static final boolean SECURITY = ClassUtils.isPresent(
            "org.springframework.security.access.AccessDeniedException",
            DefaultJsonRpcErrorHandler.class.getClassLoader());

    @Override
    public JsonRpcError toError(Throwable failure, RegisteredMethod method) {
        if (failure instanceof JsonRpcException e) {
            return new JsonRpcError(e.getCode(), String.valueOf(e.getMessage()), e.getData());
        }
        if (BEAN_VALIDATION) {
            JsonRpcError invalid = BeanValidation.toError(failure);
            if (invalid != null) {
                return invalid;
            }
        }
        if (SECURITY && Security.denied(failure)) {
            logger.debug("JSON-RPC method " + method.name() + " denied: " + failure.getMessage());
            return JsonRpcError.of(accessDeniedCode, "Access denied");
        }
        logger.error("JSON-RPC method " + method.name() + " (" + method.javaMethod() + ") failed", failure);
        return JsonRpcError.of(JsonRpcError.INTERNAL_ERROR, "Internal error");
    }

    /** Kept apart so that Spring Security's classes load only when it is there. */
    private static final class Security {

        static boolean denied(Throwable failure) {
            return failure instanceof org.springframework.security.access.AccessDeniedException
                    || failure instanceof org.springframework.security.core.AuthenticationException;
        }
    }

    /** Kept apart so that Bean Validation's classes load only when it is there (its API is optional). */
    private static final class BeanValidation {

        static @Nullable JsonRpcError toError(Throwable failure) {
            if (!(failure instanceof jakarta.validation.ConstraintViolationException violations)) {
                return null;
            }
            List<Map<String, String>> data = new ArrayList<>();
            for (var violation : violations.getConstraintViolations()) {
                data.add(Map.of("path", jsonPath(violation.getPropertyPath()),
                        "message", String.valueOf(violation.getMessage())));
            }
            data.sort(Comparator.comparing(m -> m.get("path")));
            return new JsonRpcError(JsonRpcError.INVALID_PARAMS, "Invalid params", data);
        }

        /** {@code subtract.minuend.value} (method, parameter, properties) as {@code $.params.minuend.value}. */
        private static String jsonPath(jakarta.validation.Path path) {
            StringBuilder json = new StringBuilder("$.params");
            int i = 0;
            for (jakarta.validation.Path.Node node : path) {
                if (i++ == 0 || node.getName() == null) {
                    continue; // the method itself, or a container element without a name
                }
                if (node.getIndex() != null) {
                    json.append('[').append(node.getIndex()).append(']');
                }
                json.append('.').append(node.getName());
            }
            return json.toString();
        }
    }
}
