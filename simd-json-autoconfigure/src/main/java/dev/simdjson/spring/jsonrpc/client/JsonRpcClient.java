package dev.simdjson.spring.jsonrpc.client;

import org.springframework.core.annotation.AliasFor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An interface whose methods call JSON-RPC methods of a remote service, registered as a bean by
 * {@code @ImportJsonRpcClients} or by the {@code simdjson.jsonrpc.clients.<name>.interfaces} property.
 *
 * <p>Each abstract method calls the remote method of its name, or of the name its
 * {@link dev.simdjson.spring.jsonrpc.JsonRpcMethod @JsonRpcMethod} gives, behind the interface's
 * {@link dev.simdjson.spring.jsonrpc.JsonRpcService @JsonRpcService} namespace: the rules the server uses, so one
 * interface can be both the server's contract and the client. Arguments go by name (the parameters' names, or
 * {@link dev.simdjson.spring.jsonrpc.JsonRpcParam @JsonRpcParam}'s) or by position ({@link #params()}; a varargs
 * array then goes as the values after the others, as the server takes it); an empty {@code Optional} argument is
 * left out. What the method returns says how it is called:
 * <ul>
 *   <li>{@code T} (generic types included): a call, waiting for its result (at most the client's timeout);</li>
 *   <li>{@code CompletableFuture<T>} / {@code CompletionStage<T>}, or Reactor's {@code Mono<T>}: a call answered
 *       later, no thread waiting;</li>
 *   <li>{@code void}: a notification (no id, no answer).</li>
 * </ul>
 * A JSON-RPC error answer is thrown as {@link JsonRpcRemoteException}; transport failures, timeouts and answers that
 * are not valid responses as {@link JsonRpcTransportException}, {@link JsonRpcTimeoutException} and
 * {@link JsonRpcInvalidResponseException}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface JsonRpcClient {

    /** Alias for {@link #name()}. */
    @AliasFor("name")
    String value() default "";

    /** The client whose settings ({@code simdjson.jsonrpc.clients.<name>.*}: url, timeout, …) this interface uses. */
    @AliasFor("value")
    String name() default "";

    /** How arguments are sent: as a {@code params} object by name (the default), or as an array by position. */
    Params params() default Params.NAMED;

    /** The two forms of {@code params} the specification allows. */
    enum Params {
        /** {@code "params":{"minuend":42,"subtrahend":23}}. */
        NAMED,
        /** {@code "params":[42,23]}. */
        POSITIONAL
    }
}
