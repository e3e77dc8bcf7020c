package dev.simdjson.spring.integration;

import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageChannel;
import org.springframework.messaging.support.ErrorMessage;

/**
 * Spring Integration's {@link TcpReceivingChannelAdapter} for frames bound by {@link JsonFrameMessageMapper}: a
 * {@link MalformedFrame} goes to the error channel as an {@link ErrorMessage} carrying a {@link JsonFrameException}
 * (connection, frame number, offset, line, column; the failed message's payload is the frame's bytes), and is
 * logged when there is no error channel; every other message goes on as Spring Integration sends it. With a
 * {@link FrameBinding} (the Java DSL sets one) it configures its connection factory's framing and mapper itself.
 */
public class JsonFrameReceivingChannelAdapter extends TcpReceivingChannelAdapter {

    /** This endpoint's own: one endpoint's flood does not silence another's. */
    private final RepeatedFailureLog failures = new RepeatedFailureLog(LogFactory.getLog(JsonFrameReceivingChannelAdapter.class));

    private @Nullable AbstractConnectionFactory factory;
    private @Nullable FrameBinding binding;

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
            binding.apply(factory, getBeanFactory(), SocketAdapterMode.ADAPTER, this::getOutputChannel);
        }
    }

    @Override
    public void onMessage(Message<?> message) {
        if (message.getPayload() instanceof MalformedFrame frame) {
            ErrorMessage error = frame.toErrorMessage(message.getHeaders());
            MessageChannel errors = getErrorChannel();
            if (errors != null) {
                errors.send(error);
            } else {
                // No stack trace, and not one line per frame: a peer can send bad frames at will.
                failures.warn("malformed frame", "Malformed JSON frame and no error channel: "
                        + error.getPayload().getMessage(), null);
            }
            return;
        }
        super.onMessage(message);
    }
}
