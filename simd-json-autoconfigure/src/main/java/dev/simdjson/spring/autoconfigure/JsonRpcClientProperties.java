package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.Framing;
import org.jspecify.annotations.Nullable;
import org.springframework.util.unit.DataSize;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One JSON-RPC client: {@code simdjson.jsonrpc.clients.<name>.*}. */
public class JsonRpcClientProperties {

    /**
     * Where the server is: http://host:port/path or https://… (through Spring's RestClient), tcp://host:port or
     * unix:/path/to/socket (through Spring Integration, calls sharing the connections).
     */
    private @Nullable String url;

    /** How long a call waits for its answer (over HTTP: the read timeout). */
    private Duration timeout = Duration.ofSeconds(30);

    /** How long connecting may take. */
    private Duration connectTimeout = Duration.ofSeconds(10);

    /** Headers sent with every request (HTTP only). */
    private Map<String, List<String>> headers = new LinkedHashMap<>();

    /** How requests and answers are framed on a socket (TCP, Unix domain socket): as the server frames them. */
    private Framing framing = Framing.NDJSON;

    /** How many connections a socket client keeps, calls taking them in turn (each carries any number of calls). */
    private int connections = 1;

    /** The largest answer read; a bigger one fails its call. */
    private DataSize maxResponseSize = DataSize.ofMegabytes(16);

    /** @JsonRpcClient interfaces to register as beans calling through this client. */
    private List<Class<?>> interfaces = new ArrayList<>();

    private final Reconnect reconnect = new Reconnect();

    private final SimdJsonProperties.Ssl ssl = new SimdJsonProperties.Ssl();

    public @Nullable String getUrl() {
        return url;
    }

    public void setUrl(@Nullable String url) {
        this.url = url;
    }

    public Duration getTimeout() {
        return timeout;
    }

    public void setTimeout(Duration timeout) {
        this.timeout = timeout;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    public void setConnectTimeout(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    public Map<String, List<String>> getHeaders() {
        return headers;
    }

    public void setHeaders(Map<String, List<String>> headers) {
        this.headers = headers;
    }

    public Framing getFraming() {
        return framing;
    }

    public void setFraming(Framing framing) {
        this.framing = framing;
    }

    public int getConnections() {
        return connections;
    }

    public void setConnections(int connections) {
        this.connections = connections;
    }

    public DataSize getMaxResponseSize() {
        return maxResponseSize;
    }

    public void setMaxResponseSize(DataSize maxResponseSize) {
        this.maxResponseSize = maxResponseSize;
    }

    public List<Class<?>> getInterfaces() {
        return interfaces;
    }

    public void setInterfaces(List<Class<?>> interfaces) {
        this.interfaces = interfaces;
    }

    public Reconnect getReconnect() {
        return reconnect;
    }

    /** TLS for https:// (else the JDK's trust) and tcp:// (else plaintext): the bundle that trusts the server. */
    public SimdJsonProperties.Ssl getSsl() {
        return ssl;
    }

    /** After a failed connection attempt (sockets), calls fail at once until the next attempt, which waits longer. */
    public static class Reconnect {

        /** The wait after the first failed attempt. */
        private Duration initialInterval = Duration.ofMillis(100);

        /** The factory each wait grows by. */
        private double multiplier = 2.0;

        /** The longest wait. */
        private Duration maxInterval = Duration.ofSeconds(10);

        public Duration getInitialInterval() {
            return initialInterval;
        }

        public void setInitialInterval(Duration initialInterval) {
            this.initialInterval = initialInterval;
        }

        public double getMultiplier() {
            return multiplier;
        }

        public void setMultiplier(double multiplier) {
            this.multiplier = multiplier;
        }

        public Duration getMaxInterval() {
            return maxInterval;
        }

        public void setMaxInterval(Duration maxInterval) {
            this.maxInterval = maxInterval;
        }
    }
}
