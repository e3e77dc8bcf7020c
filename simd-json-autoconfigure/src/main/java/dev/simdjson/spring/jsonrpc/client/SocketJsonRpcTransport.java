package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JsonException;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.IpHeaders;
import org.springframework.integration.ip.tcp.connection.AbstractClientConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.connection.TcpSender;
import org.springframework.integration.support.MessageBuilder;
import org.springframework.messaging.Message;
import org.springframework.util.backoff.BackOff;
import org.springframework.util.backoff.BackOffExecution;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * JSON-RPC over TCP or a Unix domain socket through Spring Integration's client connection factories, each holding
 * one shared connection on which any number of calls are in flight at once: a request is written as one frame (the
 * factory's framing) and each answer frame finds its call by id, in whatever order the server answers. With more
 * than one factory, calls take their connections in turn.
 *
 * <p>A connection that closes fails the calls waiting on it with a {@link JsonRpcTransportException} (they are not
 * sent again: the server may have run them); the next call connects anew. A connection attempt that fails makes the
 * calls of the back-off interval after it fail at once with that failure, and the interval grows by the
 * {@link BackOff} until an attempt succeeds. An answer no call waits for (it came after its call's timeout) is
 * dropped. An answer without a usable id (a server that could not read the request) goes to the connection's only
 * waiting call, if it has just one.
 */
public final class SocketJsonRpcTransport implements JsonRpcTransport {

    private static final Log logger = LogFactory.getLog(SocketJsonRpcTransport.class);

    private final String target;
    private final SimdJsonMapper mapper;
    private final Slot[] slots;
    private final AtomicInteger turn = new AtomicInteger();
    /** The calls waiting for an answer, by id. */
    private final Map<Long, Waiting> waiting = new ConcurrentHashMap<>();

    /**
     * @param target    where the connections go, for messages ({@code tcp://host:port}, {@code unix:/path})
     * @param factories the connection factories (not single-use, framing set), one shared connection each; this
     *                  transport registers itself as their listener and starts them
     * @param reconnect the intervals between failed connection attempts
     */
    public SocketJsonRpcTransport(String target, List<? extends AbstractClientConnectionFactory> factories,
            BackOff reconnect, SimdJsonMapper mapper) {
        if (factories.isEmpty()) {
            throw new IllegalArgumentException("at least one connection factory");
        }
        this.target = Objects.requireNonNull(target, "target");
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.slots = new Slot[factories.size()];
        for (int i = 0; i < slots.length; i++) {
            AbstractClientConnectionFactory factory = factories.get(i);
            if (factory.isSingleUse()) {
                throw new IllegalArgumentException("calls share connections: " + factory + " is single-use");
            }
            factory.registerListener(this::answered);
            factory.registerSender(new TcpSender() {
                @Override
                public void addNewConnection(TcpConnection connection) {
                }

                @Override
                public void removeDeadConnection(TcpConnection connection) {
                    closed(connection.getConnectionId());
                }
            });
            factory.start();
            slots[i] = new Slot(factory, reconnect);
        }
    }

    @Override
    public CompletableFuture<byte @Nullable []> send(byte[] request, long[] ids) {
        Slot slot = slots[Math.floorMod(turn.getAndIncrement(), slots.length)];
        TcpConnection connection = slot.connection(target);
        CompletableFuture<byte @Nullable []> answer = new CompletableFuture<>();
        if (ids.length > 0) {
            Waiting call = new Waiting(answer, connection.getConnectionId());
            for (long id : ids) {
                waiting.put(id, call);
            }
            answer.whenComplete((r, e) -> {
                for (long id : ids) {
                    waiting.remove(id, call);
                }
            });
        }
        try {
            connection.send(MessageBuilder.withPayload(request).build());
        } catch (Exception e) {
            answer.completeExceptionally(new JsonRpcTransportException("cannot send to " + target + ": "
                    + e.getMessage(), e));
            return answer;
        }
        if (ids.length == 0) {
            answer.complete(null);
        }
        return answer;
    }

    @Override
    public String target() {
        return target;
    }

    @Override
    public String kind() {
        return target.startsWith("unix:") ? "uds" : "tcp";
    }

    /** Calls waiting for an answer, on every connection. */
    public int waiting() {
        return (int) waiting.values().stream().distinct().count();
    }

    @Override
    public void close() {
        JsonRpcTransportException closed = new JsonRpcTransportException("the client of " + target + " was closed");
        waiting.values().forEach(call -> call.answer.completeExceptionally(closed));
        for (Slot slot : slots) {
            slot.factory.stop();
        }
    }

    /** An answer frame from any connection: to its call by id. */
    private void answered(Message<?> message) {
        byte[] frame = (byte[]) message.getPayload();
        Object connection = message.getHeaders().get(IpHeaders.CONNECTION_ID);
        Waiting call = waiting.get(idOf(frame));
        if (call == null) {
            call = onlyCallOn(connection);
        }
        if (call == null) {
            logger.debug("JSON-RPC answer from " + target + " dropped: no call waits for it (" + frame.length
                    + " bytes)");
            return;
        }
        call.answer.complete(frame);
    }

    /** The id of an answer (a batch's: of its first response with one), -1 when it has none or is not JSON. */
    private long idOf(byte[] frame) {
        try {
            JsonValue root = mapper.readTree(frame);
            if (root.isArray()) {
                for (JsonValue response : root) {
                    long id = ResponseReader.idOf(response);
                    if (id >= 0) {
                        return id;
                    }
                }
                return -1;
            }
            return ResponseReader.idOf(root);
        } catch (JsonException e) {
            return -1;
        }
    }

    private @Nullable Waiting onlyCallOn(@Nullable Object connection) {
        Waiting only = null;
        for (Waiting call : waiting.values()) {
            if (call.connection.equals(connection) && call != only) {
                if (only != null) {
                    return null;
                }
                only = call;
            }
        }
        return only;
    }

    /** A connection closed: the calls waiting on it get no answer. */
    private void closed(String connection) {
        JsonRpcTransportException lost = null;
        for (Waiting call : waiting.values()) {
            if (call.connection.equals(connection) && !call.answer.isDone()) {
                if (lost == null) {
                    lost = new JsonRpcTransportException("the connection to " + target
                            + " closed before the answer came");
                }
                call.answer.completeExceptionally(lost);
            }
        }
    }

    private record Waiting(CompletableFuture<byte @Nullable []> answer, String connection) {
    }

    /** One connection factory and its reconnection state. */
    private static final class Slot {

        private final AbstractClientConnectionFactory factory;
        private final BackOff reconnect;
        private @Nullable BackOffExecution failures;
        private long retryAt;
        private @Nullable Exception lastFailure;

        Slot(AbstractClientConnectionFactory factory, BackOff reconnect) {
            this.factory = factory;
            this.reconnect = reconnect;
        }

        /** The shared connection, connected now if it is not; fails at once inside a back-off interval. */
        synchronized TcpConnection connection(String target) {
            long now = System.nanoTime();
            if (failures != null && now - retryAt < 0) {
                throw new JsonRpcTransportException("not connected to " + target + ": the last attempt failed ("
                        + lastFailure + "); the next is in " + (retryAt - now) / 1_000_000 + " ms", lastFailure);
            }
            try {
                TcpConnection connection = factory.getConnection();
                failures = null;
                lastFailure = null;
                return connection;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JsonRpcTransportException("interrupted while connecting to " + target, e);
            } catch (Exception e) {
                if (failures == null) {
                    failures = reconnect.start();
                }
                long wait = failures.nextBackOff();
                retryAt = System.nanoTime() + Math.max(0, wait == BackOffExecution.STOP ? 0 : wait) * 1_000_000;
                lastFailure = e;
                throw new JsonRpcTransportException("cannot connect to " + target + ": " + e.getMessage(), e);
            }
        }
    }
}
