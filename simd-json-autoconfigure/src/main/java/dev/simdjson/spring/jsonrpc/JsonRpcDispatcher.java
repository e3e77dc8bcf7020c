package dev.simdjson.spring.jsonrpc;

import dev.simdjson.JsonException;
import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ClientErrorText;
import dev.simdjson.spring.jsonrpc.observation.DefaultJsonRpcServerObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcOutcomes;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcServerContext;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcServerObservationConvention;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * Answers JSON-RPC 2.0 request bytes with response bytes, whatever the transport: one parse of the request (simd-json's
 * DOM, which keeps every value's place in the input), the request checked as the specification says, the method
 * found in the {@link JsonRpcMethodRegistry}, its parameters bound by {@link ParameterBinder}, the method called,
 * and the response written by {@link JsonRpcResponses}.
 *
 * <p>The answer is a future: done at once when the methods are synchronous, later when one returns a
 * {@code CompletableFuture}/{@code Mono} (no thread waits for it). It holds {@code null} when no response is due: a
 * notification, or a batch of notifications only. A batch's responses keep the order of its calls that have one.
 * Errors: -32700 for invalid JSON and -32600 for an invalid request (both with id {@code null} when the id cannot be
 * read), over-limit requests and batches, and an empty batch; -32601 for an unknown method; -32602 for params that
 * do not fit (with where, as a JSON path); the {@link JsonRpcErrorHandler}'s answer for what the method throws.
 * An asynchronous result that takes longer than {@link JsonRpcLimits#asyncTimeout()} is answered with -32000
 * ({@code "reason":"no result within N ms"}) and the method's future is cancelled.
 * Notifications are never answered, not even with an error. With an {@link OpenRpcDiscovery}, {@code rpc.discover}
 * is answered with the OpenRPC document of the methods.
 */
public final class JsonRpcDispatcher {

    private static final Log logger = LogFactory.getLog(JsonRpcDispatcher.class);
    private static final CompletableFuture<byte @Nullable []> NO_RESPONSE = CompletableFuture.completedFuture(null);
    private static final String NONE = "none";
    private static final String UNKNOWN_TRANSPORT = "unknown";
    private static final ServerCall UNTIMED = new ServerCall(0, Observation.NOOP, null);
    private static final JsonRpcServerObservationConvention DEFAULT_CONVENTION =
            new DefaultJsonRpcServerObservationConvention();

    private final JsonRpcMethodRegistry registry;
    private final SimdJsonMapper mapper;
    private final JsonRpcLimits limits;
    private final JsonRpcErrorHandler errorHandler;
    private final JsonRpcObserver observer;
    private final ParameterBinder binder;
    private final JsonRpcResponses responses;
    /** Whether calls are timed at all: not for {@link JsonRpcObserver#NONE} (two clock reads a call saved). */
    private final boolean timed;
    /** Answers {@code rpc.discover}; {@code null}: discovery is off, and the name is an unknown method. */
    private final @Nullable OpenRpcDiscovery discovery;
    private final ObservationRegistry observations;
    private final @Nullable JsonRpcServerObservationConvention convention;
    /** Whether calls are observed: not with the no-op registry (no context made per call). */
    private final boolean observed;
    private volatile boolean logBodies;

    public JsonRpcDispatcher(JsonRpcMethodRegistry registry, SimdJsonMapper mapper, JsonRpcLimits limits,
            JsonRpcErrorHandler errorHandler, JsonRpcObserver observer) {
        this(registry, mapper, limits, errorHandler, observer, null);
    }

    /** @param discovery what {@code rpc.discover} answers; {@code null}: the method is not served */
    public JsonRpcDispatcher(JsonRpcMethodRegistry registry, SimdJsonMapper mapper, JsonRpcLimits limits,
            JsonRpcErrorHandler errorHandler, JsonRpcObserver observer, @Nullable OpenRpcDiscovery discovery) {
        this(registry, mapper, limits, errorHandler, observer, discovery, ObservationRegistry.NOOP, null);
    }

    /**
     * @param discovery    what {@code rpc.discover} answers; {@code null}: the method is not served
     * @param observations where each call's {@code jsonrpc.server.requests} observation goes
     * @param convention   its names and key values; {@code null}: {@link DefaultJsonRpcServerObservationConvention}
     */
    public JsonRpcDispatcher(JsonRpcMethodRegistry registry, SimdJsonMapper mapper, JsonRpcLimits limits,
            JsonRpcErrorHandler errorHandler, JsonRpcObserver observer, @Nullable OpenRpcDiscovery discovery,
            ObservationRegistry observations, @Nullable JsonRpcServerObservationConvention convention) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.errorHandler = Objects.requireNonNull(errorHandler, "errorHandler");
        this.observer = Objects.requireNonNull(observer, "observer");
        this.binder = new ParameterBinder(mapper);
        this.responses = new JsonRpcResponses(mapper);
        this.timed = observer != JsonRpcObserver.NONE;
        this.discovery = discovery;
        this.observations = Objects.requireNonNull(observations, "observations");
        this.convention = convention;
        this.observed = !observations.isNoop();
    }

    public JsonRpcLimits limits() {
        return limits;
    }

    /** Whether {@code response}, an answer of {@link #dispatch}, is the -32700 answer to a request that is not JSON. */
    public static boolean isParseError(byte[] response) {
        return JsonRpcResponses.isParseError(response);
    }

    /** The -32600 response to a request a transport stopped reading at the size limit. */
    public byte[] overLimit(String transport) {
        return invalid("over the limit of " + limits.maxRequestSize() + " bytes", null, start(transport));
    }

    /** The -32600 response to a request a transport stopped reading at the size limit. */
    public byte[] overLimit() {
        return invalid("over the limit of " + limits.maxRequestSize() + " bytes", null, start(UNKNOWN_TRANSPORT));
    }

    /** The response to {@code request}, {@code null} inside when none is due. */
    public CompletableFuture<byte @Nullable []> dispatch(byte[] request) {
        return dispatch(request, 0, request.length, UNKNOWN_TRANSPORT);
    }

    /** The response to {@code request} that came over {@code transport} ({@code http}, {@code tcp}, {@code uds}). */
    public CompletableFuture<byte @Nullable []> dispatch(byte[] request, String transport) {
        return dispatch(request, 0, request.length, transport);
    }

    /**
     * Whether DEBUG logs show request and response bodies (escaped and cut, see {@link JsonRpcBodies}), not only
     * their sizes: off by default, as bodies may hold what logs must not.
     */
    public void setLogBodies(boolean logBodies) {
        this.logBodies = logBodies;
    }

    /** The response to the request in {@code buf[offset, offset + length)}, {@code null} inside when none is due. */
    public CompletableFuture<byte @Nullable []> dispatch(byte[] buf, int offset, int length, String transport) {
        if (!logger.isDebugEnabled()) {
            return answer(buf, offset, length, transport);
        }
        long began = System.nanoTime();
        logger.debug("JSON-RPC request over " + transport + ": " + length + " bytes"
                + (logBodies ? ": " + JsonRpcBodies.forLog(buf, offset, length) : ""));
        return answer(buf, offset, length, transport).whenComplete((response, failure) -> logger.debug(
                "JSON-RPC response over " + transport + " after " + (System.nanoTime() - began) / 1_000 + " µs: "
                        + (response == null ? "none" : response.length + " bytes"
                        + (logBodies ? ": " + JsonRpcBodies.forLog(response, 0, response.length) : ""))));
    }

    private CompletableFuture<byte @Nullable []> answer(byte[] buf, int offset, int length, String transport) {
        ServerCall began = start(transport);
        if (length > limits.maxRequestSize()) {
            return done(invalid(length + " bytes, over the limit of " + limits.maxRequestSize(), null, began));
        }
        JsonValue root;
        try {
            root = mapper.readTree(buf, offset, length);
        } catch (JsonException e) {
            Map<String, Object> where = new LinkedHashMap<>();
            where.put("reason", ClientErrorText.reason(e.reason()));
            where.put("offset", e.offset());
            where.put("line", e.line());
            where.put("column", e.column());
            observe(began, NONE, "parse_error", JsonRpcError.PARSE_ERROR);
            return CompletableFuture.completedFuture(responses.error(
                    new JsonRpcError(JsonRpcError.PARSE_ERROR, "Parse error", where), null));
        }
        if (!root.isArray()) {
            return done(call(root, buf, offset, began));
        }
        int calls = root.size();
        if (calls == 0) {
            return done(invalid("an empty batch", null, began));
        }
        if (calls > limits.maxBatchSize()) {
            return done(invalid("a batch of " + calls + " calls, over the limit of " + limits.maxBatchSize(), null,
                    began));
        }
        List<Object> answers = new ArrayList<>(calls);
        boolean later = false;
        boolean first = true;
        for (JsonValue call : root) {
            // Each call timed and observed on its own, the first from the start of the batch.
            Object answer = call(call, buf, offset, first ? began : start(transport));
            first = false;
            later |= answer instanceof CompletableFuture;
            answers.add(answer);
        }
        if (!later) {
            return CompletableFuture.completedFuture(batch(answers));
        }
        CompletableFuture<?>[] pending = answers.stream().filter(a -> a instanceof CompletableFuture)
                .toArray(CompletableFuture[]::new);
        return CompletableFuture.allOf(pending).thenApply(all -> batch(answers));
    }

    /** The responses due in a batch's answers (all done by now), as one array; {@code null} when none is due. */
    private static byte @Nullable [] batch(List<Object> answers) {
        List<byte[]> due = new ArrayList<>(answers.size());
        for (Object answer : answers) {
            byte[] response = answer instanceof CompletableFuture<?> f ? (byte[]) f.join() : (byte[]) answer;
            if (response != null) {
                due.add(response);
            }
        }
        return due.isEmpty() ? null : JsonRpcResponses.batch(due);
    }

    /** A call's answer as the future {@link #dispatch} returns. */
    @SuppressWarnings("unchecked")
    private static CompletableFuture<byte @Nullable []> done(@Nullable Object answer) {
        if (answer instanceof CompletableFuture<?> later) {
            return (CompletableFuture<byte @Nullable []>) later;
        }
        return answer == null ? NO_RESPONSE : CompletableFuture.completedFuture((byte[]) answer);
    }

    /**
     * One call of a request or a batch: its response ({@code byte[]}), {@code null} when none is due, or a
     * {@code CompletableFuture} of either when the method answers later. Members the specification does not define
     * are left alone; of a repeated member, the first counts.
     */
    private @Nullable Object call(JsonValue request, byte[] buf, int base, ServerCall began) {
        if (!request.isObject()) {
            return invalid("a request is an object", null, began);
        }
        JsonValue version = request.get("jsonrpc");
        JsonValue method = request.get("method");
        JsonValue params = request.get("params");
        JsonValue id = request.get("id");
        byte[] idText = null;
        if (id != null) {
            if (!id.isString() && !id.isNumber() && !id.isNull()) {
                return invalid("id must be a string, a number or null", null, began);
            }
            int at = base + (int) id.offset();
            idText = Arrays.copyOfRange(buf, at, at + id.length()); // as sent, to the byte
        }
        if (version == null || !version.isString() || !"2.0".equals(version.asString())) {
            return invalid("jsonrpc must be \"2.0\"", idText, began);
        }
        if (method == null || !method.isString()) {
            return invalid("method must be a string", idText, began);
        }
        if (params != null && !params.isArray() && !params.isObject()) {
            return invalid("params must be an array or an object", idText, began);
        }
        boolean notification = id == null;
        if (discovery != null && OpenRpcDiscovery.METHOD.equals(method.asString())) {
            observe(began, OpenRpcDiscovery.METHOD, "success", null);
            return notification ? null : JsonRpcResponses.result(discovery.document(), idText);
        }
        RegisteredMethod target = registry.find(method.asString());
        if (target == null) {
            observe(began, "unknown", "method_not_found", JsonRpcError.METHOD_NOT_FOUND);
            return notification ? null : responses.error(new JsonRpcError(JsonRpcError.METHOD_NOT_FOUND,
                    "Method not found", Map.of("method", method.asString())), idText);
        }
        @Nullable Object[] arguments;
        try {
            arguments = binder.bind(target, params, buf, base);
        } catch (InvalidParams e) {
            return failed(target, new JsonRpcError(JsonRpcError.INVALID_PARAMS, "Invalid params", e.data()),
                    idText, notification, began);
        }
        Object result;
        try (Observation.Scope scope = began.observation().openScope()) {
            result = target.invoke(arguments);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            return failed(target, errorHandler.toError(e, target), idText, notification, began);
        }
        if (!target.isAsync()) {
            return answer(target, result, idText, notification, began);
        }
        byte[] asyncId = idText;
        return AsyncResults.of(result, limits.asyncTimeout()).handle((value, failure) -> {
            if (failure == null) {
                return answer(target, value, asyncId, notification, began);
            }
            JsonRpcError error = AsyncResults.timedOut(failure) ? timedOut(target)
                    : errorHandler.toError(unwrap(failure), target);
            return failed(target, error, asyncId, notification, began);
        });
    }

    private byte @Nullable [] answer(RegisteredMethod target, @Nullable Object result, byte @Nullable [] id,
            boolean notification, ServerCall began) {
        byte[] json;
        try {
            json = notification ? null : mapper.writeValueAsBytes(result);
        } catch (RuntimeException e) {
            return failed(target, errorHandler.toError(e, target), id, notification, began);
        }
        target.counted(false);
        observe(began, target.name(), "success", null);
        return json == null ? null : JsonRpcResponses.result(json, id);
    }

    private byte @Nullable [] failed(RegisteredMethod target, JsonRpcError error, byte @Nullable [] id,
            boolean notification, ServerCall began) {
        target.counted(true);
        observe(began, target.name(), JsonRpcOutcomes.of(error.code()), error.code());
        return notification ? null : responses.error(error, id);
    }

    /** The answer to a call whose asynchronous result did not come within the limit (its future was cancelled). */
    private JsonRpcError timedOut(RegisteredMethod target) {
        Map<String, Object> data = new LinkedHashMap<>(); // in this order on the wire
        data.put("reason", "no result within " + limits.asyncTimeout().toMillis() + " ms");
        data.put("method", target.name());
        return new JsonRpcError(JsonRpcError.SERVER_ERROR, "Server error", data);
    }

    private byte[] invalid(String reason, byte @Nullable [] id, ServerCall began) {
        observe(began, NONE, "invalid_request", JsonRpcError.INVALID_REQUEST);
        return responses.error(new JsonRpcError(JsonRpcError.INVALID_REQUEST, "Invalid Request",
                Map.of("reason", reason)), id);
    }

    /** A call begins: its clock and, with observations on, its {@code jsonrpc.server.requests} observation. */
    private ServerCall start(String transport) {
        if (!observed) {
            return timed ? new ServerCall(System.nanoTime(), Observation.NOOP, null) : UNTIMED;
        }
        JsonRpcServerContext context = new JsonRpcServerContext(transport);
        Observation observation = Observation.createNotStarted(convention, DEFAULT_CONVENTION, () -> context,
                observations).start();
        return new ServerCall(timed ? System.nanoTime() : 0, observation, context);
    }

    /** A call ends: timed for the observer, its observation told the method and outcome, and stopped. */
    private void observe(ServerCall call, String method, String outcome, @Nullable Integer code) {
        if (timed) {
            observer.observe(method, outcome, System.nanoTime() - call.began());
        }
        JsonRpcServerContext context = call.context();
        if (context != null) {
            context.setMethod(method);
            context.setOutcome(outcome);
            context.setErrorCode(code);
            call.observation().stop();
        }
    }

    /** One call's clock and observation ({@code context} null when observations are off). */
    private record ServerCall(long began, Observation observation, @Nullable JsonRpcServerContext context) {
    }

    private static Throwable unwrap(Throwable failure) {
        Throwable t = failure;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
