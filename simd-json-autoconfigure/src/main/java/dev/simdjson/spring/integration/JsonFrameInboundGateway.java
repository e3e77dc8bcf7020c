package dev.simdjson.spring.integration;

import org.apache.commons.logging.LogFactory;
import dev.simdjson.spring.ClientErrorText;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.MessageTimeoutException;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.inbound.TcpInboundGateway;
import org.springframework.integration.support.MessageBuilder;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageChannel;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Spring Integration's {@link TcpInboundGateway} for frames bound by {@link JsonFrameMessageMapper}: every frame is a
 * request whose reply (written by simd-json) goes back as one frame; every frame gets one (a flow that returns
 * nothing, fails or does not answer in time is answered with a {@link FrameErrorReply}). A {@link MalformedFrame} is
 * answered with a
 * {@link FrameErrorReply} frame (and, with an error channel, also sent there as an {@code ErrorMessage} carrying a
 * {@link JsonFrameException}), and the connection reads on. With a {@link FrameBinding} (the Java DSL sets one) it
 * configures its connection factory's framing and mapper itself.
 */
public class JsonFrameInboundGateway extends TcpInboundGateway {

    /** This endpoint's own: one endpoint's flood does not silence another's. */
    private final RepeatedFailureLog failures = new RepeatedFailureLog(LogFactory.getLog(JsonFrameInboundGateway.class));

    private final Map<String, TcpConnection> connections = new ConcurrentHashMap<>();
    private @Nullable AbstractConnectionFactory factory;
    private @Nullable FrameBinding binding;

    /**
     * In the phase of Spring Integration's message producers (a gateway's default is 0, the phase of the flows'
     * consumers): it stops before the flows its requests go to, so a graceful stop can still answer what it read.
     */
    public JsonFrameInboundGateway() {
        setPhase(Integer.MAX_VALUE / 2);
    }

    /** Frames cut and bound as {@code binding} says, applied to the connection factory at initialization. */
    public void setFrameBinding(FrameBinding binding) {
        this.binding = binding;
    }

    @Override
    public void setConnectionFactory(AbstractConnectionFactory connectionFactory) {
        super.setConnectionFactory(connectionFactory);
        this.factory = connectionFactory;
    }

    @Override
    protected void onInit() {
        super.onInit();
        if (binding != null && factory != null) {
            binding.apply(factory, getBeanFactory(), SocketAdapterMode.GATEWAY, this::getRequestChannel);
        }
    }

    @Override
    public void addNewConnection(TcpConnection connection) {
        super.addNewConnection(connection);
        connections.put(connection.getConnectionId(), connection);
    }

    @Override
    public void removeDeadConnection(TcpConnection connection) {
        super.removeDeadConnection(connection);
        connections.remove(connection.getConnectionId());
    }

    /**
     * The flow's reply, or an error frame when there is none: a flow that returns nothing, throws, or does not answer
     * within the reply timeout still answers its frame, so a peer that pairs replies with requests by their order
     * never goes out of step. (With an error channel, Spring Integration's error flow answers first.)
     */
    @Override
    protected @Nullable Message<?> sendAndReceiveMessage(Object request) {
        Message<?> reply;
        String reason;
        try {
            reply = super.sendAndReceiveMessage(request);
            reason = "no reply from the flow";
        } catch (MessageTimeoutException e) {
            reply = null;
            reason = "no reply from the flow in time";
        } catch (RuntimeException e) {
            failures.error("flow failed: " + e.getClass().getName(), "The flow failed on a frame of "
                    + connectionOf(request) + ": " + ClientErrorText.escapeControls(String.valueOf(e.getMessage())),
                    e);
            reply = null;
            reason = "the flow failed";
        }
        if (reply != null) {
            return reply;
        }
        long number = request instanceof Message<?> frame
                && frame.getHeaders().get(JsonFrameHeaders.FRAME_NUMBER) instanceof Long n ? n : 0;
        return MessageBuilder.withPayload(FrameErrorReply.unanswered(reason, number)).build();
    }

    private static @Nullable Object connectionOf(Object request) {
        return request instanceof Message<?> frame ? frame.getHeaders().get(IpHeaders.CONNECTION_ID) : null;
    }

    @Override
    public void onMessage(Message<?> message) {
        if (!(message.getPayload() instanceof MalformedFrame frame)) {
            super.onMessage(message);
            return;
        }
        MessageChannel errors = getErrorChannel();
        if (errors != null) {
            errors.send(frame.toErrorMessage(message.getHeaders()));
        }
        TcpConnection connection = connections.get(frame.connectionId());
        if (connection == null) {
            failures.warn("closed before its error reply", "Malformed frame " + frame.frameNumber() + " on "
                    + frame.connectionId() + ", which is closed: no error reply", null);
            return;
        }
        connection.send(MessageBuilder.withPayload(FrameErrorReply.of(frame))
                .setHeader(IpHeaders.CONNECTION_ID, frame.connectionId()).build());
    }
}
