package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.JsonFrameHeaders;
import dev.simdjson.spring.integration.SocketDefaults;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.core.MessageProducer;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.outbound.TcpSendingMessageHandler;
import org.springframework.integration.support.MessageBuilder;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageChannel;
import org.springframework.messaging.MessageHandler;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import jdk.net.UnixDomainPrincipal;

/**
 * JSON-RPC over a socket (TCP or a Unix domain socket): Spring Integration's receiving adapter hands each request
 * frame here, and each response goes to the reply channel as one frame, addressed by the connection id, for a
 * {@link TcpSendingMessageHandler} on the same connection factory to write (Spring Integration's collaborating
 * adapters; as a {@link MessageProducer} the reply channel shows in the integration graph). Because the
 * reply does not wait in the reading loop, a method that answers later (a future) lets the connection read and answer
 * the requests after it: responses then come in completion order, correlated by id as the specification allows. A
 * synchronous method holds up only its own connection, each of which reads on its own thread.
 *
 * <p>Limits: at most {@code maxInFlight} requests of one connection are running at once; the next one is not read
 * until one of them is answered (back-pressure: the peer's writes wait, nothing is refused or lost). A response that
 * is ready when the dispatcher returns is written on the connection's reading thread; one that comes later is
 * written on the {@code replyExecutor}, never on the thread that completed the method's future.
 */
public final class JsonRpcSocketEndpoint implements MessageHandler, MessageProducer {

    /** The default cap on one connection's requests running at once. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 64;

    private static final Log logger = LogFactory.getLog(JsonRpcSocketEndpoint.class);

    private final JsonRpcDispatcher dispatcher;
    private volatile MessageChannel replies;
    private final int maxInFlight;
    private final Executor replyExecutor;
    private final String transport;
    private final AtomicInteger running = new AtomicInteger();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    /** Requests running per connection id; an entry goes when its count is back at zero. */
    private final Map<Object, Integer> inFlight = new HashMap<>();

    /**
     * {@value #DEFAULT_MAX_IN_FLIGHT} requests in flight per connection, later answers written on virtual threads.
     *
     * @param replies where the responses go: a channel to the connection factory's sending handler
     */
    public JsonRpcSocketEndpoint(JsonRpcDispatcher dispatcher, MessageChannel replies) {
        this(dispatcher, replies, DEFAULT_MAX_IN_FLIGHT, SocketDefaults.virtualThreads("simdjson-rpc-reply-"));
    }

    public JsonRpcSocketEndpoint(JsonRpcDispatcher dispatcher, MessageChannel replies, int maxInFlight,
            Executor replyExecutor) {
        this(dispatcher, replies, maxInFlight, replyExecutor, "socket");
    }

    /** @param transport what the calls' observations name the transport: {@code tcp}, {@code uds} */
    public JsonRpcSocketEndpoint(JsonRpcDispatcher dispatcher, MessageChannel replies, int maxInFlight,
            Executor replyExecutor, String transport) {
        if (maxInFlight <= 0) {
            throw new IllegalArgumentException("maxInFlight must be positive, was " + maxInFlight);
        }
        this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
        this.replies = Objects.requireNonNull(replies, "replies");
        this.maxInFlight = maxInFlight;
        this.replyExecutor = Objects.requireNonNull(replyExecutor, "replyExecutor");
        this.transport = Objects.requireNonNull(transport, "transport");
    }

    @Override
    public void setOutputChannel(MessageChannel outputChannel) {
        this.replies = Objects.requireNonNull(outputChannel, "outputChannel");
    }

    @Override
    public MessageChannel getOutputChannel() {
        return replies;
    }

    /** Requests read and not answered yet, on every connection (a graceful stop waits for them). */
    public int running() {
        return running.get();
    }

    @Override
    public void handleMessage(Message<?> request) {
        Object connection = Objects.requireNonNull(request.getHeaders().get(IpHeaders.CONNECTION_ID),
                "connection id");
        byte[] frame = (byte[]) request.getPayload();
        acquire(connection);
        CompletableFuture<byte @Nullable []> answer;
        try {
            UnixDomainPrincipal peer = (UnixDomainPrincipal) request.getHeaders().get(JsonFrameHeaders.PEER);
            answer = JsonRpcPeer.callAs(peer, () -> dispatcher.dispatch(frame, transport));
        } catch (RuntimeException | Error e) {
            release(connection);
            throw e;
        }
        if (answer.isDone()) {
            reply(connection, answer.getNow(null), null);
        } else {
            answer.whenCompleteAsync((response, failure) -> reply(connection, response, failure), replyExecutor);
        }
    }

    private void reply(Object connection, byte @Nullable [] response, @Nullable Throwable failure) {
        try {
            if (failure != null) {
                logger.error("JSON-RPC request on " + connection + " failed unanswered", failure);
            } else if (response != null) {
                MessageBuilder<byte[]> reply = MessageBuilder.withPayload(response)
                        .setHeader(IpHeaders.CONNECTION_ID, connection);
                if (JsonRpcDispatcher.isParseError(response)) {
                    reply.setHeader(JsonFrameHeaders.NOT_JSON, true); // counted by the connection's FrameGuard
                }
                replies.send(reply.build());
            }
        } catch (RuntimeException closed) {
            logger.debug("JSON-RPC response not sent: connection " + connection + " is gone", closed);
        } finally {
            release(connection);
        }
    }

    /** Waits (holding up this connection's reading only) while it has {@code maxInFlight} requests running. */
    private void acquire(Object connection) {
        lock.lock();
        try {
            while (inFlight.getOrDefault(connection, 0) >= maxInFlight) {
                released.awaitUninterruptibly();
            }
            inFlight.merge(connection, 1, Integer::sum);
            running.incrementAndGet();
        } finally {
            lock.unlock();
        }
    }

    private void release(Object connection) {
        lock.lock();
        try {
            inFlight.computeIfPresent(connection, (id, count) -> count == 1 ? null : count - 1);
            running.decrementAndGet();
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
