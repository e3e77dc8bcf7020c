package dev.simdjson.spring.jsonrpc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A parameter's name in named ({@code params} object) calls, when the class was compiled without
 * {@code -parameters} or the JSON name differs from the Java one; and whether a call may leave it out.
 * A parameter of type {@code Optional} is always optional.
 */
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface JsonRpcParam {

    /** The name in a {@code params} object; empty: the Java parameter's name. */
    String value() default "";

    /**
     * Whether a call must give this parameter; when it does not, an optional one is {@code null} (a primitive its
     * zero, an {@code Optional} empty).
     */
    boolean required() default true;
}
