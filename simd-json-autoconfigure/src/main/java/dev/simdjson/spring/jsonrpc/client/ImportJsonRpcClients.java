package dev.simdjson.spring.jsonrpc.client;

import org.springframework.context.annotation.Import;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code @Configuration} class: registers {@link JsonRpcClient} interfaces as beans, each a proxy calling
 * through its client ({@code simdjson.jsonrpc.clients.<name>.*}). The interfaces are those listed in {@link #types()}
 * and the {@code @JsonRpcClient} interfaces found in {@link #basePackages()} / {@link #basePackageClasses()}; with
 * none of these, those of the annotated class's package.
 *
 * <pre>{@code
 * @Configuration
 * @ImportJsonRpcClients(types = Inventory.class)
 * class Clients {
 * }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Import(JsonRpcClientsRegistrar.class)
public @interface ImportJsonRpcClients {

    /** The interfaces to register. */
    Class<?>[] types() default {};

    /** Packages scanned for {@code @JsonRpcClient} interfaces. */
    String[] basePackages() default {};

    /** Packages, by a class in each, scanned for {@code @JsonRpcClient} interfaces. */
    Class<?>[] basePackageClasses() default {};

    /** The client the interfaces call through; empty: each interface's {@link JsonRpcClient#name()}. */
    String client() default "";
}
