package dev.simdjson.spring.jsonrpc.client;

import org.jspecify.annotations.Nullable;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Moves a client's request bytes to a JSON-RPC server and its response bytes back: {@link HttpJsonRpcTransport}
 * (one HTTP exchange per request) and {@link SocketJsonRpcTransport} (frames on shared TCP or Unix domain socket
 * connections, answers matched to calls by id). A transport is thread-safe; the {@link JsonRpcTemplate} owning it
 * closes it.
 */
public interface JsonRpcTransport extends AutoCloseable {

    /**
     * Sends {@code request}: one call, a notification or a batch (a JSON array of them).
     *
     * @param ids the ids of the calls in the request that have one (none: notifications only, nothing to wait for)
     * @return the response bytes (an object, or an array for a batch), {@code null} when none is due; fails with a
     *         {@link JsonRpcClientException} (completing it early, e.g. on a timeout, abandons the call)
     */
    CompletableFuture<byte @Nullable []> send(byte[] request, long[] ids);

    /**
     * {@link #send} and wait for the answer, at most {@code timeout}; transports that can do the exchange on the
     * calling thread do so.
     */
    default byte @Nullable [] sendAndWait(byte[] request, long[] ids, Duration timeout) {
        CompletableFuture<byte @Nullable []> answer = send(request, ids);
        try {
            return answer.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            answer.cancel(false);
            throw new JsonRpcTimeoutException("no answer from " + target() + " within " + timeout.toMillis() + " ms",
                    timeout);
        } catch (InterruptedException e) {
            answer.cancel(false);
            Thread.currentThread().interrupt();
            throw new JsonRpcTransportException("interrupted while waiting for " + target(), e);
        } catch (ExecutionException e) {
            throw JsonRpcFailures.unwrap(e.getCause(), this);
        }
    }

    /** Where the requests go, for messages: a URL, {@code tcp://host:port} or {@code unix:/path}. */
    String target();

    /** The transport as observations name it: {@code http}, {@code tcp}, {@code uds}. */
    default String kind() {
        return "custom";
    }

    /** Releases connections; calls still waiting fail with a {@link JsonRpcTransportException}. */
    @Override
    void close();
}
