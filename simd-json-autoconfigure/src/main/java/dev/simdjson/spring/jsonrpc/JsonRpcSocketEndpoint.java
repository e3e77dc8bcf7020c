package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.JsonFrameHeaders;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.integration.core.MessageProducer;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.outbound.TcpSendingMessageHandler;
import org.springframework.integration.support.MessageBuilder;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageChannel;
import org.springframework.messaging.MessageHandler;

import java.util.Objects;

/**
 * JSON-RPC over a socket (TCP or a Unix domain socket): Spring Integration's receiving adapter hands each request
 * frame here, and each response goes to the reply channel as one frame, addressed by the connection id, for a
 * {@link TcpSendingMessageHandler} on the same connection factory to write (Spring Integration's collaborating
 * adapters; as a {@link MessageProducer} the reply channel shows in the integration graph). Because the
 * reply does not wait in the reading loop, a method that answers later (a future) lets the connection read and answer
 * the requests after it: responses then come in completion order, correlated by id as the specification allows. A
 * synchronous method holds up only its own connection, each of which reads on its own thread.
 */
public final class JsonRpcSocketEndpoint implements MessageHandler, MessageProducer {

    private static final Log logger = LogFactory.getLog(JsonRpcSocketEndpoint.class);

    private final JsonRpcDispatcher dispatcher;
    private volatile MessageChannel replies;

    /** @param replies where the responses go: a channel to the connection factory's sending handler */
    public JsonRpcSocketEndpoint(JsonRpcDispatcher dispatcher, MessageChannel replies) {
        this.dispatcher = dispatcher;
        this.replies = Objects.requireNonNull(replies, "replies");
    }

    @Override
    public void setOutputChannel(MessageChannel outputChannel) {
        this.replies = Objects.requireNonNull(outputChannel, "outputChannel");
    }

    @Override
    public MessageChannel getOutputChannel() {
        return replies;
    }

    @Override
    public void handleMessage(Message<?> request) {
        Object connection = request.getHeaders().get(IpHeaders.CONNECTION_ID);
        byte[] frame = (byte[]) request.getPayload();
        dispatcher.dispatch(frame).whenComplete((response, failure) -> {
            if (failure != null) {
                logger.error("JSON-RPC request on " + connection + " failed unanswered", failure);
            } else if (response != null) {
                try {
                    MessageBuilder<byte[]> reply = MessageBuilder.withPayload(response)
                            .setHeader(IpHeaders.CONNECTION_ID, connection);
                    if (JsonRpcDispatcher.isParseError(response)) {
                        reply.setHeader(JsonFrameHeaders.NOT_JSON, true); // counted by the connection's FrameGuard
                    }
                    replies.send(reply.build());
                } catch (RuntimeException closed) {
                    logger.debug("JSON-RPC response not sent: connection " + connection + " is gone", closed);
                }
            }
        });
    }
}
