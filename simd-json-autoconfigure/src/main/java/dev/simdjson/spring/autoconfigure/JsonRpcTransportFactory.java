package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTransport;

/**
 * Makes the transports of client URLs of some schemes; one bean per kind whose libraries are on the class path
 * ({@link JsonRpcHttpTransports}, {@link JsonRpcSocketTransports}).
 */
interface JsonRpcTransportFactory {

    /** Whether this factory makes the transport of {@code url}. */
    boolean supports(String url);

    /**
     * @param name   the client's name
     * @param prefix the client's properties prefix, for messages
     */
    JsonRpcTransport transport(String name, String prefix, String url, JsonRpcClientProperties client,
            SimdJsonMapper mapper);
}
