package dev.simdjson.spring.jsonrpc.observation;

/** A call a client makes ({@code jsonrpc.client.requests}), to {@link #getTarget()}. */
public final class JsonRpcClientContext extends JsonRpcCallContext {

    private final String target;

    public JsonRpcClientContext(String transport, String method, String target) {
        super(transport);
        setMethod(method);
        this.target = target;
    }

    /** Where the call goes: a URL, {@code tcp://host:port} or {@code unix:/path}. */
    public String getTarget() {
        return target;
    }
}
