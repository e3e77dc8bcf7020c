package dev.simdjson.spring.integration;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.connection.SocketInfo;
import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.connection.TcpMessageMapper;
import org.springframework.messaging.Message;
import org.springframework.messaging.support.GenericMessage;

import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Turns each frame Spring Integration's connection read into a message whose payload is the frame bound by simd-json
 * to the configured type (a record, POJO, sealed union, {@code Map}, {@code Object} or {@code JsonValue}), straight
 * from the frame's bytes: no {@code String} per frame, no copy. Headers: Spring Integration's connection headers plus
 * {@link JsonFrameHeaders}. A frame that does not parse becomes a {@link MalformedFrame} payload, which the adapter
 * sends to its error channel, so a bad frame never closes the connection (parsing runs inside the connection's read
 * loop, where an exception would).
 */
public class JsonFrameMessageMapper extends TcpMessageMapper {

    private final SimdJsonMapper mapper;
    private final Type payloadType;
    private final Transport transport;
    private final ParseMetrics metrics;

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
        long number = connection.incrementAndGetConnectionSequence();
        Object payload = bind(connection, number, frame);
        // One header map, one message: the per-frame cost outside parsing is what decides small frames. The headers
        // are Spring Integration's standard ones, under its names.
        Map<String, Object> all = new HashMap<>(16);
        all.put(IpHeaders.HOSTNAME, connection.getHostName());
        all.put(IpHeaders.IP_ADDRESS, connection.getHostAddress());
        all.put(IpHeaders.REMOTE_PORT, connection.getPort());
        all.put(IpHeaders.CONNECTION_ID, connection.getConnectionId());
        SocketInfo socket = connection.getSocketInfo();
        if (socket != null) {
            all.put(IpHeaders.LOCAL_ADDRESS, socket.getLocalAddress());
        }
        Map<String, ?> custom = supplyCustomHeaders(connection);
        if (custom != null) {
            all.putAll(custom);
        }
        all.put(JsonFrameHeaders.TRANSPORT, transport.tag());
        all.put(JsonFrameHeaders.FRAME_LENGTH, frame.length);
        all.put(JsonFrameHeaders.FRAME_NUMBER, number);
        if (headers != null) {
            headers.forEach(all::putIfAbsent);
        }
        return new GenericMessage<>(payload, all);
    }

    private Object bind(TcpConnection connection, long number, byte[] frame) {
        long began = System.nanoTime();
        try {
            Object value = read(frame, payloadType);
            metrics.record(transport, ParseOutcome.SUCCESS, frame.length, System.nanoTime() - began);
            return value != null ? value : MalformedFrame.nullFrame(connection.getConnectionId(), number, frame);
        } catch (JsonException e) {
            metrics.record(transport, e instanceof JsonBindException ? ParseOutcome.BIND_ERROR
                    : ParseOutcome.INVALID_JSON, frame.length, System.nanoTime() - began);
            return MalformedFrame.of(connection.getConnectionId(), number, frame, e);
        }
    }

    /** Binds one frame; a subclass may bind differently (the benchmarks compare parsers behind the same adapter). */
    protected @Nullable Object read(byte[] frame, Type payloadType) {
        return mapper.readValue(frame, payloadType);
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
}
