package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import org.jspecify.annotations.Nullable;

import java.lang.reflect.Type;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Calls JSON-RPC methods by name over one {@link JsonRpcTransport}: {@link #call} waits for the result,
 * {@link #callAsync} answers with a future, {@link #notify} sends a notification and {@link #batch()} gathers calls
 * into one request. {@code @JsonRpcClient} proxies delegate to it. Requests are written and results bound by
 * simd-json; each call has its own id, so answers over a shared connection find their calls in any order.
 *
 * <p>{@code params} is {@code null} (none), a {@code Map} (by name), a {@code Collection} or an array (by position),
 * or any value simd-json writes as a JSON object or array (a record: by name). Every call is answered within the
 * timeout or fails with a {@link JsonRpcTimeoutException}. A future's continuations run on the thread that read the
 * answer unless they are added with an {@code *Async} method.
 */
public final class JsonRpcTemplate implements AutoCloseable {

    private static final long[] NO_IDS = {};
    private static final int MAX_CACHED_HEADS = 256;

    private final JsonRpcTransport transport;
    private final Duration timeout;
    private final RequestWriter writer;
    private final ResponseReader reader;
    private final AtomicLong ids = new AtomicLong();
    /** Request heads of the methods called by name, up to {@value #MAX_CACHED_HEADS} names. */
    private final Map<String, byte[]> heads = new ConcurrentHashMap<>();

    public JsonRpcTemplate(JsonRpcTransport transport, SimdJsonMapper mapper, Duration timeout) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        this.writer = new RequestWriter(Objects.requireNonNull(mapper, "mapper"));
        this.reader = new ResponseReader(mapper);
    }

    /** Calls {@code method} and waits for its result, bound to {@code result}. */
    public <T> @Nullable T call(String method, @Nullable Object params, Class<T> result) {
        return result.cast(call(method, params, (Type) result));
    }

    /** Calls {@code method} and waits for its result, bound to the generic {@code result} type. */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T call(String method, @Nullable Object params, Type result) {
        long id = nextId();
        return (T) exchange(writer.request(head(method), params, id), id, result);
    }

    /** Calls {@code method}; the future completes with its result bound to {@code result}. */
    public <T> CompletableFuture<@Nullable T> callAsync(String method, @Nullable Object params, Class<T> result) {
        return callAsync(method, params, (Type) result);
    }

    /** Calls {@code method}; the future completes with its result bound to the generic {@code result} type. */
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<@Nullable T> callAsync(String method, @Nullable Object params, Type result) {
        long id = nextId();
        return (CompletableFuture<T>) exchangeAsync(writer.request(head(method), params, id), id, result);
    }

    /** Sends a notification: no id, no answer; returns once it is sent (over HTTP: once the exchange is done). */
    public void notify(String method, @Nullable Object params) {
        send(writer.request(head(method), params, null));
    }

    /** A batch to fill with calls and notifications, then {@link JsonRpcBatch#send() send} as one request. */
    public JsonRpcBatch batch() {
        return new JsonRpcBatch(this);
    }

    /** How long a call waits for its answer. */
    public Duration timeout() {
        return timeout;
    }

    public JsonRpcTransport transport() {
        return transport;
    }

    @Override
    public void close() {
        transport.close();
    }

    @Override
    public String toString() {
        return "JsonRpcTemplate[" + transport.target() + ", timeout " + timeout.toMillis() + " ms]";
    }

    long nextId() {
        return ids.incrementAndGet();
    }

    RequestWriter writer() {
        return writer;
    }

    ResponseReader reader() {
        return reader;
    }

    byte[] head(String method) {
        byte[] head = heads.get(method);
        if (head == null) {
            head = writer.head(method);
            if (heads.size() < MAX_CACHED_HEADS) {
                heads.putIfAbsent(method, head);
            }
        }
        return head;
    }

    /** Sends a call's request and waits for its result. */
    @Nullable Object exchange(byte[] request, long id, Type result) {
        byte[] answer = transport.sendAndWait(request, new long[] {id}, timeout);
        return read(answer, id, result);
    }

    /** Sends a call's request; the future completes with its result, or fails as {@link #exchange} throws. */
    CompletableFuture<@Nullable Object> exchangeAsync(byte[] request, long id, Type result) {
        return whenAnswered(request, new long[] {id}, answer -> read(answer, id, result));
    }

    /** Sends notifications only. */
    void send(byte[] request) {
        transport.sendAndWait(request, NO_IDS, timeout);
    }

    /**
     * Sends {@code request}; the future completes with what {@code read} makes of the answer, or fails with the
     * client exception for what went wrong (a timeout included). Cancelling it abandons the call.
     */
    <R> CompletableFuture<R> whenAnswered(byte[] request, long[] callIds, AnswerReader<R> read) {
        CompletableFuture<R> out = new CompletableFuture<>();
        CompletableFuture<byte @Nullable []> sent;
        try {
            sent = transport.send(request, callIds);
        } catch (RuntimeException e) {
            out.completeExceptionally(e);
            return out;
        }
        sent.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS).whenComplete((answer, failure) -> {
            if (failure != null) {
                out.completeExceptionally(failure(failure));
                return;
            }
            try {
                out.complete(read.read(answer));
            } catch (RuntimeException e) {
                out.completeExceptionally(e);
            }
        });
        out.whenComplete((r, e) -> {
            if (out.isCancelled()) {
                sent.cancel(false);
            }
        });
        return out;
    }

    private RuntimeException failure(Throwable failure) {
        Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        if (cause instanceof TimeoutException) {
            return new JsonRpcTimeoutException("no answer from " + transport.target() + " within "
                    + timeout.toMillis() + " ms", timeout);
        }
        return JsonRpcFailures.unwrap(cause, transport);
    }

    private @Nullable Object read(byte @Nullable [] answer, long id, Type result) {
        if (answer == null) {
            throw new JsonRpcInvalidResponseException("no answer from " + transport.target() + " to call " + id);
        }
        JsonValue response = reader.parse(answer, transport.target());
        return reader.result(response, answer, id, result, transport.target());
    }

    /** What a request's answer becomes. */
    @FunctionalInterface
    interface AnswerReader<R> {
        R read(byte @Nullable [] answer);
    }
}
