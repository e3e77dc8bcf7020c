package dev.simdjson.spring.integration;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.core.ResolvableType;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.support.context.NamedComponent;
import org.springframework.messaging.MessageChannel;

import java.lang.reflect.Type;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * How an endpoint built with the Java DSL ({@code dev.simdjson.spring.integration.dsl.JsonSockets}) cuts and binds
 * its frames: the framing, the maximum frame size, the payload type and the mapper. The endpoint applies it to its
 * connection factory when it initializes (serializer, deserializer and a {@link JsonFrameMessageMapper}), using the
 * application's {@link SimdJsonMapper} and {@link ParseMetrics} beans unless a mapper was given, and lists itself in
 * the application's {@link SocketAdapterRegistry} (so {@code /actuator/simdjson} shows it) when there is one.
 * The defaults are the {@code simdjson.integration.*} properties' defaults.
 */
public final class FrameBinding {

    private Type payloadType = Object.class;
    private Framing framing = Framing.LENGTH_HEADER_4_BIG_ENDIAN;
    private int maxFrameSize = 1024 * 1024;
    private @Nullable SimdJsonMapper mapper;

    /** What each frame is bound to: a record, POJO, sealed union, {@code Map}, {@code Object} or {@code JsonValue}. */
    public void setPayloadType(Type payloadType) {
        this.payloadType = Objects.requireNonNull(payloadType, "payloadType");
    }

    public void setFraming(Framing framing) {
        this.framing = Objects.requireNonNull(framing, "framing");
    }

    /** The largest frame in bytes; a longer one closes its connection. */
    public void setMaxFrameSize(int maxFrameSize) {
        if (maxFrameSize <= 0) {
            throw new IllegalArgumentException("maxFrameSize must be positive: " + maxFrameSize);
        }
        this.maxFrameSize = maxFrameSize;
    }

    /** The mapper that binds the frames; by default the application's {@link SimdJsonMapper} bean. */
    public void setMapper(SimdJsonMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    /** Sets {@code factory}'s framing and message mapper; then lists the endpoint in the registry if there is one. */
    void apply(AbstractConnectionFactory factory, @Nullable BeanFactory beans, SocketAdapterMode mode,
            Supplier<@Nullable MessageChannel> channel) {
        FramingSerializers.install(factory, framing, maxFrameSize);
        if (factory instanceof AbstractServerConnectionFactory) {
            FrameGuard.install(factory, SocketDefaults.MAX_CONSECUTIVE_PARSE_ERRORS);
        }
        SimdJsonMapper bound = mapper;
        ParseMetrics metrics = ParseMetrics.NONE;
        if (beans != null) {
            if (bound == null) {
                bound = beans.getBeanProvider(SimdJsonMapper.class).getIfAvailable();
            }
            metrics = beans.getBeanProvider(ParseMetrics.class).getIfAvailable(() -> ParseMetrics.NONE);
        }
        Transport transport = factory instanceof UnixDomainServerConnectionFactory
                || factory instanceof UnixDomainClientConnectionFactory ? Transport.UDS : Transport.TCP;
        factory.setMapper(new JsonFrameMessageMapper(bound != null ? bound : SimdJsonMapper.create(), payloadType,
                transport, metrics));
        if (beans != null && factory instanceof AbstractServerConnectionFactory server) {
            SocketAdapterRegistry registry = beans.getBeanProvider(SocketAdapterRegistry.class).getIfAvailable();
            if (registry != null) {
                registry.register(transport.tag(), server, framing, mode,
                        ResolvableType.forType(payloadType).toClass(), channelName(channel));
            }
        }
    }

    /** The channel's bean name for the registry; the endpoint resolves it when it sends, so it may fail here. */
    private static String channelName(Supplier<@Nullable MessageChannel> channel) {
        try {
            MessageChannel resolved = channel.get();
            if (resolved instanceof NamedComponent named && named.getComponentName() != null) {
                return named.getComponentName();
            }
            return String.valueOf(resolved);
        } catch (RuntimeException notResolvableYet) {
            return "?";
        }
    }
}
