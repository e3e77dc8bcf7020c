package dev.simdjson.spring.actuate;

import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.KafkaSerdes;
import dev.simdjson.spring.SocketAdapters;
import org.jspecify.annotations.Nullable;

import java.util.List;
import java.util.Map;

/**
 * What {@code GET /actuator/simdjson} answers. Enum values are written the way the {@code simdjson.*} properties
 * take them (lower case, '-' for '_').
 *
 * @param runtime    the kernel that runs and why
 * @param limits     the bounds every parse enforces
 * @param binding    how JSON properties meet Java properties
 * @param warmUp     the startup JIT warm-up
 * @param transports per transport tag ({@code http-server}, {@code http-client}, {@code http-reactive}), what was
 *                   parsed; empty when the Micrometer metrics are off
 * @param jackson    the types left to Jackson
 * @param sockets    the socket endpoints (TCP, Unix domain sockets): where they listen, framing, open connections
 * @param jsonrpc    the JSON-RPC methods served: calls, errors, recent p50/p99
 * @param kafka      the Kafka client factory settings switched from Spring Kafka's Jackson serdes to simd-json's
 */
public record SimdJsonDescriptor(Runtime runtime, Limits limits, Binding binding, WarmUp warmUp,
                                 Map<String, TransportStatistics> transports, Jackson jackson,
                                 List<SocketAdapters.Description> sockets, List<JsonRpcMethods.Description> jsonrpc,
                                 List<KafkaSerdes.Switched> kafka) {

    /**
     * @param implementation          the kernel chosen for this JVM: {@code vector} or {@code scalar}
     * @param requestedImplementation what was asked for: {@code auto}, {@code vector} or {@code scalar}
     * @param vectorKernelWarm        whether the vector kernel was warmed up and measured compiled, so that
     *                                {@code auto} parsers run it (until then they run the scalar kernel)
     * @param species                 the vector species, absent for the scalar kernel
     * @param bitWidth                the species' width in bits, 0 for the scalar kernel
     * @param preferredBitWidth       the JVM's preferred vector width in bits, 0 without the vector module
     * @param vectorModulePresent     whether {@code jdk.incubator.vector} is loaded
     * @param fallbackReason          why the scalar kernel runs, absent when the vector kernel runs
     * @param cpuFeatures             the SIMD features the OS reports for this CPU
     * @param javaVersion             {@code java.version}
     * @param osArch                  {@code os.arch}
     */
    public record Runtime(String implementation, String requestedImplementation, boolean vectorKernelWarm,
                          @Nullable String species, int bitWidth, int preferredBitWidth, boolean vectorModulePresent,
                          @Nullable String fallbackReason, List<String> cpuFeatures, String javaVersion,
                          String osArch) {
    }

    /** The {@code simdjson.limits.*} in force. */
    public record Limits(int maxDepth, long maxDocumentBytes, int maxStringBytes, int maxNumberLength,
                         int maxNumberScale, int maxNameBytes) {
    }

    /**
     * @param unknownProperties what binding does with a JSON property the type does not have: {@code ignore} or
     *                          {@code fail}
     * @param propertyNaming    how Java names become JSON names, e.g. {@code identity} or {@code snake-case}
     */
    public record Binding(String unknownProperties, String propertyNaming) {
    }

    /**
     * @param enabled       {@code simdjson.warm-up.enabled}
     * @param state         {@code disabled}, {@code pending}, {@code running}, {@code done} (the vector kernel is
     *                      compiled and runs), {@code timed-out}, {@code not-compiled} (the JIT did not compile the
     *                      vector kernel, so the scalar one runs), {@code skipped} (the scalar kernel is the choice)
     *                      or {@code failed}
     * @param detail        what it found once ended, with the fix when something went wrong; else absent
     * @param tookMillis    how long it took once ended, else absent
     * @param timeoutMillis the most time it spends
     */
    public record WarmUp(boolean enabled, String state, @Nullable String detail, @Nullable Long tookMillis,
                         long timeoutMillis) {
    }

    /**
     * @param followed      the application's Jackson settings simd-json reproduces (e.g. default property inclusion)
     * @param leftToJackson the settings that send the types they affect, or all types, to Jackson, with that scope
     * @param handoffs      the types simd-json left to Jackson, sorted by type
     * @param dropped       further types not listed because the list is full
     */
    public record Jackson(List<String> followed, List<String> leftToJackson, List<Handoff> handoffs, long dropped) {
    }

    /**
     * @param type      the type's name
     * @param direction {@code read} (request bodies, client responses) or {@code write}
     * @param reason    why simd-json did not take it
     */
    public record Handoff(String type, String direction, String reason) {
    }
}
