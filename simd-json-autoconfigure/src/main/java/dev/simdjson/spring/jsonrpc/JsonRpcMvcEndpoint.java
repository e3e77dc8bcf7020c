package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.function.RequestPredicates;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.RouterFunctions;
import org.springframework.web.servlet.function.ServerRequest;
import org.springframework.web.servlet.function.ServerResponse;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CompletableFuture;

/**
 * JSON-RPC over HTTP on Spring MVC: {@code POST} with a JSON body to the path; 200 with the response, 204 when no
 * response is due (notifications only). Other methods get 405 and other content types 415: HTTP's answers, not
 * JSON-RPC's. The body is read only up to the request limit. An asynchronous method's answer is written when it
 * completes, on Spring MVC's async support. With no method registered the path is not served at all.
 */
public final class JsonRpcMvcEndpoint {

    private final JsonRpcDispatcher dispatcher;

    public JsonRpcMvcEndpoint(JsonRpcDispatcher dispatcher) {
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
                request -> ServerResponse.ok().contentType(MediaType.APPLICATION_JSON).body(discovery.document()))
                .and(calls);
    }

    private ServerResponse handle(ServerRequest request) throws IOException {
        if (!HttpMethod.POST.equals(request.method())) {
            return ServerResponse.status(HttpStatus.METHOD_NOT_ALLOWED).header(HttpHeaders.ALLOW, "POST").build();
        }
        if (!JsonRpcHttp.acceptsContentType(request.headers().contentType().orElse(null))) {
            return ServerResponse.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE)
                    .header(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE).build();
        }
        byte[] body;
        try (InputStream in = request.servletRequest().getInputStream()) {
            body = in.readNBytes(dispatcher.limits().maxRequestSize() + 1); // one more: the dispatcher sees it is over
        }
        CompletableFuture<byte[]> answer = dispatcher.dispatch(body, "http");
        if (answer.isDone()) {
            return response(answer.join());
        }
        return ServerResponse.async(answer.thenApply(JsonRpcMvcEndpoint::response));
    }

    private static ServerResponse response(byte[] json) {
        return json == null ? ServerResponse.noContent().build()
                : ServerResponse.ok().contentType(MediaType.APPLICATION_JSON).body(json);
    }
}
