package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;

import java.lang.reflect.Type;
import java.util.Optional;

/**
 * One parameter of a {@link RegisteredMethod}: its JSON name (for named calls), its declared type (what simd-json
 * binds the argument into) and whether a call may leave it out.
 *
 * @param name     the name in a {@code params} object; {@code null} when the class has no parameter names
 *                 (compiled without {@code -parameters} and no {@link JsonRpcParam}): then only positional calls
 * @param type     the declared (generic) type
 * @param required whether a call must give it
 */
public record JsonRpcParameter(@Nullable String name, Type type, boolean required) {

    /** The argument when a call leaves the parameter out: empty {@code Optional}, a primitive's zero, or null. */
    @Nullable Object absentValue() {
        Class<?> raw = org.springframework.core.ResolvableType.forType(type).toClass();
        if (raw == Optional.class) {
            return Optional.empty();
        }
        if (raw.isPrimitive()) {
            return raw == boolean.class ? Boolean.FALSE : raw == char.class ? (Object) '\0'
                    : raw == double.class ? 0d : raw == float.class ? 0f : raw == long.class ? 0L
                    : raw == int.class ? 0 : raw == short.class ? (short) 0 : (byte) 0;
        }
        return null;
    }
}
