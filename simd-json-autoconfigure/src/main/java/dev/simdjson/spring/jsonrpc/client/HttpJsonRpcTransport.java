package dev.simdjson.spring.jsonrpc.client;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * JSON-RPC over HTTP through Spring's {@link RestClient}: each request is one {@code POST} of
 * {@code application/json}, so the application's interceptors, observations (trace headers included) and SSL
 * bundles apply as they do to its other calls. A call waits on the calling thread; asynchronous calls run the
 * exchange on the given executor.
 *
 * <p>The answer is the response body, read up to {@code maxResponseSize}: a 2xx with an empty body (204) is no
 * answer, which is right for notifications only. Servers that answer JSON-RPC errors with 4xx/5xx statuses and a
 * JSON body have that body read as the answer; any other status is a {@link JsonRpcTransportException}. A call is
 * bounded by the {@code RestClient}'s read timeout, which must be the {@code timeout} given here (the client registry
 * builds it so).
 */
public final class HttpJsonRpcTransport implements JsonRpcTransport {

    private final RestClient client;
    private final URI uri;
    private final Executor executor;
    private final int maxResponseSize;
    private final Duration timeout;
    private final ObservationRegistry observations;

    public HttpJsonRpcTransport(RestClient client, URI uri, Executor executor, int maxResponseSize,
            Duration timeout) {
        this(client, uri, executor, maxResponseSize, timeout, ObservationRegistry.NOOP);
    }

    /** @param observations where the client's call observations are (to carry them to the executor's threads) */
    public HttpJsonRpcTransport(RestClient client, URI uri, Executor executor, int maxResponseSize,
            Duration timeout, ObservationRegistry observations) {
        this.client = Objects.requireNonNull(client, "client");
        this.uri = Objects.requireNonNull(uri, "uri");
        this.executor = Objects.requireNonNull(executor, "executor");
        if (maxResponseSize <= 0) {
            throw new IllegalArgumentException("maxResponseSize must be positive, was " + maxResponseSize);
        }
        this.maxResponseSize = maxResponseSize;
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        this.observations = Objects.requireNonNull(observations, "observations");
    }

    @Override
    public CompletableFuture<byte @Nullable []> send(byte[] request, long[] ids) {
        // The call's observation goes with the exchange to the executor's thread: the RestClient's own observation
        // nests in it, and its trace context goes out in the request's headers.
        Observation call = observations.getCurrentObservation();
        return CompletableFuture.supplyAsync(() -> call == null ? exchange(request, ids)
                : call.scoped(() -> exchange(request, ids)), executor);
    }

    @Override
    public String kind() {
        return "http";
    }

    @Override
    public byte @Nullable [] sendAndWait(byte[] request, long[] ids, Duration timeout) {
        return exchange(request, ids);
    }

    @Override
    public String target() {
        return uri.toString();
    }

    @Override
    public void close() {
        // the RestClient's connections belong to its request factory
    }

    private byte @Nullable [] exchange(byte[] request, long[] ids) {
        try {
            return client.post().uri(uri).contentType(MediaType.APPLICATION_JSON).accept(MediaType.APPLICATION_JSON)
                    .body(request).exchange((req, response) -> answer(response, ids), true);
        } catch (ResourceAccessException e) {
            if (isTimeout(e)) {
                throw new JsonRpcTimeoutException("no answer from " + uri + " within " + timeout.toMillis() + " ms",
                        timeout);
            }
            throw new JsonRpcTransportException("cannot reach " + uri + ": " + e.getMessage(), e);
        } catch (RestClientException e) {
            throw new JsonRpcTransportException("the exchange with " + uri + " failed: " + e.getMessage(), e);
        }
    }

    /**
     * Whether the exchange failed on the read timeout: the JDK's exceptions, or the HTTP library's own (Netty's
     * {@code ReadTimeoutException}, Jetty's and HttpClient's {@code *TimeoutException}s).
     */
    private static boolean isTimeout(Throwable failure) {
        for (Throwable t = failure.getCause(); t != null; t = t.getCause()) {
            if (t instanceof SocketTimeoutException || t instanceof HttpTimeoutException
                    || t.getClass().getSimpleName().endsWith("TimeoutException")) {
                return true;
            }
        }
        return false;
    }

    private byte @Nullable [] answer(ClientHttpResponse response, long[] ids) throws IOException {
        HttpStatusCode status = response.getStatusCode();
        byte[] body = read(response.getBody());
        if (status.is2xxSuccessful()) {
            return body.length == 0 || ids.length == 0 ? null : body;
        }
        if (isJson(response, body)) {
            return body; // a JSON-RPC error answered with an error status: the body says which
        }
        String text = new String(body, 0, Math.min(body.length, 200), StandardCharsets.UTF_8);
        throw new JsonRpcTransportException("HTTP " + status.value() + " from " + uri
                + (text.isBlank() ? "" : ": " + text.strip()));
    }

    private byte[] read(InputStream in) throws IOException {
        byte[] body = in.readNBytes(maxResponseSize + 1);
        if (body.length > maxResponseSize) {
            throw new JsonRpcInvalidResponseException("the answer from " + uri + " is over the limit of "
                    + maxResponseSize + " bytes");
        }
        return body;
    }

    private static boolean isJson(ClientHttpResponse response, byte[] body) {
        MediaType type = response.getHeaders().getContentType();
        if (type == null || !type.isCompatibleWith(MediaType.APPLICATION_JSON)) {
            return false;
        }
        for (byte b : body) {
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return b == '{' || b == '[';
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "HttpJsonRpcTransport[" + uri + "]";
    }
}
