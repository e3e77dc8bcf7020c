package dev.simdjson.spring.integration;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.connection.TcpMessageMapper;
import org.springframework.integration.support.MutableMessageHeaders;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageHeaders;

import java.lang.reflect.Type;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Turns each frame Spring Integration's connection read into a message whose payload is the frame bound by simd-json
 * to the configured type (a record, POJO, sealed union, {@code Map}, {@code Object} or {@code JsonValue}), straight
 * from the frame's bytes: no {@code String} per frame, no copy. Headers: Spring Integration's connection headers plus
 * {@link JsonFrameHeaders}. A frame that does not parse becomes a {@link MalformedFrame} payload, which the adapter
 * sends to its error channel, so a bad frame never closes the connection (parsing runs inside the connection's read
 * loop, where an exception would).
 */
public class JsonFrameMessageMapper extends TcpMessageMapper {

    /** Connections whose frame count is kept; beyond it the oldest is forgotten (its numbers start again). */
    private static final int COUNTED_CONNECTIONS = 10_000;

    private final SimdJsonMapper mapper;
    private final Type payloadType;
    private final Transport transport;
    private final ParseMetrics metrics;
    private final Map<String, AtomicLong> frameCounts = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, AtomicLong> eldest) {
                    return size() > COUNTED_CONNECTIONS;
                }
            });

    /**
     * @param payloadType what each frame is bound to
     * @param transport   {@link Transport#TCP} or {@link Transport#UDS}: the header and the metrics tag
     */
    public JsonFrameMessageMapper(SimdJsonMapper mapper, Type payloadType, Transport transport, ParseMetrics metrics) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.payloadType = Objects.requireNonNull(payloadType, "payloadType");
        this.transport = Objects.requireNonNull(transport, "transport");
        this.metrics = Objects.requireNonNull(metrics, "metrics");
    }

    @Override
    public @Nullable Message<?> toMessage(TcpConnection connection, @Nullable Map<String, Object> headers) {
        Object raw = connection.getPayload();
        if (!(raw instanceof byte[] frame)) {
            return super.toMessage(connection, headers);
        }
        long number = frameCounts.computeIfAbsent(connection.getConnectionId(), id -> new AtomicLong())
                .incrementAndGet();
        Object payload = bind(connection, number, frame);
        MessageHeaders messageHeaders = new MutableMessageHeaders(null);
        addStandardHeaders(connection, messageHeaders);
        addCustomHeaders(connection, messageHeaders);
        return getMessageBuilderFactory().withPayload(payload)
                .copyHeaders(messageHeaders)
                .setHeader(JsonFrameHeaders.TRANSPORT, transport.tag())
                .setHeader(JsonFrameHeaders.FRAME_LENGTH, frame.length)
                .setHeader(JsonFrameHeaders.FRAME_NUMBER, number)
                .copyHeadersIfAbsent(headers)
                .build();
    }

    private Object bind(TcpConnection connection, long number, byte[] frame) {
        long began = System.nanoTime();
        try {
            Object value = mapper.readValue(frame, payloadType);
            metrics.record(transport, ParseOutcome.SUCCESS, frame.length, System.nanoTime() - began);
            return value != null ? value : MalformedFrame.nullFrame(connection.getConnectionId(), number, frame);
        } catch (JsonException e) {
            metrics.record(transport, e instanceof JsonBindException ? ParseOutcome.BIND_ERROR
                    : ParseOutcome.INVALID_JSON, frame.length, System.nanoTime() - began);
            return MalformedFrame.of(connection.getConnectionId(), number, frame, e);
        }
    }

    /**
     * A reply's payload as frame bytes: {@code byte[]} and {@code String} as they are (Spring Integration's rules),
     * anything else written by simd-json.
     */
    @Override
    public Object fromMessage(Message<?> message) {
        Object payload = message.getPayload();
        if (payload instanceof byte[] || payload instanceof String) {
            return super.fromMessage(message);
        }
        return mapper.writeValueAsBytes(payload);
    }

    /** Forgets a closed connection's frame count. */
    public void connectionClosed(String connectionId) {
        frameCounts.remove(connectionId);
    }
}
