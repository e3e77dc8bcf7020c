package dev.simdjson.spring.autoconfigure;

import java.time.Duration;

/**
 * What every socket endpoint's properties have, socket adapter ({@code simdjson.integration.tcp|uds.*}) and JSON-RPC
 * ({@code simdjson.jsonrpc.tcp|uds.*}) alike: the connection limit and the two ways a connection is closed for
 * sending nothing useful. Declared once so that both kinds bind, document and default them the same way.
 */
public abstract class SocketEndpointProperties {

    /**
     * The most connections open at once; a connection beyond it is closed at once, with a warning.
     */
    private int maxConnections = 256;

    /**
     * How long a connection may send nothing while the endpoint waits for its next frame before it is closed (a
     * frame's bytes reset it); 0 never closes idle connections.
     */
    private Duration idleTimeout = Duration.ofMinutes(5);

    /**
     * How many frames in a row that are not JSON close the connection (JSON-RPC answers each with -32700); a frame
     * that is an HTTP request line or header closes it at once, unanswered.
     */
    private int maxConsecutiveParseErrors = 5;

    public int getMaxConnections() {
        return maxConnections;
    }

    public void setMaxConnections(int maxConnections) {
        this.maxConnections = maxConnections;
    }

    public Duration getIdleTimeout() {
        return idleTimeout;
    }

    public void setIdleTimeout(Duration idleTimeout) {
        this.idleTimeout = idleTimeout;
    }

    public int getMaxConsecutiveParseErrors() {
        return maxConsecutiveParseErrors;
    }

    public void setMaxConsecutiveParseErrors(int maxConsecutiveParseErrors) {
        this.maxConsecutiveParseErrors = maxConsecutiveParseErrors;
    }
}
