package dev.simdjson.spring.actuate;

import dev.simdjson.JsonLimits;
import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.UnknownProperties;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.SimdJsonWarmUp;
import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.SocketAdapters;
import dev.simdjson.spring.Transport;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.simdjson.spring.jackson.JacksonAlignment;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;

import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.SCALAR;
import static dev.simdjson.spring.actuate.MicrometerParseMetricsTests.VECTOR;
import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonEndpointTests {

    private final SimdJsonMapper mapper = SimdJsonMapper.builder()
            .limits(new JsonLimits(64, 4096, 1000, 50, 900, 80))
            .unknownProperties(UnknownProperties.FAIL)
            .naming(PropertyNaming.SNAKE_CASE)
            .build();
    private final SimdJsonWarmUp warmUp = new SimdJsonWarmUp(mapper, false, Duration.ofSeconds(2));
    private final JacksonHandoffs handoffs = new JacksonHandoffs();

    @Test
    void describesTheVectorKernel() {
        SimdJsonDescriptor.Runtime runtime = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null)
                .simdjson().runtime();
        assertThat(runtime.implementation()).isEqualTo("vector");
        assertThat(runtime.requestedImplementation()).isEqualTo("auto");
        assertThat(runtime.species()).isEqualTo("Species[byte, 32, S_256_BIT]");
        assertThat(runtime.bitWidth()).isEqualTo(256);
        assertThat(runtime.preferredBitWidth()).isEqualTo(256);
        assertThat(runtime.vectorModulePresent()).isTrue();
        assertThat(runtime.fallbackReason()).isNull();
        assertThat(runtime.cpuFeatures()).containsExactly("avx", "avx2");
        assertThat(runtime.javaVersion()).isEqualTo("25");
        assertThat(runtime.osArch()).isEqualTo("amd64");
    }

    @Test
    void describesTheScalarFallbackWithItsReason() {
        SimdJsonDescriptor.Runtime runtime = new SimdJsonEndpoint(SCALAR, mapper, warmUp, handoffs, null)
                .simdjson().runtime();
        assertThat(runtime.implementation()).isEqualTo("scalar");
        assertThat(runtime.species()).isNull();
        assertThat(runtime.bitWidth()).isZero();
        assertThat(runtime.vectorModulePresent()).isFalse();
        assertThat(runtime.vectorKernelWarm()).isFalse();
        assertThat(runtime.fallbackReason()).contains("jdk.incubator.vector");
        assertThat(runtime.cpuFeatures()).isEmpty();
    }

    @Test
    void showsTheLimitsAndBindingSettingsOfTheMapper() {
        SimdJsonDescriptor descriptor = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null).simdjson();
        assertThat(descriptor.limits()).isEqualTo(new SimdJsonDescriptor.Limits(64, 4096, 1000, 50, 900, 80));
        assertThat(descriptor.binding()).isEqualTo(new SimdJsonDescriptor.Binding("fail", "snake-case"));
    }

    @Test
    void showsTheWarmUp() throws InterruptedException {
        SimdJsonDescriptor.WarmUp off = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null)
                .simdjson().warmUp();
        assertThat(off).isEqualTo(new SimdJsonDescriptor.WarmUp(false, "disabled", null, null, 2000));

        SimdJsonWarmUp on = new SimdJsonWarmUp(mapper, true, Duration.ofSeconds(20));
        SimdJsonEndpoint endpoint = new SimdJsonEndpoint(VECTOR, mapper, on, handoffs, null);
        assertThat(endpoint.simdjson().warmUp().state()).isEqualTo("pending");
        on.start();
        assertThat(on.awaitDone(Duration.ofSeconds(30))).isTrue();
        SimdJsonDescriptor.WarmUp done = endpoint.simdjson().warmUp();
        assertThat(done.enabled()).isTrue();
        assertThat(done.state()).isEqualTo("done");
        assertThat(done.detail()).contains("compiled and runs");
        assertThat(done.tookMillis()).isNotNull().isBetween(0L, 30_000L);
        assertThat(done.timeoutMillis()).isEqualTo(20_000);
    }

    @Test
    void listsWhatIsFollowedOfTheApplicationsJacksonConfigurationAndWhatIsLeftToIt() {
        JsonMapper jackson = JsonMapper.builder()
                .changeDefaultPropertyInclusion(v -> v.withValueInclusion(JsonInclude.Include.NON_EMPTY))
                .enable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS).build();
        SimdJsonDescriptor.Jackson described = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null,
                JacksonAlignment.of(jackson), SocketAdapters.NONE, JsonRpcMethods.NONE).simdjson().jackson();
        assertThat(described.followed()).singleElement().asString().contains("default-property-inclusion")
                .contains("value non-empty");
        assertThat(described.leftToJackson()).containsExactly(
                "spring.jackson.datatype.datetime.write-dates-as-timestamps=true: date/time types");
        // Without a Jackson mapper there is nothing to follow.
        assertThat(new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null).simdjson().jackson().followed())
                .isEmpty();
    }

    @Test
    void listsTheTypesHandedToJackson() {
        handoffs.record(Runnable.class, Direction.READ, "java.lang.Runnable is an interface");
        handoffs.record(Thread.class, Direction.WRITE, "unsupported JDK type java.lang.Thread");
        SimdJsonDescriptor.Jackson jackson = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null)
                .simdjson().jackson();
        assertThat(jackson.handoffs()).containsExactly(
                new SimdJsonDescriptor.Handoff("java.lang.Runnable", "read", "java.lang.Runnable is an interface"),
                new SimdJsonDescriptor.Handoff("java.lang.Thread", "write", "unsupported JDK type java.lang.Thread"));
        assertThat(jackson.dropped()).isZero();
    }

    @Test
    void countsTheHandoffsThatDidNotFit() {
        for (int i = 0; i < JacksonHandoffs.CAPACITY + 3; i++) {
            handoffs.record(new NamedType("Type" + i), Direction.READ, "test");
        }
        SimdJsonDescriptor.Jackson jackson = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null)
                .simdjson().jackson();
        assertThat(jackson.handoffs()).hasSize(JacksonHandoffs.CAPACITY);
        assertThat(jackson.dropped()).isEqualTo(3);
    }

    @Test
    void showsWhatEachTransportParsed() {
        MicrometerParseMetrics metrics = new MicrometerParseMetrics(new SimpleMeterRegistry(), VECTOR, false);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 1_000, 20_000);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.SUCCESS, 3_000, 20_000);
        metrics.record(Transport.HTTP_SERVER, ParseOutcome.BIND_ERROR, 10, 1_000);
        metrics.record(Transport.HTTP_REACTIVE, ParseOutcome.SUCCESS, 50, 2_000);

        SimdJsonDescriptor descriptor = new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, metrics).simdjson();
        assertThat(descriptor.transports()).containsOnlyKeys("http-server", "http-client", "http-reactive", "tcp",
                "uds", "kafka");
        TransportStatistics server = descriptor.transports().get("http-server");
        assertThat(server.documents()).isEqualTo(3);
        assertThat(server.bytes()).isEqualTo(4_010);
        assertThat(server.errors()).isEqualTo(1);
        assertThat(server.p50Micros()).isGreaterThan(19).isLessThan(21);
        assertThat(server.p99Micros()).isGreaterThan(19).isLessThan(21);
        assertThat(descriptor.transports().get("http-client")).isEqualTo(TransportStatistics.EMPTY);
        assertThat(descriptor.transports().get("http-reactive").documents()).isEqualTo(1);
    }

    @Test
    void hasNoTransportFiguresWithoutMetrics() {
        assertThat(new SimdJsonEndpoint(VECTOR, mapper, warmUp, handoffs, null).simdjson().transports()).isEmpty();
    }

    /** A type with a chosen name, to fill the hand-off list. */
    private record NamedType(String name) implements java.lang.reflect.Type {

        @Override
        public String getTypeName() {
            return name;
        }
    }
}
