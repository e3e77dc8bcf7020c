package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.SocketDrain;
import dev.simdjson.spring.jsonrpc.JsonRpcDispatcher;
import dev.simdjson.spring.jsonrpc.JsonRpcSocketEndpoint;
import org.springframework.beans.factory.BeanRegistrar;
import org.springframework.beans.factory.BeanRegistry;
import org.springframework.core.env.Environment;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.endpoint.EventDrivenConsumer;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.inbound.TcpReceivingChannelAdapter;
import org.springframework.integration.ip.tcp.outbound.TcpSendingMessageHandler;
import org.springframework.messaging.MessageChannel;
import org.springframework.messaging.MessageHandler;
import org.springframework.messaging.SubscribableChannel;

import java.util.function.Function;

/**
 * The beans between a JSON-RPC socket transport's connection factory ({@code simdJsonRpc<Transport>ConnectionFactory})
 * and the dispatcher, the same for TCP and Unix domain sockets, named after the transport so that the integration
 * graph shows each:
 * <ul>
 *   <li>{@code ...RequestChannel} and {@code ...ReplyChannel};</li>
 *   <li>{@code ...Requests}: the receiving adapter, sending each request frame to the request channel;</li>
 *   <li>{@code ...Endpoint}: the dispatcher on the request channel, answering to the reply channel;</li>
 *   <li>{@code ...Replies} and {@code ...RepliesEndpoint}: the sending handler on the reply channel.</li>
 * </ul>
 * Receiving adapter and sending handler share the factory, so that asynchronous answers need not wait for the ones
 * before them. A class of its own so that its Spring Integration types load only when a transport is on.
 */
abstract class JsonRpcSocketBeans implements BeanRegistrar {

    private final String name;

    /** The transport's connection factory bean: the auto-configuration's, or the application's of that name. */
    private final String connectionFactory;

    private final Function<SimdJsonRpcProperties, SimdJsonRpcProperties.Socket> settings;

    private final String threadPrefix;

    /** The transport as observations name it: {@code tcp} or {@code uds}. */
    private final String transport;

    /**
     * @param transport    the transport as bean names spell it: {@code Tcp} or {@code Uds}
     * @param settings     the transport's properties
     * @param threadPrefix the prefix of the threads that write later answers
     */
    JsonRpcSocketBeans(String transport, Function<SimdJsonRpcProperties, SimdJsonRpcProperties.Socket> settings,
            String threadPrefix) {
        this.name = "simdJsonRpc" + transport;
        this.connectionFactory = name + "ConnectionFactory";
        this.settings = settings;
        this.threadPrefix = threadPrefix;
        this.transport = transport.toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public void register(BeanRegistry registry, Environment environment) {
        String requestChannel = name + "RequestChannel";
        String replyChannel = name + "ReplyChannel";
        String replies = name + "Replies";
        registry.registerBean(requestChannel, DirectChannel.class);
        registry.registerBean(replyChannel, DirectChannel.class);
        registry.registerBean(name + "Requests", TcpReceivingChannelAdapter.class, bean -> bean.supplier(context ->
                requests(context.bean(connectionFactory, AbstractServerConnectionFactory.class),
                        context.bean(requestChannel, MessageChannel.class))));
        registry.registerBean(name + "Endpoint", EventDrivenConsumer.class, bean -> bean.supplier(context ->
                endpoint(context.bean(requestChannel, SubscribableChannel.class), context.bean(JsonRpcDispatcher.class),
                        context.bean(replyChannel, MessageChannel.class),
                        context.bean(connectionFactory, AbstractServerConnectionFactory.class),
                        settings.apply(context.bean(SimdJsonRpcProperties.class)).getMaxInFlight())));
        registry.registerBean(replies, TcpSendingMessageHandler.class, bean -> bean.supplier(context ->
                replies(context.bean(connectionFactory, AbstractServerConnectionFactory.class))));
        registry.registerBean(name + "RepliesEndpoint", EventDrivenConsumer.class, bean -> bean.supplier(context ->
                consumer(context.bean(replyChannel, SubscribableChannel.class),
                        context.bean(replies, TcpSendingMessageHandler.class))));
    }

    private static TcpReceivingChannelAdapter requests(AbstractServerConnectionFactory factory,
            MessageChannel requests) {
        TcpReceivingChannelAdapter adapter = new TcpReceivingChannelAdapter();
        adapter.setConnectionFactory(factory);
        adapter.setOutputChannel(requests);
        return adapter;
    }

    /**
     * The dispatcher on the request channel, its responses sent to the reply channel: at most {@code maxInFlight}
     * calls of a connection running, later answers written on virtual threads, not on the thread that completed
     * them; a graceful stop of the factory answers the calls still running.
     */
    private EventDrivenConsumer endpoint(SubscribableChannel requests, JsonRpcDispatcher dispatcher,
            MessageChannel replies, AbstractServerConnectionFactory factory, int maxInFlight) {
        JsonRpcSocketEndpoint endpoint = new JsonRpcSocketEndpoint(dispatcher, replies, maxInFlight,
                SocketDefaults.virtualThreads(threadPrefix), transport);
        SocketDrain drain = SocketFactories.drainOf(factory);
        if (drain != null) {
            drain.addPendingWork(endpoint::running);
        }
        return consumer(requests, endpoint);
    }

    private static TcpSendingMessageHandler replies(AbstractServerConnectionFactory factory) {
        TcpSendingMessageHandler replies = new TcpSendingMessageHandler();
        replies.setConnectionFactory(factory);
        return replies;
    }

    /** Subscribed before the adapter starts and unsubscribed after it stops, so no frame finds no handler. */
    private static EventDrivenConsumer consumer(SubscribableChannel channel, MessageHandler handler) {
        EventDrivenConsumer consumer = new EventDrivenConsumer(channel, handler);
        consumer.setPhase(Integer.MIN_VALUE);
        return consumer;
    }

    /** {@code simdjson.jsonrpc.tcp.*}. */
    static final class Tcp extends JsonRpcSocketBeans {

        Tcp() {
            super("Tcp", SimdJsonRpcProperties::getTcp, "simdjson-rpc-tcp-reply-");
        }
    }

    /** {@code simdjson.jsonrpc.uds.*}. */
    static final class Uds extends JsonRpcSocketBeans {

        Uds() {
            super("Uds", SimdJsonRpcProperties::getUds, "simdjson-rpc-uds-reply-");
        }
    }
}
