package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.JsonValue;
import org.jspecify.annotations.Nullable;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Calls and notifications sent as one batch request (a JSON array), from {@link JsonRpcTemplate#batch()}. Each call
 * gets its future when added; {@link #send()} sends the batch, matches the answers to the calls by id and completes
 * every future: with its result, its {@link JsonRpcRemoteException}, or the failure of the batch as a whole (the
 * transport, the timeout, an answer that is not a batch response). A batch is sent once; it is not thread-safe.
 */
public final class JsonRpcBatch {

    private final JsonRpcTemplate template;
    private final List<byte[]> requests = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
    private boolean sent;

    JsonRpcBatch(JsonRpcTemplate template) {
        this.template = template;
    }

    /** Adds a call; its future completes once the batch is answered. */
    public <T> CompletableFuture<@Nullable T> call(String method, @Nullable Object params, Class<T> result) {
        return call(method, params, (Type) result);
    }

    /** Adds a call whose result is bound to a generic type. */
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<@Nullable T> call(String method, @Nullable Object params, Type result) {
        checkNotSent();
        long id = template.nextId();
        requests.add(template.writer().request(template.head(method), params, id));
        Call call = new Call(id, result, new CompletableFuture<>());
        calls.add(call);
        return (CompletableFuture<T>) (CompletableFuture<?>) call.future;
    }

    /** Adds a notification. */
    public JsonRpcBatch notify(String method, @Nullable Object params) {
        checkNotSent();
        requests.add(template.writer().request(template.head(method), params, null));
        return this;
    }

    /** How many calls and notifications the batch holds. */
    public int size() {
        return requests.size();
    }

    /**
     * Sends the batch and waits until every call is answered (at most the timeout). Throws what failed the batch as
     * a whole; each call's own outcome is in its future.
     */
    public void send() {
        try {
            sendAsync().join();
        } catch (CompletionException e) {
            throw JsonRpcFailures.unwrap(e, template.transport());
        }
    }

    /** Sends the batch; the future completes once every call's future is done, failing as {@link #send()} throws. */
    public CompletableFuture<Void> sendAsync() {
        checkNotSent();
        if (requests.isEmpty()) {
            throw new IllegalStateException("an empty batch: the specification makes it an invalid request");
        }
        sent = true;
        byte[] request = RequestWriter.batch(requests);
        long[] ids = calls.stream().mapToLong(Call::id).toArray();
        CompletableFuture<Void> answered = template.whenAnswered("batch", request, ids, this::complete);
        return answered.whenComplete((done, failure) -> {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                calls.forEach(c -> c.future.completeExceptionally(cause));
            }
        });
    }

    /** Completes each call's future from the batch's answer. */
    private @Nullable Void complete(byte @Nullable [] answer) {
        String target = template.transport().target();
        if (answer == null) {
            if (!calls.isEmpty()) {
                throw new JsonRpcInvalidResponseException("no answer from " + target + " to a batch of "
                        + calls.size() + " calls");
            }
            return null;
        }
        ResponseReader reader = template.reader();
        JsonValue root = reader.parse(answer, target);
        if (!root.isArray()) {
            // One error for the whole batch (it could not be read, or is over the server's limit).
            JsonValue error = root.isObject() ? root.get("error") : null;
            if (error == null) {
                throw new JsonRpcInvalidResponseException("the answer from " + target + " to a batch is neither an "
                        + "array nor an error: " + ResponseReader.snippet(root));
            }
            JsonRpcRemoteException whole = reader.remote(error, answer, target);
            calls.forEach(c -> c.future.completeExceptionally(whole));
            return null;
        }
        Map<Long, JsonValue> byId = new HashMap<>();
        for (JsonValue response : root) {
            long id = ResponseReader.idOf(response);
            if (id >= 0) {
                byId.putIfAbsent(id, response);
            }
        }
        for (Call call : calls) {
            JsonValue response = byId.get(call.id);
            if (response == null) {
                call.future.completeExceptionally(new JsonRpcInvalidResponseException("the answer from " + target
                        + " to a batch has no response to call " + call.id));
                continue;
            }
            try {
                call.future.complete(reader.result(response, answer, call.id, call.result, target));
            } catch (RuntimeException e) {
                call.future.completeExceptionally(e);
            }
        }
        return null;
    }

    private void checkNotSent() {
        if (sent) {
            throw new IllegalStateException("this batch was sent already");
        }
    }

    private record Call(long id, Type result, CompletableFuture<@Nullable Object> future) {
    }
}
