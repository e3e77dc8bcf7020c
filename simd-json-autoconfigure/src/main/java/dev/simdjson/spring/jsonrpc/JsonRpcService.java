package dev.simdjson.spring.jsonrpc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Optional, on a bean class with {@link JsonRpcMethod}s: a namespace put before each of its method names as written,
 * so {@code @JsonRpcService("math.")} serves {@code subtract} as {@code math.subtract}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface JsonRpcService {

    /** The prefix of the class's method names, separator included (e.g. {@code "math."}). */
    String value() default "";
}
