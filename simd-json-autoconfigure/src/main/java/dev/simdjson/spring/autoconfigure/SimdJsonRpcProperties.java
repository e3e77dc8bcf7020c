package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.jsonrpc.JsonRpcLimits;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.NestedConfigurationProperty;
import org.springframework.util.unit.DataSize;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code simdjson.jsonrpc.*} configuration properties: JSON-RPC 2.0 over HTTP, TCP and Unix domain sockets.
 */
@ConfigurationProperties("simdjson.jsonrpc")
public class SimdJsonRpcProperties {

    /**
     * Whether to serve the application's @JsonRpcMethod bean methods. Without such methods nothing is served.
     */
    private boolean enabled = true;

    /**
     * The HTTP path JSON-RPC requests are POSTed to (Spring MVC or WebFlux).
     */
    private String path = "/jsonrpc";

    /**
     * Largest request in bytes (one frame on a socket); a larger one is answered with one -32600 error.
     */
    private DataSize maxRequestSize = DataSize.ofMegabytes(1); // JsonRpcLimits.DEFAULTS, as a literal for the metadata

    /**
     * Most calls in one batch; a larger batch is answered with one -32600 error and none of it runs.
     */
    private int maxBatchSize = 100;

    /**
     * Longest time a method returning a CompletableFuture or Mono may take: then the call is answered with a -32000
     * error ("no result within N ms") and the future is cancelled (for a Mono, its subscription).
     */
    private Duration asyncTimeout = Duration.ofSeconds(30); // JsonRpcLimits.DEFAULT_ASYNC_TIMEOUT

    /**
     * The JSON-RPC error code of a call Spring Security denies (method security, e.g. @PreAuthorize); its message is
     * "Access denied", nothing more.
     */
    private int accessDeniedCode = -32001; // DefaultJsonRpcErrorHandler.ACCESS_DENIED

    /**
     * Whether the DEBUG logs of requests and responses (servers and clients) show the bodies, escaped and cut to 2,048
     * characters; off: only sizes and durations.
     */
    private boolean logBodies;

    private final Http http = new Http();

    private final Tcp tcp = new Tcp();

    private final Uds uds = new Uds();

    private final Discovery discovery = new Discovery();

    /** JSON-RPC clients by name: simdjson.jsonrpc.clients.<name>.url and the rest. */
    private final Map<String, JsonRpcClientProperties> clients = new LinkedHashMap<>();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public String getPath() {
        return path;
    }

    public void setPath(String path) {
        this.path = path;
    }

    public DataSize getMaxRequestSize() {
        return maxRequestSize;
    }

    public void setMaxRequestSize(DataSize maxRequestSize) {
        this.maxRequestSize = maxRequestSize;
    }

    public int getMaxBatchSize() {
        return maxBatchSize;
    }

    public void setMaxBatchSize(int maxBatchSize) {
        this.maxBatchSize = maxBatchSize;
    }

    public Duration getAsyncTimeout() {
        return asyncTimeout;
    }

    public void setAsyncTimeout(Duration asyncTimeout) {
        this.asyncTimeout = asyncTimeout;
    }

    public boolean isLogBodies() {
        return logBodies;
    }

    public void setLogBodies(boolean logBodies) {
        this.logBodies = logBodies;
    }

    public int getAccessDeniedCode() {
        return accessDeniedCode;
    }

    public void setAccessDeniedCode(int accessDeniedCode) {
        this.accessDeniedCode = accessDeniedCode;
    }

    public Http getHttp() {
        return http;
    }

    public Tcp getTcp() {
        return tcp;
    }

    public Discovery getDiscovery() {
        return discovery;
    }

    public Map<String, JsonRpcClientProperties> getClients() {
        return clients;
    }

    public Uds getUds() {
        return uds;
    }

    /** The limits as the dispatcher takes them. */
    JsonRpcLimits limits() {
        return new JsonRpcLimits(Math.toIntExact(maxRequestSize.toBytes()), maxBatchSize, asyncTimeout);
    }

    public static class Http {

        /**
         * Whether to serve JSON-RPC at 'simdjson.jsonrpc.path' in a Spring MVC or WebFlux application.
         */
        private boolean enabled = true;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** What both socket transports share. */
    public abstract static class Socket extends SocketEndpointProperties {

        /**
         * Whether to serve JSON-RPC on this transport: one request per frame, one response frame per request that
         * has one (none for notifications).
         */
        private boolean enabled;

        /**
         * How requests and responses are framed; ndjson (one per line, as MCP-style peers speak) by default, or any
         * framing of simdjson.integration.*.framing.
         */
        private Framing framing = Framing.NDJSON;

        /**
         * Most requests of one connection running at once (methods that answer later); the connection's next request
         * is not read until one of them is answered, so a peer that sends more waits (back-pressure, nothing lost).
         */
        private int maxInFlight = 64; // JsonRpcSocketEndpoint.DEFAULT_MAX_IN_FLIGHT

        public int getMaxInFlight() {
            return maxInFlight;
        }

        public void setMaxInFlight(int maxInFlight) {
            this.maxInFlight = maxInFlight;
        }

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Framing getFraming() {
            return framing;
        }

        public void setFraming(Framing framing) {
            this.framing = framing;
        }
    }

    public static class Tcp extends Socket implements TcpListenProperties {

        /**
         * The address to listen on: loopback unless told otherwise.
         */
        private String host = "127.0.0.1";

        /**
         * The port to listen on; 0 picks a free one.
         */
        private int port;

        /**
         * TLS for this endpoint. Without it, a host other than loopback is unauthenticated plaintext for anyone who
         * can reach it.
         */
        @NestedConfigurationProperty
        private final SimdJsonProperties.Ssl ssl = new SimdJsonProperties.Ssl();

        public SimdJsonProperties.Ssl getSsl() {
            return ssl;
        }

        public String getHost() {
            return host;
        }

        public void setHost(String host) {
            this.host = host;
        }

        public int getPort() {
            return port;
        }

        public void setPort(int port) {
            this.port = port;
        }
    }

    public static class Uds extends Socket implements UdsListenProperties {

        /**
         * The socket file to listen on (required when enabled).
         */
        private @Nullable Path path;

        /**
         * The socket file's permissions, applied before the first client can connect.
         */
        private String permissions = "rw-------";

        /**
         * Whether the socket file's directory may be writable by group or others, provided it has the sticky bit
         * (like /tmp). Off: the directory that holds the socket must be owned by the application's user (or root)
         * and writable by its owner only; a missing one is created rwx------. Symbolic links on the way are refused
         * either way.
         */
        private boolean allowSharedDirectory;

        /**
         * Users (names or numeric ids) whose processes may connect, as their credentials (SO_PEERCRED) say; with
         * allowed-groups empty too (the default), any process that may open the socket file.
         */
        private List<String> allowedUsers = new ArrayList<>();

        /** Groups (names or numeric ids) whose processes may connect; see allowed-users. */
        private List<String> allowedGroups = new ArrayList<>();

        public List<String> getAllowedUsers() {
            return allowedUsers;
        }

        public void setAllowedUsers(List<String> allowedUsers) {
            this.allowedUsers = allowedUsers;
        }

        public List<String> getAllowedGroups() {
            return allowedGroups;
        }

        public void setAllowedGroups(List<String> allowedGroups) {
            this.allowedGroups = allowedGroups;
        }

        public @Nullable Path getPath() {
            return path;
        }

        public void setPath(@Nullable Path path) {
            this.path = path;
        }

        public boolean isAllowSharedDirectory() {
            return allowSharedDirectory;
        }

        public void setAllowSharedDirectory(boolean allowSharedDirectory) {
            this.allowSharedDirectory = allowSharedDirectory;
        }

        public String getPermissions() {
            return permissions;
        }

        public void setPermissions(String permissions) {
            this.permissions = permissions;
        }
    }

    /** rpc.discover: the OpenRPC document of the methods, also at GET <path>/openrpc.json. */
    public static class Discovery {

        /** Whether rpc.discover (and GET <path>/openrpc.json) answer the OpenRPC document of the methods. */
        private boolean enabled = true;

        /** The document's info.title; unset: spring.application.name, else "JSON-RPC API". */
        private @Nullable String title;

        /** The document's info.version (the API's version); unset: the build's (build-info), else "unspecified". */
        private @Nullable String version;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public @Nullable String getTitle() {
            return title;
        }

        public void setTitle(@Nullable String title) {
            this.title = title;
        }

        public @Nullable String getVersion() {
            return version;
        }

        public void setVersion(@Nullable String version) {
            this.version = version;
        }
    }
}
