package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.BodyExtractors;
import org.springframework.web.reactive.function.server.RequestPredicates;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

/**
 * JSON-RPC over HTTP on WebFlux, with the rules of {@link JsonRpcMvcEndpoint}: the body is joined up to the request
 * limit (past it the answer is one -32600 error), the dispatcher's future is awaited without blocking, 204 when no
 * response is due, 405 and 415 for the wrong method or content type.
 */
public final class JsonRpcWebFluxEndpoint {

    private final JsonRpcDispatcher dispatcher;

    public JsonRpcWebFluxEndpoint(JsonRpcDispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    /** The route for {@code path}. */
    public RouterFunction<ServerResponse> router(String path, JsonRpcMethodRegistry registry) {
        return router(path, registry, null);
    }

    /** The route for {@code path}, and with {@code discovery} {@code GET path/openrpc.json} for its document. */
    public RouterFunction<ServerResponse> router(String path, JsonRpcMethodRegistry registry,
            @Nullable OpenRpcDiscovery discovery) {
        RouterFunction<ServerResponse> calls = RouterFunctions.route(
                RequestPredicates.path(path).and(request -> !registry.isEmpty()), this::handle);
        if (discovery == null) {
            return calls;
        }
        return RouterFunctions.route(RequestPredicates.GET(path + "/openrpc.json").and(request -> !registry.isEmpty()),
                request -> ServerResponse.ok().contentType(MediaType.APPLICATION_JSON)
                        .bodyValue(discovery.document())).and(calls);
    }

    private Mono<ServerResponse> handle(ServerRequest request) {
        if (!HttpMethod.POST.equals(request.method())) {
            return ServerResponse.status(HttpStatus.METHOD_NOT_ALLOWED).header(HttpHeaders.ALLOW, "POST").build();
        }
        if (!JsonRpcHttp.acceptsContentType(request.headers().contentType().orElse(null))) {
            return ServerResponse.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE)
                    .header(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE).build();
        }
        return DataBufferUtils.join(request.body(BodyExtractors.toDataBuffers()), dispatcher.limits().maxRequestSize())
                .map(JsonRpcWebFluxEndpoint::bytes)
                .defaultIfEmpty(new byte[0])
                .flatMap(body -> Mono.fromFuture(dispatcher.dispatch(body, "http")))
                .onErrorResume(DataBufferLimitException.class, tooLarge -> Mono.just(dispatcher.overLimit("http")))
                .flatMap(json -> ServerResponse.ok().contentType(MediaType.APPLICATION_JSON).bodyValue(json))
                .switchIfEmpty(ServerResponse.noContent().build());
    }

    private static byte[] bytes(DataBuffer buffer) {
        try {
            byte[] bytes = new byte[buffer.readableByteCount()];
            buffer.read(bytes);
            return bytes;
        } finally {
            DataBufferUtils.release(buffer);
        }
    }
}
