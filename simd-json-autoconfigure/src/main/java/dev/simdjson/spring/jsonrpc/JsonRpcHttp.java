package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;

/** What both HTTP endpoints accept. */
final class JsonRpcHttp {

    private JsonRpcHttp() {
    }

    /** {@code application/json} and {@code application/json-rpc} (any charset parameter, UTF-8 in practice). */
    static boolean acceptsContentType(@Nullable MediaType type) {
        return type != null && (MediaType.APPLICATION_JSON.equalsTypeAndSubtype(type)
                || "application".equals(type.getType()) && "json-rpc".equals(type.getSubtype()));
    }
}
