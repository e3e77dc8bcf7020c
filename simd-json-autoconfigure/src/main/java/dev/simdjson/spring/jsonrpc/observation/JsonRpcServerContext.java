package dev.simdjson.spring.jsonrpc.observation;

/** A call a server answers or runs ({@code jsonrpc.server.requests}). */
public final class JsonRpcServerContext extends JsonRpcCallContext {

    public JsonRpcServerContext(String transport) {
        super(transport);
    }
}
