package dev.simdjson.spring.jsonrpc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Serves a public bean method as a JSON-RPC method, named after the Java method unless {@link #value()} says
 * otherwise, behind the class's {@link JsonRpcService#value() namespace} if it has one. Two methods with the same
 * JSON-RPC name (overloads included) fail the startup: a call is never resolved by guessing.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface JsonRpcMethod {

    /** The JSON-RPC method name (without the namespace); empty: the Java method's name. */
    String value() default "";
}
