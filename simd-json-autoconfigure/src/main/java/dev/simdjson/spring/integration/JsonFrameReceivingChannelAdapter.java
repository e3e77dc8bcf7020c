package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageChannel;
import org.springframework.messaging.support.ErrorMessage;

/**
 * Spring Integration's {@link TcpReceivingChannelAdapter} for frames bound by {@link JsonFrameMessageMapper}: a
 * {@link MalformedFrame} goes to the error channel as an {@link ErrorMessage} carrying a {@link JsonFrameException}
 * (connection, frame number, offset, line, column; the failed message's payload is the frame's bytes), and is
 * logged when there is no error channel; every other message goes on as Spring Integration sends it.
 */
public class JsonFrameReceivingChannelAdapter extends TcpReceivingChannelAdapter {

    @Override
    public void onMessage(Message<?> message) {
        if (message.getPayload() instanceof MalformedFrame frame) {
            ErrorMessage error = frame.toErrorMessage(message.getHeaders());
            MessageChannel errors = getErrorChannel();
            if (errors != null) {
                errors.send(error);
            } else {
                logger.error(error.getPayload(), "Malformed JSON frame and no error channel");
            }
            return;
        }
        super.onMessage(message);
    }
}
