package dev.simdjson.spring.autoconfigure;

import com.jayway.jsonpath.JsonPath;
import dev.simdjson.JsonLimits;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.jsonrpc.DefaultJsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcLimits;
import dev.simdjson.spring.jsonrpc.JsonRpcSocketEndpoint;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class SimdJsonPropertiesTests {

    @Test
    void defaultsAreTheCoreDefaults() {
        SimdJsonProperties properties = new SimdJsonProperties();
        assertThat(properties.isEnabled()).isTrue();
        assertThat(properties.getImplementation()).isEqualTo(Implementation.AUTO);
        assertThat(properties.getLimits().toJsonLimits()).isEqualTo(JsonLimits.DEFAULTS);
    }

    @Test
    void socketDefaultsAreTheOnesEveryEndpointShares() {
        SimdJsonProperties.Integration integration = new SimdJsonProperties().getIntegration();
        SimdJsonRpcProperties rpc = new SimdJsonRpcProperties();
        for (int max : List.of(integration.getTcp().getMaxConnections(), integration.getUds().getMaxConnections(),
                rpc.getTcp().getMaxConnections(), rpc.getUds().getMaxConnections())) {
            assertThat(max).isEqualTo(SocketDefaults.MAX_CONNECTIONS);
        }
        assertThat(List.of(integration.getUds().getPermissions(), rpc.getUds().getPermissions()))
                .containsOnly(SocketDefaults.PERMISSIONS);
        assertThat(List.of(integration.getTcp().getHost(), rpc.getTcp().getHost()))
                .containsOnly(SocketDefaults.LOOPBACK);
        assertThat(List.of(integration.getTcp().getIdleTimeout(), integration.getUds().getIdleTimeout(),
                rpc.getTcp().getIdleTimeout(), rpc.getUds().getIdleTimeout()))
                .containsOnly(SocketDefaults.IDLE_TIMEOUT);
        assertThat(List.of(integration.getTcp().getMaxConsecutiveParseErrors(),
                integration.getUds().getMaxConsecutiveParseErrors(), rpc.getTcp().getMaxConsecutiveParseErrors(),
                rpc.getUds().getMaxConsecutiveParseErrors())).containsOnly(SocketDefaults.MAX_CONSECUTIVE_PARSE_ERRORS);
    }

    @Test
    void limitsConvertToJsonLimits() {
        SimdJsonProperties.Limits limits = new SimdJsonProperties().getLimits();
        limits.setMaxDepth(12);
        limits.setMaxDocumentSize(DataSize.ofKilobytes(64));
        limits.setMaxStringLength(1000);
        limits.setMaxNumberLength(30);
        assertThat(limits.toJsonLimits()).isEqualTo(new JsonLimits(12, 65536, 1000, 30));
        limits.setMaxNumberScale(500);
        assertThat(limits.toJsonLimits()).isEqualTo(new JsonLimits(12, 65536, 1000, 30, 500));
        limits.setMaxNameLength(200);
        assertThat(limits.toJsonLimits()).isEqualTo(new JsonLimits(12, 65536, 1000, 30, 500, 200));
        limits.setMaxNumberScale(0);
        assertThatIllegalArgumentException().isThrownBy(limits::toJsonLimits)
                .withMessageContaining("simdjson.limits.max-number-scale");
    }

    @Test
    void badLimitsNameTheProperty() {
        SimdJsonProperties.Limits limits = new SimdJsonProperties().getLimits();
        limits.setMaxStringLength(0);
        assertThatIllegalArgumentException().isThrownBy(limits::toJsonLimits)
                .withMessageContaining("simdjson.limits.max-string-length");
        limits.setMaxStringLength(10);
        limits.setMaxDocumentSize(DataSize.ofGigabytes(2));
        assertThatIllegalArgumentException().isThrownBy(limits::toJsonLimits)
                .withMessageContaining("simdjson.limits.max-document-size");
    }

    /** The configuration processor ran, every property has a description, and the defaults match the core's. */
    @Test
    void generatedMetadataDescribesEveryPropertyWithTheCoreDefaults() throws Exception {
        String json = Files.readString(metadataFile());
        // Our own properties (the processor also describes management.endpoint.simdjson.* from the @Endpoint).
        List<Map<String, Object>> properties = JsonPath.read(json, "$.properties[?(@.name =~ /simdjson\\..*/)]");
        assertThat(properties).extracting(p -> p.get("name")).containsExactlyInAnyOrder(
                "simdjson.enabled", "simdjson.implementation", "simdjson.limits.max-depth",
                "simdjson.limits.max-document-size", "simdjson.limits.max-string-length",
                "simdjson.limits.max-number-length", "simdjson.limits.max-number-scale",
                "simdjson.limits.max-name-length", "simdjson.unknown-properties", "simdjson.property-naming",
                "simdjson.warm-up.enabled", "simdjson.warm-up.timeout", "simdjson.http.enabled",
                "simdjson.http.media-types", "simdjson.http.excluded-types", "simdjson.http.detailed-errors",
                "simdjson.metrics.enabled", "simdjson.kafka.enabled",
                "simdjson.integration.tcp.enabled", "simdjson.integration.tcp.host", "simdjson.integration.tcp.port",
                "simdjson.integration.tcp.framing", "simdjson.integration.tcp.max-frame-size",
                "simdjson.integration.tcp.payload-type", "simdjson.integration.tcp.channel",
                "simdjson.integration.tcp.error-channel", "simdjson.integration.tcp.mode",
                "simdjson.integration.tcp.max-connections",
                "simdjson.integration.uds.enabled", "simdjson.integration.uds.path",
                "simdjson.integration.uds.permissions", "simdjson.integration.uds.max-connections",
                "simdjson.integration.uds.framing", "simdjson.integration.uds.max-frame-size",
                "simdjson.integration.uds.payload-type", "simdjson.integration.uds.channel",
                "simdjson.integration.uds.error-channel", "simdjson.integration.uds.mode",
                "simdjson.jsonrpc.enabled", "simdjson.jsonrpc.path", "simdjson.jsonrpc.max-request-size",
                "simdjson.jsonrpc.max-batch-size", "simdjson.jsonrpc.http.enabled", "simdjson.jsonrpc.tcp.enabled",
                "simdjson.jsonrpc.tcp.host", "simdjson.jsonrpc.tcp.port", "simdjson.jsonrpc.tcp.framing",
                "simdjson.jsonrpc.tcp.max-connections", "simdjson.jsonrpc.uds.enabled", "simdjson.jsonrpc.uds.path",
                "simdjson.jsonrpc.uds.permissions", "simdjson.jsonrpc.uds.framing",
                "simdjson.jsonrpc.uds.max-connections",
                "simdjson.integration.tcp.idle-timeout", "simdjson.integration.uds.idle-timeout",
                "simdjson.jsonrpc.tcp.idle-timeout", "simdjson.jsonrpc.uds.idle-timeout",
                "simdjson.integration.tcp.max-consecutive-parse-errors",
                "simdjson.integration.uds.max-consecutive-parse-errors",
                "simdjson.jsonrpc.tcp.max-consecutive-parse-errors", "simdjson.jsonrpc.uds.max-consecutive-parse-errors",
                "simdjson.integration.tcp.ssl.bundle", "simdjson.integration.uds.allow-shared-directory",
                "simdjson.jsonrpc.async-timeout", "simdjson.jsonrpc.tcp.max-in-flight", "simdjson.jsonrpc.tcp.ssl.bundle",
                "simdjson.jsonrpc.uds.allow-shared-directory", "simdjson.jsonrpc.uds.max-in-flight",
                "simdjson.jsonrpc.uds.allowed-users", "simdjson.jsonrpc.uds.allowed-groups",
                "simdjson.jsonrpc.access-denied-code", "simdjson.jsonrpc.log-bodies", "simdjson.jsonrpc.clients",
                "simdjson.jsonrpc.discovery.enabled", "simdjson.jsonrpc.discovery.title",
                "simdjson.jsonrpc.discovery.version");
        assertThat(properties).allSatisfy(p -> assertThat((String) p.get("description")).isNotBlank());
        assertThat(defaultOf(json, "simdjson.enabled")).isEqualTo(true);
        assertThat(defaultOf(json, "simdjson.jsonrpc.access-denied-code"))
                .isEqualTo(DefaultJsonRpcErrorHandler.ACCESS_DENIED);
        assertThat(defaultOf(json, "simdjson.jsonrpc.tcp.max-in-flight"))
                .isEqualTo(JsonRpcSocketEndpoint.DEFAULT_MAX_IN_FLIGHT);
        assertThat(Duration.parse("PT" + ((String) defaultOf(json, "simdjson.jsonrpc.async-timeout")).toUpperCase()))
                .isEqualTo(JsonRpcLimits.DEFAULT_ASYNC_TIMEOUT);
        assertThat(defaultOf(json, "simdjson.implementation")).isEqualTo("auto");
        assertThat(defaultOf(json, "simdjson.limits.max-depth")).isEqualTo(JsonLimits.DEFAULT_MAX_DEPTH);
        assertThat(DataSize.parse((String) defaultOf(json, "simdjson.limits.max-document-size")).toBytes())
                .isEqualTo(JsonLimits.DEFAULT_MAX_DOCUMENT_BYTES);
        assertThat(defaultOf(json, "simdjson.limits.max-string-length")).isEqualTo(JsonLimits.DEFAULT_MAX_STRING_BYTES);
        assertThat(defaultOf(json, "simdjson.limits.max-number-length")).isEqualTo(JsonLimits.DEFAULT_MAX_NUMBER_LENGTH);
        assertThat(defaultOf(json, "simdjson.limits.max-number-scale")).isEqualTo(JsonLimits.DEFAULT_MAX_NUMBER_SCALE);
        assertThat(defaultOf(json, "simdjson.limits.max-name-length")).isEqualTo(JsonLimits.DEFAULT_MAX_NAME_BYTES);
        // Unset by default: it follows the application's Jackson mapper.
        assertThat(JsonPath.<List<Object>>read(json,
                "$.properties[?(@.name == 'simdjson.unknown-properties')].defaultValue")).isEmpty();
        assertThat(new SimdJsonProperties().getUnknownProperties()).isNull();
        assertThat(defaultOf(json, "simdjson.warm-up.enabled")).isEqualTo(true);
        assertThat(defaultOf(json, "simdjson.warm-up.timeout")).isEqualTo("3s");
        assertThat(defaultOf(json, "simdjson.http.enabled")).isEqualTo(true);
        assertThat(defaultOf(json, "simdjson.http.detailed-errors")).isEqualTo(false);
        assertThat(defaultOf(json, "simdjson.http.media-types"))
                .isEqualTo(List.of("application/json", "application/*+json"));
        assertThat(defaultOf(json, "simdjson.metrics.enabled")).isEqualTo(true);
        assertThat(defaultOf(json, "simdjson.integration.tcp.host")).isEqualTo("127.0.0.1");
        assertThat(defaultOf(json, "simdjson.integration.uds.permissions")).isEqualTo("rw-------");
        assertThat(defaultOf(json, "simdjson.integration.uds.max-connections")).isEqualTo(256);
        assertThat(defaultOf(json, "simdjson.jsonrpc.path")).isEqualTo("/jsonrpc");
        assertThat(DataSize.parse((String) defaultOf(json, "simdjson.jsonrpc.max-request-size")).toBytes())
                .isEqualTo(JsonRpcLimits.DEFAULTS.maxRequestSize());
        assertThat(defaultOf(json, "simdjson.jsonrpc.max-batch-size")).isEqualTo(JsonRpcLimits.DEFAULTS.maxBatchSize());
        assertThat(defaultOf(json, "simdjson.jsonrpc.tcp.host")).isEqualTo("127.0.0.1");
        assertThat(defaultOf(json, "simdjson.jsonrpc.tcp.framing")).isEqualTo("ndjson");
        assertThat(defaultOf(json, "simdjson.jsonrpc.uds.permissions")).isEqualTo("rw-------");
        assertThat(defaultOf(json, "simdjson.integration.tcp.max-connections")).isEqualTo(256);
        assertThat(defaultOf(json, "simdjson.integration.tcp.framing")).isEqualTo("length-header-4-big-endian");
        assertThat(defaultOf(json, "simdjson.integration.tcp.mode")).isEqualTo("adapter");
        assertThat(defaultOf(json, "simdjson.integration.tcp.channel")).isEqualTo(new SimdJsonProperties()
                .getIntegration().getTcp().getChannel());
        assertThat(defaultOf(json, "simdjson.integration.uds.channel")).isEqualTo(new SimdJsonProperties()
                .getIntegration().getUds().getChannel());
        SimdJsonProperties defaults = new SimdJsonProperties();
        assertThat(defaults.getHttp().getMediaTypes()).containsExactly("application/json", "application/*+json");
        assertThat(defaults.getWarmUp().getTimeout()).hasSeconds(3);
    }

    private static Object defaultOf(String json, String name) {
        List<Object> values = JsonPath.read(json, "$.properties[?(@.name == '" + name + "')].defaultValue");
        assertThat(values).as("default of %s", name).hasSize(1);
        return values.getFirst();
    }

    /** This module's own metadata (other jars on the class path carry a file of the same name). */
    private static Path metadataFile() throws URISyntaxException {
        Path classes = Path.of(SimdJsonProperties.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return classes.resolve("META-INF/spring-configuration-metadata.json");
    }
}
