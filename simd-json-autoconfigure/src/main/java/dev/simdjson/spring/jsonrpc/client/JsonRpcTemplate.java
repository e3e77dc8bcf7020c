package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.observation.DefaultJsonRpcClientObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientContext;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcOutcomes;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
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
        Observation observation = start(method);
        try {
            byte[] answer;
            try (Observation.Scope scope = observation.openScope()) {
                answer = transport.sendAndWait(request, new long[] {id}, timeout);
            }
            Object value = read(answer, id, result);
            stop(observation, null);
            return value;
        } catch (RuntimeException e) {
            stop(observation, e);
            throw e;
        }
    }

    /** Sends a call's request; the future completes with its result, or fails as {@link #exchange} throws. */
    CompletableFuture<@Nullable Object> exchangeAsync(String method, byte[] request, long id, Type result) {
        return whenAnswered(method, request, new long[] {id}, answer -> read(answer, id, result));
    }

    /** Sends notifications only. */
    void send(String method, byte[] request) {
        Observation observation = start(method);
        try {
            try (Observation.Scope scope = observation.openScope()) {
                transport.sendAndWait(request, NO_IDS, timeout);
            }
            stop(observation, null);
        } catch (RuntimeException e) {
            stop(observation, e);
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
        Observation observation = start(method);
        CompletableFuture<R> out = new CompletableFuture<>();
        CompletableFuture<byte @Nullable []> sent;
        try (Observation.Scope scope = observation.openScope()) {
            sent = transport.send(request, callIds);
        } catch (RuntimeException e) {
            stop(observation, e);
            out.completeExceptionally(e);
            return out;
        }
        sent.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS).whenComplete((answer, failure) -> {
            if (failure != null) {
                RuntimeException e = failure(failure);
                stop(observation, e);
                out.completeExceptionally(e);
                return;
            }
            try {
                R value = read.read(answer);
                stop(observation, null);
                out.complete(value);
            } catch (RuntimeException e) {
                stop(observation, e);
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

    /** A call begins: with observations on, its {@code jsonrpc.client.requests} observation. */
    private Observation start(String method) {
        if (!observed) {
            return Observation.NOOP;
        }
        JsonRpcClientContext context = new JsonRpcClientContext(transport.kind(), method, transport.target());
        return Observation.createNotStarted(convention, DEFAULT_CONVENTION, () -> context, observations).start();
    }

    /** A call ends: its observation told the outcome (and the error code of a remote error), and stopped. */
    private static void stop(Observation observation, @Nullable RuntimeException failure) {
        if (observation.isNoop()) {
            return;
        }
        if (failure != null && observation.getContext() instanceof JsonRpcClientContext context) {
            context.setOutcome(switch (failure) {
                case JsonRpcRemoteException remote -> {
                    context.setErrorCode(remote.getCode());
                    yield JsonRpcOutcomes.of(remote.getCode());
                }
                case JsonRpcTimeoutException timedOut -> "timeout";
                case JsonRpcTransportException lost -> "transport_error";
                case JsonRpcInvalidResponseException invalid -> "invalid_response";
                default -> "client_error";
            });
            observation.error(failure);
        }
        observation.stop();
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
