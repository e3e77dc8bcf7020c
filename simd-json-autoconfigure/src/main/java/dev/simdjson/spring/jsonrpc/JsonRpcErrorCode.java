package dev.simdjson.spring.jsonrpc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An error a {@link JsonRpcMethod} answers with (by throwing a {@link JsonRpcException} of this code): listed with
 * the method in the OpenRPC document of {@code rpc.discover}, so that callers know the codes to expect.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(JsonRpcErrorCodes.class)
public @interface JsonRpcErrorCode {

    int code();

    /** What the code means, as the error's message says it. */
    String message();
}
