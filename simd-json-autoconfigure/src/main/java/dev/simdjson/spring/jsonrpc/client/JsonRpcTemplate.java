package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.JsonRpcBodies;
import dev.simdjson.spring.jsonrpc.observation.DefaultJsonRpcClientObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientContext;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcOutcomes;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import java.lang.reflect.Type;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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

    private static final Log logger = LogFactory.getLog(JsonRpcTemplate.class);
    private static final long[] NO_IDS = {};
    private static final JsonRpcClientObservationConvention DEFAULT_CONVENTION =
            new DefaultJsonRpcClientObservationConvention();
    private static final int MAX_CACHED_HEADS = 256;

    private final JsonRpcTransport transport;
    private final Duration timeout;
    private final RequestWriter writer;
    private final ResponseReader reader;
    private final AtomicLong ids = new AtomicLong();
    /** Request heads of the methods called by name, up to {@value #MAX_CACHED_HEADS} names. */
    private final Map<String, byte[]> heads = new ConcurrentHashMap<>();
    private final ObservationRegistry observations;
    private final @Nullable JsonRpcClientObservationConvention convention;
    /** Whether calls are observed: not with the no-op registry (no context made per call). */
    private final boolean observed;
    private volatile boolean logBodies;

    public JsonRpcTemplate(JsonRpcTransport transport, SimdJsonMapper mapper, Duration timeout) {
        this(transport, mapper, timeout, ObservationRegistry.NOOP, null);
    }

    /**
     * @param observations where each call's {@code jsonrpc.client.requests} observation goes
     * @param convention   its names and key values; {@code null}: {@link DefaultJsonRpcClientObservationConvention}
     */
    public JsonRpcTemplate(JsonRpcTransport transport, SimdJsonMapper mapper, Duration timeout,
            ObservationRegistry observations, @Nullable JsonRpcClientObservationConvention convention) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        this.writer = new RequestWriter(Objects.requireNonNull(mapper, "mapper"));
        this.reader = new ResponseReader(mapper);
        this.observations = Objects.requireNonNull(observations, "observations");
        this.convention = convention;
        this.observed = !observations.isNoop();
    }

    /** Calls {@code method} and waits for its result, bound to {@code result}. */
    public <T> @Nullable T call(String method, @Nullable Object params, Class<T> result) {
        return result.cast(call(method, params, (Type) result));
    }

    /** Calls {@code method} and waits for its result, bound to the generic {@code result} type. */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T call(String method, @Nullable Object params, Type result) {
        long id = nextId();
        return (T) exchange(method, writer.request(head(method), params, id), id, result);
    }

    /** Calls {@code method}; the future completes with its result bound to {@code result}. */
    public <T> CompletableFuture<@Nullable T> callAsync(String method, @Nullable Object params, Class<T> result) {
        return callAsync(method, params, (Type) result);
    }

    /** Calls {@code method}; the future completes with its result bound to the generic {@code result} type. */
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<@Nullable T> callAsync(String method, @Nullable Object params, Type result) {
        long id = nextId();
        return (CompletableFuture<T>) exchangeAsync(method, writer.request(head(method), params, id), id, result);
    }

    /** Sends a notification: no id, no answer; returns once it is sent (over HTTP: once the exchange is done). */
    public void notify(String method, @Nullable Object params) {
        send(method, writer.request(head(method), params, null));
    }

    /** A batch to fill with calls and notifications, then {@link JsonRpcBatch#send() send} as one request. */
    public JsonRpcBatch batch() {
        return new JsonRpcBatch(this);
    }

    /**
     * Whether DEBUG logs show request and answer bodies (escaped and cut, see {@link JsonRpcBodies}), not only their
     * sizes: off by default, as bodies may hold what logs must not.
     */
    public void setLogBodies(boolean logBodies) {
        this.logBodies = logBodies;
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
    @Nullable Object exchange(String method, byte[] request, long id, Type result) {
        Call call = start(method, request);
        try {
            byte[] answer;
            try (Observation.Scope scope = call.observation().openScope()) {
                answer = transport.sendAndWait(request, new long[] {id}, timeout);
            }
            Object value = read(answer, id, result);
            stop(call, answer, null);
            return value;
        } catch (RuntimeException e) {
            stop(call, null, e);
            throw e;
        }
    }

    /** Sends a call's request; the future completes with its result, or fails as {@link #exchange} throws. */
    CompletableFuture<@Nullable Object> exchangeAsync(String method, byte[] request, long id, Type result) {
        return whenAnswered(method, request, new long[] {id}, answer -> read(answer, id, result));
    }

    /** Sends notifications only. */
    void send(String method, byte[] request) {
        Call call = start(method, request);
        try {
            try (Observation.Scope scope = call.observation().openScope()) {
                transport.sendAndWait(request, NO_IDS, timeout);
            }
            stop(call, null, null);
        } catch (RuntimeException e) {
            stop(call, null, e);
            throw e;
        }
    }

    /**
     * Sends {@code request}; the future completes with what {@code read} makes of the answer, or fails with the
     * client exception for what went wrong (a timeout included). Cancelling it abandons the call.
     *
     * @param method the method, as the call's observation names it ({@code batch} for a batch)
     */
    <R> CompletableFuture<R> whenAnswered(String method, byte[] request, long[] callIds, AnswerReader<R> read) {
        Call call = start(method, request);
        CompletableFuture<R> out = new CompletableFuture<>();
        CompletableFuture<byte @Nullable []> sent;
        try (Observation.Scope scope = call.observation().openScope()) {
            sent = transport.send(request, callIds);
        } catch (RuntimeException e) {
            stop(call, null, e);
            out.completeExceptionally(e);
            return out;
        }
        sent.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS).whenComplete((answer, failure) -> {
            if (failure != null) {
                RuntimeException e = failure(failure);
                stop(call, null, e);
                out.completeExceptionally(e);
                return;
            }
            try {
                R value = read.read(answer);
                stop(call, answer, null);
                out.complete(value);
            } catch (RuntimeException e) {
                stop(call, answer, e);
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

    /**
     * A call begins: with observations on, its {@code jsonrpc.client.requests} observation; at DEBUG, its clock and a
     * line with the request's size (and body, when allowed).
     */
    private Call start(String method, byte[] request) {
        boolean debug = logger.isDebugEnabled();
        if (debug) {
            logger.debug("JSON-RPC call " + method + " to " + transport.target() + ": " + request.length + " bytes"
                    + (logBodies ? ": " + JsonRpcBodies.forLog(request, 0, request.length) : ""));
        }
        long began = debug ? System.nanoTime() : 0;
        if (!observed) {
            return new Call(method, Observation.NOOP, began);
        }
        JsonRpcClientContext context = new JsonRpcClientContext(transport.kind(), method, transport.target());
        return new Call(method, Observation.createNotStarted(convention, DEFAULT_CONVENTION, () -> context,
                observations).start(), began);
    }

    /**
     * A call ends: its observation told the outcome (and the error code of a remote error) and stopped; at DEBUG, a
     * line with the outcome, the time and the answer's size (and body, when allowed).
     */
    private void stop(Call call, byte @Nullable [] answer, @Nullable RuntimeException failure) {
        String outcome = failure == null ? "success" : outcome(failure);
        if (call.began() != 0 && logger.isDebugEnabled()) {
            logger.debug("JSON-RPC call " + call.method() + " to " + transport.target() + ": " + outcome + " after "
                    + (System.nanoTime() - call.began()) / 1_000 + " µs"
                    + (answer == null ? "" : ", answer " + answer.length + " bytes"
                    + (logBodies ? ": " + JsonRpcBodies.forLog(answer, 0, answer.length) : "")));
        }
        Observation observation = call.observation();
        if (observation.isNoop()) {
            return;
        }
        if (failure != null && observation.getContext() instanceof JsonRpcClientContext context) {
            context.setOutcome(outcome);
            if (failure instanceof JsonRpcRemoteException remote) {
                context.setErrorCode(remote.getCode());
            }
            observation.error(failure);
        }
        observation.stop();
    }

    private static String outcome(RuntimeException failure) {
        return switch (failure) {
            case JsonRpcRemoteException remote -> JsonRpcOutcomes.of(remote.getCode());
            case JsonRpcTimeoutException timedOut -> "timeout";
            case JsonRpcTransportException lost -> "transport_error";
            case JsonRpcInvalidResponseException invalid -> "invalid_response";
            default -> "client_error";
        };
    }

    /** One call's method, observation and clock (0: not timed). */
    private record Call(String method, Observation observation, long began) {
    }

    private RuntimeException failure(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
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
        return reader.answer(answer, id, result, transport.target());
    }

    /** What a request's answer becomes. */
    @FunctionalInterface
    interface AnswerReader<R> {
        R read(byte @Nullable [] answer);
    }
}
