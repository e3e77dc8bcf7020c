package dev.simdjson.spring.actuate;

import dev.simdjson.JsonLimits;
import dev.simdjson.MapperConfig;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.PropertyValues;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.KafkaSerdes;
import dev.simdjson.spring.SocketAdapters;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.jackson.JacksonAlignment;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code /actuator/simdjson}: which kernel runs and why, the limits and binding settings in force, the warm-up, what
 * each transport parsed, the types left to Jackson, the socket endpoints, the JSON-RPC methods and the Kafka
 * factories switched to simd-json's serdes.
 */
@Endpoint(id = "simdjson")
public final class SimdJsonEndpoint {

    private final RuntimeReport report;
    private final SimdJsonMapper mapper;
    private final SimdJsonWarmUp warmUp;
    private final JacksonHandoffs handoffs;
    private final @Nullable ParseStatistics statistics;
    private final @Nullable JacksonAlignment alignment;
    private final SocketAdapters sockets;
    private final JsonRpcMethods jsonRpc;
    private final KafkaSerdes kafka;

    /**
     * @param statistics the per-transport figures, {@code null} when the Micrometer metrics are off
     */
    public SimdJsonEndpoint(RuntimeReport report, SimdJsonMapper mapper, SimdJsonWarmUp warmUp,
            JacksonHandoffs handoffs, @Nullable ParseStatistics statistics) {
        this(report, mapper, warmUp, handoffs, statistics, null, SocketAdapters.NONE, JsonRpcMethods.NONE);
    }

    /** As the next constructor, with no Kafka factory switched. */
    public SimdJsonEndpoint(RuntimeReport report, SimdJsonMapper mapper, SimdJsonWarmUp warmUp,
            JacksonHandoffs handoffs, @Nullable ParseStatistics statistics, @Nullable JacksonAlignment alignment,
            SocketAdapters sockets, JsonRpcMethods jsonRpc) {
        this(report, mapper, warmUp, handoffs, statistics, alignment, sockets, jsonRpc, KafkaSerdes.NONE);
    }

    /**
     * @param alignment what simd-json follows of the application's Jackson configuration, {@code null} without a
     *                  Jackson mapper
     * @param sockets   the socket endpoints to list
     * @param jsonRpc   the JSON-RPC methods to list
     * @param kafka     the Kafka client factories switched to simd-json's serdes
     */
    public SimdJsonEndpoint(RuntimeReport report, SimdJsonMapper mapper, SimdJsonWarmUp warmUp,
            JacksonHandoffs handoffs, @Nullable ParseStatistics statistics, @Nullable JacksonAlignment alignment,
            SocketAdapters sockets, JsonRpcMethods jsonRpc, KafkaSerdes kafka) {
        this.kafka = Objects.requireNonNull(kafka, "kafka");
        this.alignment = alignment;
        this.jsonRpc = Objects.requireNonNull(jsonRpc, "jsonRpc");
        this.sockets = Objects.requireNonNull(sockets, "sockets");
        this.report = Objects.requireNonNull(report, "report");
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.warmUp = Objects.requireNonNull(warmUp, "warmUp");
        this.handoffs = Objects.requireNonNull(handoffs, "handoffs");
        this.statistics = statistics;
    }

    @ReadOperation
    public SimdJsonDescriptor simdjson() {
        MapperConfig config = mapper.config();
        return new SimdJsonDescriptor(runtime(), limits(config.limits()),
                new SimdJsonDescriptor.Binding(value(config.unknownProperties()), value(config.naming())),
                warmUp(), transports(), jackson(), sockets.adapters(), jsonRpc.methods(), kafka.switched());
    }

    private SimdJsonDescriptor.Runtime runtime() {
        RuntimeReport report = LiveReport.of(this.report);
        String features = report.cpuFeatures() == null ? "" : report.cpuFeatures().trim();
        List<String> cpuFeatures = features.isEmpty() ? List.of() : Arrays.asList(features.split("\\s+"));
        return new SimdJsonDescriptor.Runtime(value(report.implementation()), value(report.requested()),
                report.vectorized() && SimdJsonRuntime.vectorHot(), report.species(), report.bitWidth(),
                report.preferredBitWidth(), report.vectorModulePresent(), report.fallbackReason(), cpuFeatures,
                report.javaVersion(), report.osArch());
    }

    private static SimdJsonDescriptor.Limits limits(JsonLimits limits) {
        return new SimdJsonDescriptor.Limits(limits.maxDepth(), limits.maxDocumentBytes(), limits.maxStringBytes(),
                limits.maxNumberLength(), limits.maxNumberScale(), limits.maxNameBytes());
    }

    private SimdJsonDescriptor.WarmUp warmUp() {
        Duration took = warmUp.took();
        return new SimdJsonDescriptor.WarmUp(warmUp.enabled(), value(warmUp.state()), warmUp.detail(),
                took == null ? null : took.toMillis(), warmUp.timeout().toMillis());
    }

    private Map<String, TransportStatistics> transports() {
        Map<String, TransportStatistics> transports = new LinkedHashMap<>();
        if (statistics != null) {
            for (Transport transport : Transport.values()) {
                transports.put(transport.tag(), statistics.of(transport));
            }
        }
        return transports;
    }

    private SimdJsonDescriptor.Jackson jackson() {
        List<SimdJsonDescriptor.Handoff> list = handoffs.handoffs().stream()
                .map(h -> new SimdJsonDescriptor.Handoff(h.type(), value(h.direction()), h.reason()))
                .toList();
        return new SimdJsonDescriptor.Jackson(alignment == null ? List.of() : alignment.followed(),
                alignment == null ? List.of() : alignment.leftToJackson(), list, handoffs.dropped());
    }

    private static String value(Enum<?> constant) {
        return PropertyValues.of(constant);
    }
}
