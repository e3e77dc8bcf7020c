package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.PropertyNaming;
import dev.simdjson.UnknownProperties;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.SocketAdapterMode;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code simdjson.*} configuration properties.
 */
@ConfigurationProperties("simdjson")
public class SimdJsonProperties {

    /**
     * Whether to auto-configure simd-json at all. 'false' removes every simd-json bean: JSON goes through Jackson
     * as if the starter were not there.
     */
    private boolean enabled = true;

    /**
     * Which stage 1 kernel the parsers run: 'auto' takes the vector kernel when the jdk.incubator.vector module
     * is present and pays off on this CPU, 'vector' asks for it explicitly (the scalar kernel runs, with a
     * warning, where it cannot), 'scalar' always takes the portable scalar kernel.
     */
    private Implementation implementation = Implementation.AUTO;

    /**
     * Bounds every parse enforces.
     */
    private final Limits limits = new Limits();

    /**
     * What binding does with a JSON property the target type does not have: 'ignore' or 'fail' (400 Bad Request over
     * HTTP). When unset, follows the application's Jackson mapper (spring.jackson.deserialization.fail-on-unknown-
     * properties), else 'ignore'; set it only to differ from Jackson on purpose.
     */
    private @Nullable UnknownProperties unknownProperties;

    /**
     * How Java property names become JSON names when no annotation names them. When unset, follows the application's
     * Jackson mapper (its naming strategy: SNAKE_CASE, KEBAB_CASE, UPPER_CAMEL_CASE, LOWER_CASE, LOWER_CAMEL_CASE;
     * any other sends all types to Jackson) so both mappers agree; identity without Jackson.
     */
    private @Nullable PropertyNaming propertyNaming;

    private final WarmUp warmUp = new WarmUp();

    private final Http http = new Http();

    private final Metrics metrics = new Metrics();

    private final Integration integration = new Integration();

    private final Kafka kafka = new Kafka();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public Implementation getImplementation() {
        return implementation;
    }

    public void setImplementation(Implementation implementation) {
        this.implementation = implementation;
    }

    public Limits getLimits() {
        return limits;
    }

    public @Nullable UnknownProperties getUnknownProperties() {
        return unknownProperties;
    }

    public void setUnknownProperties(@Nullable UnknownProperties unknownProperties) {
        this.unknownProperties = unknownProperties;
    }

    public @Nullable PropertyNaming getPropertyNaming() {
        return propertyNaming;
    }

    public void setPropertyNaming(@Nullable PropertyNaming propertyNaming) {
        this.propertyNaming = propertyNaming;
    }

    public WarmUp getWarmUp() {
        return warmUp;
    }

    public Http getHttp() {
        return http;
    }

    public Metrics getMetrics() {
        return metrics;
    }

    public Integration getIntegration() {
        return integration;
    }

    public Kafka getKafka() {
        return kafka;
    }

    /**
     * The {@code simdjson.warm-up.*} properties: JIT warm-up of the kernels and the binding path at startup.
     */
    public static class WarmUp {

        /**
         * Whether to warm simd-json up in a background thread when the application starts, so the first requests
         * do not run interpreted Vector API code. Without it the kernel hand-off happens on first use.
         */
        private boolean enabled = true;

        /**
         * The most time the warm-up thread spends.
         */
        private Duration timeout = Duration.ofSeconds(3);

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Duration getTimeout() {
            return timeout;
        }

        public void setTimeout(Duration timeout) {
            this.timeout = timeout;
        }
    }

    /**
     * The {@code simdjson.http.*} properties: the HTTP message converter (Spring MVC, RestClient, RestTemplate)
     * and the WebFlux codecs.
     */
    public static class Http {

        /**
         * Whether JSON request and response bodies go through simd-json (ahead of Jackson, which keeps every type
         * simd-json does not take).
         */
        private boolean enabled = true;

        /**
         * The media types simd-json reads and writes.
         */
        private List<String> mediaTypes = new ArrayList<>(List.of("application/json", "application/*+json"));

        /**
         * Types always left to Jackson: fully qualified class names, or package prefixes ending in '.'. Use it for
         * types that have custom serializers or mix-ins registered in Jackson's mapper.
         */
        private List<String> excludedTypes = new ArrayList<>();

        /**
         * Whether a request body simd-json cannot read is answered with simd-json's own detailed problem
         * (application/problem+json with line, column, offset and JSON path; 413 with the limit) instead of what
         * the application's error handling makes of Jackson's failure, which is the default: the same
         * HttpMessageNotReadableException (WebFlux: DecodingException) as without simd-json.
         */
        private boolean detailedErrors = false;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public List<String> getMediaTypes() {
            return mediaTypes;
        }

        public void setMediaTypes(List<String> mediaTypes) {
            this.mediaTypes = mediaTypes;
        }

        public List<String> getExcludedTypes() {
            return excludedTypes;
        }

        public void setExcludedTypes(List<String> excludedTypes) {
            this.excludedTypes = excludedTypes;
        }

        public boolean isDetailedErrors() {
            return detailedErrors;
        }

        public void setDetailedErrors(boolean detailedErrors) {
            this.detailedErrors = detailedErrors;
        }
    }

    /**
     * The {@code simdjson.kafka.*} properties.
     */
    public static class Kafka {

        /**
         * Whether Boot's Kafka consumer and producer factories configured with Spring Kafka's Jackson serializer or
         * deserializer (by class name, directly or as an ErrorHandlingDeserializer's delegate) get simd-json's
         * instead, with the same spring.json.* settings.
         */
        private boolean enabled = true;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /**
     * The {@code simdjson.metrics.*} properties.
     */
    public static class Metrics {

        /**
         * Whether to record the simdjson.parse timer and the simdjson.payload.size summary in Micrometer (when a
         * MeterRegistry is present).
         */
        private boolean enabled = true;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /**
     * The {@code simdjson.integration.*} properties: socket inbound adapters on Spring Integration.
     */
    public static class Integration {

        private final Tcp tcp = new Tcp();

        private final Uds uds = new Uds();

        public Tcp getTcp() {
            return tcp;
        }

        public Uds getUds() {
            return uds;
        }
    }

    /**
     * What the TCP and the Unix domain socket adapters share: framing, payload and channels.
     */
    public abstract static class SocketAdapter extends SocketEndpointProperties {

        /**
         * Whether to listen for JSON frames on this transport.
         */
        private boolean enabled;

        /**
         * How frames are delimited: length-header-4-big-endian (Spring Integration's peers),
         * length-header-4-little-endian (u32 LE IPC frames), length-header-2, length-header-1, ndjson,
         * content-length (LSP) or json-stream (concatenated documents).
         */
        private Framing framing = Framing.LENGTH_HEADER_4_BIG_ENDIAN;

        /**
         * Largest frame accepted; a longer one closes its connection (the others are unaffected).
         */
        private DataSize maxFrameSize = DataSize.ofMegabytes(1);

        /**
         * The type each frame is bound to: a record, POJO, sealed union, Map, or dev.simdjson.JsonValue; Object gives
         * maps, lists, strings, numbers and booleans.
         */
        private Class<?> payloadType = Object.class;

        /**
         * The channel malformed frames go to, as ErrorMessages with the connection, frame number, offset, line and
         * column; unset, they are logged (in gateway mode the peer gets an error reply either way).
         */
        private @Nullable String errorChannel;

        /**
         * 'adapter': each frame becomes a message on the channel; 'gateway': each frame is a request and the flow's
         * reply goes back as one frame.
         */
        private SocketAdapterMode mode = SocketAdapterMode.ADAPTER;

        /**
         * The channel the bound frames (or requests) are sent to: a channel bean of that name, or the input of an
         * IntegrationFlow.from(name); simdJsonTcpInbound or simdJsonUdsInbound by default.
         */
        private String channel;

        protected SocketAdapter(String defaultChannel) {
            this.channel = defaultChannel;
        }

        public SocketAdapterMode getMode() {
            return mode;
        }

        public void setMode(SocketAdapterMode mode) {
            this.mode = mode;
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

        public DataSize getMaxFrameSize() {
            return maxFrameSize;
        }

        public void setMaxFrameSize(DataSize maxFrameSize) {
            this.maxFrameSize = maxFrameSize;
        }

        public Class<?> getPayloadType() {
            return payloadType;
        }

        public void setPayloadType(Class<?> payloadType) {
            this.payloadType = payloadType;
        }

        public @Nullable String getErrorChannel() {
            return errorChannel;
        }

        public void setErrorChannel(@Nullable String errorChannel) {
            this.errorChannel = errorChannel;
        }

        public String getChannel() {
            return channel;
        }

        public void setChannel(String channel) {
            this.channel = channel;
        }

        /** The maximum frame size in bytes, checked. */
        public int maxFrameBytes() {
            long bytes = maxFrameSize.toBytes();
            if (bytes <= 0 || bytes > Integer.MAX_VALUE - 1024) {
                throw new IllegalArgumentException("max-frame-size must be positive and below 2GB, was "
                        + maxFrameSize);
            }
            return (int) bytes;
        }
    }

    /**
     * The {@code simdjson.integration.tcp.*} properties: a TCP inbound channel adapter (Spring Integration's
     * {@code TcpReceivingChannelAdapter} on a {@code TcpNetServerConnectionFactory}) whose frames simd-json binds.
     */
    public static class Tcp extends SocketAdapter implements TcpListenProperties {

        public Tcp() {
            super("simdJsonTcpInbound");
        }

        /**
         * The address to listen on: loopback unless set ('0.0.0.0' listens on every interface).
         */
        private String host = "127.0.0.1";

        /**
         * The port to listen on; 0 takes a free one.
         */
        private int port;

        /**
         * TLS for this endpoint. Without it, a host other than loopback is unauthenticated plaintext for anyone who
         * can reach it.
         */
        private final Ssl ssl = new Ssl();

        public Ssl getSsl() {
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

    /**
     * The {@code simdjson.integration.uds.*} properties: a Unix domain socket inbound channel adapter (Spring
     * Integration's {@code TcpReceivingChannelAdapter} on simd-json's {@code UnixDomainServerConnectionFactory}).
     */
    public static class Uds extends SocketAdapter implements UdsListenProperties {

        public Uds() {
            super("simdJsonUdsInbound");
        }

        /**
         * The socket file to listen on. A stale socket file of this user there is replaced; a regular file, a live
         * socket or another instance holding the path's lock is a startup error. Removed at shutdown if it is still
         * the one bound.
         */
        private @Nullable Path path;

        /**
         * The socket file's permissions, applied before any client can connect.
         */
        private String permissions = "rw-------";

        /**
         * Whether the socket file's directory may be writable by group or others, provided it has the sticky bit
         * (like /tmp). Off: the directory that holds the socket must be owned by the application's user (or root)
         * and writable by its owner only; a missing one is created rwx------. Symbolic links on the way are refused
         * either way.
         */
        private boolean allowSharedDirectory;

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

    /**
     * The {@code simdjson.limits.*} properties: the bounds a parse never goes beyond. A document that breaks one
     * fails with a {@link dev.simdjson.JsonParseException} at the place where the limit was crossed.
     */
    public static class Limits {

        /**
         * Deepest nesting of arrays and objects a document may have.
         */
        private int maxDepth = JsonLimits.DEFAULT_MAX_DEPTH;

        /**
         * Largest document to parse, below 2GB. A plain number means bytes; units such as 'KB' and 'MB' work.
         */
        private DataSize maxDocumentSize = DataSize.ofBytes(JsonLimits.DEFAULT_MAX_DOCUMENT_BYTES);

        /**
         * Longest string, in UTF-8 bytes before unescaping.
         */
        private int maxStringLength = JsonLimits.DEFAULT_MAX_STRING_BYTES;

        /**
         * Longest number literal, in characters.
         */
        private int maxNumberLength = JsonLimits.DEFAULT_MAX_NUMBER_LENGTH;

        /**
         * Largest scale (power of ten), in magnitude, of a number read into an integer type (BigInteger, or a
         * long through its exact value), an Instant or a Duration: '1e-7' has a scale of 7, '1e7' of -7. As
         * Jackson's limit; a short literal such as '1e-5000000' would otherwise cost seconds of CPU.
         */
        private int maxNumberScale = JsonLimits.DEFAULT_MAX_NUMBER_SCALE;

        /** Longest property name, in UTF-8 bytes (Jackson's limit is 50,000 characters). */
        private int maxNameLength = JsonLimits.DEFAULT_MAX_NAME_BYTES;

        public int getMaxNameLength() {
            return maxNameLength;
        }

        public void setMaxNameLength(int maxNameLength) {
            this.maxNameLength = maxNameLength;
        }

        public int getMaxDepth() {
            return maxDepth;
        }

        public void setMaxDepth(int maxDepth) {
            this.maxDepth = maxDepth;
        }

        public DataSize getMaxDocumentSize() {
            return maxDocumentSize;
        }

        public void setMaxDocumentSize(DataSize maxDocumentSize) {
            this.maxDocumentSize = maxDocumentSize;
        }

        public int getMaxStringLength() {
            return maxStringLength;
        }

        public void setMaxStringLength(int maxStringLength) {
            this.maxStringLength = maxStringLength;
        }

        public int getMaxNumberLength() {
            return maxNumberLength;
        }

        public void setMaxNumberLength(int maxNumberLength) {
            this.maxNumberLength = maxNumberLength;
        }

        public int getMaxNumberScale() {
            return maxNumberScale;
        }

        public void setMaxNumberScale(int maxNumberScale) {
            this.maxNumberScale = maxNumberScale;
        }

        /**
         * These limits as the core's {@link JsonLimits}.
         *
         * @throws IllegalArgumentException when a limit is not positive or the document size is 2GB or more
         */
        public JsonLimits toJsonLimits() {
            requirePositive("max-depth", maxDepth);
            requirePositive("max-string-length", maxStringLength);
            requirePositive("max-number-length", maxNumberLength);
            requirePositive("max-number-scale", maxNumberScale);
            requirePositive("max-name-length", maxNameLength);
            long documentBytes = maxDocumentSize.toBytes();
            if (documentBytes <= 0 || documentBytes > Integer.MAX_VALUE - 1024) {
                throw new IllegalArgumentException(
                        "simdjson.limits.max-document-size must be positive and below 2GB, was " + maxDocumentSize);
            }
            try {
                return new JsonLimits(maxDepth, (int) documentBytes, maxStringLength, maxNumberLength, maxNumberScale,
                        maxNameLength);
            } catch (IllegalArgumentException e) {
                // A bound the core sets beyond the ones checked here.
                throw new IllegalArgumentException("Invalid simdjson.limits: " + e.getMessage(), e);
            }
        }

        private static void requirePositive(String property, int value) {
            if (value <= 0) {
                throw new IllegalArgumentException("simdjson.limits." + property + " must be positive, was " + value);
            }
        }
    }

    /** TLS for a TCP endpoint, from one of Boot's SSL bundles. */
    public static class Ssl {

        /**
         * The name of the SSL bundle (spring.ssl.bundle.*) the endpoint listens with; unset: plaintext TCP.
         */
        private @Nullable String bundle;

        public @Nullable String getBundle() {
            return bundle;
        }

        public void setBundle(@Nullable String bundle) {
            this.bundle = bundle;
        }
    }
}
