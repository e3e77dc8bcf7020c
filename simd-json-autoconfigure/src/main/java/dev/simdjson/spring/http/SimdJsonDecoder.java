package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.HttpMessageDecoder;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.publisher.SynchronousSink;

import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Reads JSON bodies for WebFlux controllers and WebClient with simd-json. It takes the media types of
 * {@code simdjson.http.media-types} (never Actuator's) in UTF-8, and the types {@link JsonBodies#canRead} accepts;
 * everything else stays with Jackson's decoder, which comes after it.
 *
 * <p>The whole body is read into memory up to the smaller of {@code simdjson.limits.max-document-size} and the
 * codecs' in-memory limit ({@code spring.http.codecs.max-in-memory-size}, 256 KB unless set, as for Jackson's
 * decoder), then bound in one go. A {@code Flux<T>} body is a JSON
 * array of {@code T} (emitted element by element) or a single {@code T}, as with Jackson; one that passes the
 * in-memory limit (below {@code max-document-size}) is streamed by Jackson's decoder (once {@link #followedBy
 * registered}), which holds only each element to it.
 *
 * <p>Failures are what Jackson's decoder raises: a {@link JsonBodyDecodingException} (a {@link DecodingException}
 * with Jackson's message and cause, and simd-json's line, column, offset and path), a {@link CodecException} ("Type
 * definition error", a server error) when Jackson fails on the type instead, or, for a body over the limit, a
 * {@link DataBufferLimitException}, which WebFlux turns into a {@code ServerWebInputException} (400) or a
 * {@code ContentTooLargeException} (413) as it does for Jackson's. With {@code detailedErrors} (the property
 * {@code simdjson.http.detailed-errors}) a server request (WebFlux calls {@link #getDecodeHints} only there) fails
 * with the {@link JsonBodyException} instead, which {@link SimdJsonProblemHandler} renders as a detailed problem.
 */
public final class SimdJsonDecoder implements HttpMessageDecoder<Object> {

    /** Hint set for server requests only: errors then become problem details for the client that sent them. */
    static final String SERVER_REQUEST_HINT = SimdJsonDecoder.class.getName() + ".SERVER_REQUEST";

    private static final Map<String, Object> SERVER_HINTS = Map.of(SERVER_REQUEST_HINT, Boolean.TRUE);

    /** Spring's default in-memory limit for a decoded body, which Jackson's decoder applies too. */
    static final int DEFAULT_MAX_IN_MEMORY_SIZE = 256 * 1024;

    private final JsonBodies bodies;
    private final BodyRules support;
    private final boolean detailedErrors;
    private volatile int maxInMemorySize = DEFAULT_MAX_IN_MEMORY_SIZE;
    /** The decoders after this one (Jackson's), for a {@code Flux} body past the limit; none until registered. */
    private volatile Supplier<List<Decoder<?>>> fallbacks = List::of;

    /**
     * @param bodies     binds bodies, decides the types, enforces the size limit, records metrics
     * @param mimeTypes  the media types to read ({@code simdjson.http.media-types}); Actuator's are refused anyway
     */
    public SimdJsonDecoder(JsonBodies bodies, List<? extends MimeType> mimeTypes) {
        this(bodies, mimeTypes, false);
    }

    /**
     * @param detailedErrors for server requests, fail with the {@link JsonBodyException} (a detailed problem with
     *                       line, column and path) instead of Jackson's exceptions
     */
    public SimdJsonDecoder(JsonBodies bodies, List<? extends MimeType> mimeTypes, boolean detailedErrors) {
        this.bodies = Objects.requireNonNull(bodies, "bodies");
        this.support = new BodyRules(List.copyOf(mimeTypes));
        this.detailedErrors = detailedErrors;
    }

    /**
     * The codecs' in-memory limit ({@code spring.http.codecs.max-in-memory-size}); {@code -1} for none. Bodies are
     * held to the smaller of it and {@code simdjson.limits.max-document-size}.
     */
    public void setMaxInMemorySize(int byteCount) {
        this.maxInMemorySize = byteCount;
    }

    /**
     * Lets the decoders that follow this one in {@code configurer} (Jackson's) stream a {@code Flux} body that
     * passes the codecs' in-memory limit, as Jackson's decoder does without the starter: it reads such a body element
     * by element and holds only each element to that limit. One configurer's decoders serve every configurer this decoder
     * is registered in, as its in-memory limit does; they are built from the same Jackson mapper.
     */
    public void followedBy(CodecConfigurer configurer) {
        this.fallbacks = new FollowingDecoders(configurer);
    }

    /**
     * Whether the codecs' in-memory limit is the one in force (Jackson's decoder applies it per element of a
     * streamed array); past {@code simdjson.limits.max-document-size} a body is the starter's 413.
     */
    private boolean inMemoryLimitFirst() {
        int codecs = maxInMemorySize;
        return codecs >= 0 && codecs < bodies.maxBytes();
    }

    /** The body limit in force, in bytes. */
    public int limit() {
        int codecs = maxInMemorySize;
        return codecs < 0 ? bodies.maxBytes() : Math.min(codecs, bodies.maxBytes());
    }

    @Override
    public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
        return support.supports(mimeType, true) && elementType.resolve() != null
                && !BodyRules.usesJsonView(elementType)
                && bodies.canRead(BodyRules.javaType(elementType));
    }

    @Override
    public List<MimeType> getDecodableMimeTypes() {
        return support.mimeTypes();
    }

    @Override
    public Map<String, Object> getDecodeHints(ResolvableType actualType, ResolvableType elementType,
            ServerHttpRequest request, ServerHttpResponse response) {
        return SERVER_HINTS;
    }

    @Override
    public Mono<Object> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType,
            @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        boolean server = isServerRequest(hints);
        Type type = BodyRules.javaType(elementType);
        return body(input, server).handle((Body body, SynchronousSink<Object> sink) -> {
            Object value = read(body, type, server);
            if (value != null) {
                sink.next(value); // JSON null is no value, as with Jackson
            }
        });
    }

    @Override
    public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType elementType,
            @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        boolean server = isServerRequest(hints);
        Type type = BodyRules.javaType(elementType);
        Decoder<Object> streaming = server && detailedErrors || !inMemoryLimitFirst() ? null
                : fallbackFor(elementType, mimeType);
        if (streaming == null) {
            return body(input, server).flatMapIterable(body -> values(body, elementType, type, server));
        }
        return Flux.defer(() -> {
            PastLimit pastLimit = new PastLimit(limit());
            // The buffers up to the one that passes the limit, or all of them: then simd-json reads the body;
            // past the limit, Jackson's decoder streams all of it (the held buffers first), as without simd-json.
            return Flux.from(input).bufferUntil(pastLimit)
                    .doOnDiscard(DataBuffer.class, DataBufferUtils::release)
                    .<Object>switchOnFirst((first, all) -> {
                        if (!first.hasValue()) {
                            return all.thenMany(Flux.empty()); // no body, or a failed one: passed on
                        }
                        if (pastLimit.passed) {
                            bodies.handedOffWhileReading(type, "a Flux body past the in-memory limit of " + limit()
                                    + " bytes, streamed by " + streaming);
                            return streaming.decode(all.concatMapIterable(buffers -> buffers), elementType,
                                    mimeType, hints);
                        }
                        return all.<Object>concatMap(buffers -> {
                            Body body = joined(buffers);
                            try {
                                return Flux.fromIterable(values(body, elementType, type, server));
                            } catch (JsonBodyDecodingException refusedByBoth) {
                                // Jackson's decoder streams the elements with its non-blocking parser, whose
                                // reasons differ from a whole-body read's (a truncated array): its answer, then.
                                return streaming.decode(Flux.just(body.asBuffer()), elementType, mimeType, hints);
                            }
                        });
                    });
        });
    }

    /** The values of a {@code Flux} body: the elements of a JSON array, or the one value. */
    private List<?> values(Body body, ResolvableType elementType, Type type, boolean server) {
        if (!body.startsWithArray()) {
            Object value = read(body, type, server);
            return value == null ? List.of() : List.of(value);
        }
        ResolvableType listType = ResolvableType.forClassWithGenerics(List.class, elementType);
        List<?> values = (List<?>) read(body, BodyRules.javaType(listType), server);
        // A Flux cannot carry nulls: JSON nulls in the array are skipped, as with Jackson.
        return values == null ? List.of() : values.stream().filter(Objects::nonNull).toList();
    }

    /** The buffers' bytes in one body (within the limit: the caller checked), each buffer released. */
    private Body joined(List<DataBuffer> buffers) {
        Body body = new Body(Integer.MAX_VALUE);
        for (DataBuffer buffer : buffers) {
            try {
                body.append(buffer);
            } finally {
                DataBufferUtils.release(buffer);
            }
        }
        return body;
    }

    @SuppressWarnings("unchecked")
    private @Nullable Decoder<Object> fallbackFor(ResolvableType elementType, @Nullable MimeType mimeType) {
        for (Decoder<?> next : fallbacks.get()) {
            if (next.canDecode(elementType, mimeType)) {
                return (Decoder<Object>) next;
            }
        }
        return null;
    }

    /** True from the buffer that takes the bytes seen past the limit on; one per subscription. */
    private static final class PastLimit implements Predicate<DataBuffer> {

        private final int limit;
        private long seen;
        private boolean passed;

        PastLimit(int limit) {
            this.limit = limit;
        }

        @Override
        public boolean test(DataBuffer buffer) {
            seen += buffer.readableByteCount();
            passed = passed || seen > limit;
            return passed;
        }
    }

    /** The decoders of a configurer other than simd-json's, in order; looked up on first use (after startup). */
    private static final class FollowingDecoders implements Supplier<List<Decoder<?>>> {

        private final CodecConfigurer configurer;
        private volatile @Nullable List<Decoder<?>> decoders;

        FollowingDecoders(CodecConfigurer configurer) {
            this.configurer = configurer;
        }

        @Override
        public List<Decoder<?>> get() {
            List<Decoder<?>> known = decoders;
            if (known == null) {
                List<Decoder<?>> found = new ArrayList<>();
                for (HttpMessageReader<?> reader : configurer.getReaders()) {
                    if (reader instanceof DecoderHttpMessageReader<?> r
                            && !(r.getDecoder() instanceof SimdJsonDecoder)) {
                        found.add(r.getDecoder());
                    }
                }
                known = List.copyOf(found);
                decoders = known;
            }
            return known;
        }
    }

    @Override
    public @Nullable Object decode(DataBuffer buffer, ResolvableType targetType, @Nullable MimeType mimeType,
            @Nullable Map<String, Object> hints) throws DecodingException {
        boolean server = isServerRequest(hints);
        Body body = new Body(limit());
        try {
            if (!body.append(buffer)) {
                throw tooLarge(server, body.seen);
            }
        } finally {
            DataBufferUtils.release(buffer);
        }
        return read(body, BodyRules.javaType(targetType), server);
    }

    /**
     * The whole body, within the size limit; empty when there is none (or it has no bytes). The first byte past the
     * limit ends the read with a 413 (for a client, a {@link DataBufferLimitException}), as
     * {@code DataBufferUtils.join(input, limit)} does. Not that method, though: each buffer here is copied into one
     * array and released as it arrives (one copy instead of a joined buffer and then an array), and on Reactor
     * Netty {@code join} with a limit releases a buffer twice when the limit is passed (an
     * {@code IllegalReferenceCountException} that closes the connection; Jackson's decoder shows it too).
     */
    private Mono<Body> body(Publisher<DataBuffer> input, boolean server) {
        return Mono.defer(() -> {
            Body body = new Body(limit());
            return Flux.from(input)
                    .handle((DataBuffer buffer, SynchronousSink<Body> sink) -> {
                        try {
                            if (!body.append(buffer)) {
                                sink.error(tooLarge(server, body.seen));
                            }
                        } finally {
                            DataBufferUtils.release(buffer);
                        }
                    })
                    .doOnDiscard(DataBuffer.class, DataBufferUtils::release)
                    .then(Mono.fromSupplier(() -> body))
                    .filter(b -> b.length > 0);
        });
    }

    private @Nullable Object read(Body body, Type type, boolean server) {
        try {
            return bodies.read(body.bytes, body.length, type, Transport.HTTP_REACTIVE);
        } catch (JsonBodyException e) {
            CodecException definition = JsonBodyErrors.codecError(e);
            if (definition != null) {
                throw definition; // Jackson's server error, detailed errors or not: the body is not at fault
            }
            if (server && detailedErrors) {
                throw e; // rendered as a detailed 400 problem for the client that sent the body
            }
            throw new JsonBodyDecodingException(e);
        }
    }

    /** Records the oversized body; the exception to raise (Spring's own, as from Jackson's decoder, by default). */
    private RuntimeException tooLarge(boolean server, long bytesSeen) {
        JsonBodyException problem = bodies.tooLarge(Transport.HTTP_REACTIVE, bytesSeen, limit());
        if (server && detailedErrors) {
            return problem;
        }
        return new DataBufferLimitException(JsonBodyErrors.BUFFER_LIMIT + limit());
    }

    private static boolean isServerRequest(@Nullable Map<String, Object> hints) {
        return hints != null && Boolean.TRUE.equals(hints.get(SERVER_REQUEST_HINT));
    }

    /** A body's bytes as they arrive: {@code bytes[0, length)}, at most {@code limit} of them. */
    private static final class Body {

        private final int limit;
        private byte[] bytes = new byte[0];
        private int length;
        /** Bytes received, counting the buffer that passed the limit. */
        private long seen;

        Body(int limit) {
            this.limit = limit;
        }

        /** Copies the buffer's readable bytes; false, copying nothing, when they would pass the limit. */
        boolean append(DataBuffer buffer) {
            int n = buffer.readableByteCount();
            seen += n;
            if (seen > limit) {
                return false;
            }
            if (length + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, (int) Math.min(limit, Math.max(length + n, 2L * bytes.length + 1024)));
            }
            buffer.read(bytes, length, n);
            length += n;
            return true;
        }

        /** The bytes read, as a buffer (not to be released: it holds no pooled memory). */
        DataBuffer asBuffer() {
            return DefaultDataBufferFactory.sharedInstance.wrap(ByteBuffer.wrap(bytes, 0, length));
        }

        /** Whether the first byte that is not JSON whitespace opens an array. */
        boolean startsWithArray() {
            for (int i = 0; i < length; i++) {
                byte b = bytes[i];
                if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                    return b == '[';
                }
            }
            return false;
        }
    }

    @Override
    public String toString() {
        return "SimdJsonDecoder" + support.mimeTypes();
    }
}
