package dev.simdjson.spring.http;

import dev.simdjson.JsonWriteException;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Encoder;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Writes JSON bodies for WebFlux controllers and WebClient with simd-json. It takes the media types of
 * {@code simdjson.http.media-types} (never Actuator's) in UTF-8, and the types {@link JsonBodies#canWrite}
 * accepts; everything else stays with Jackson's encoder, which comes after it.
 *
 * <p>A single value ({@code Mono}, or a plain return value) becomes one buffer. A {@code Flux} becomes one JSON
 * array, as Jackson's encoder does for non-streaming media types: {@code [} goes out with the first element (so an
 * error before it still gets an error response), then each element after a {@code ,}, then {@code ]}; an empty
 * Flux is {@code []}.
 *
 * <p>Whether simd-json writes a type is decided on the declared type; a value that holds something simd-json does
 * not write (a {@code java.util.Date} in a {@code Map<String, Object>}, as in Boot's error responses) is found out
 * while writing it. Registered with {@link #registerIn(CodecConfigurer)}, such a value goes to the encoder that
 * comes next in the configurer for it (Jackson's); otherwise it fails with an {@link EncodingException}.
 */
public final class SimdJsonEncoder implements Encoder<Object> {

    private static final byte[] START_ARRAY = {'['};
    private static final byte[] COMMA = {','};
    private static final byte[] EMPTY_ARRAY = {'[', ']'};
    private static final byte[] END_ARRAY = {']'};

    private final JsonBodies bodies;
    private final BodyRules support;
    /** The encoders that follow this one, for values simd-json cannot write; empty when there are none. */
    private final Supplier<List<Encoder<?>>> fallbacks;

    /**
     * @param bodies    writes values and decides the types
     * @param mimeTypes the media types to write ({@code simdjson.http.media-types}); the first is the
     *                  {@code Content-Type} when the exchange does not name one. Actuator's are refused anyway
     */
    public SimdJsonEncoder(JsonBodies bodies, List<? extends MimeType> mimeTypes) {
        this.bodies = Objects.requireNonNull(bodies, "bodies");
        this.support = new BodyRules(List.copyOf(mimeTypes));
        this.fallbacks = List::of;
    }

    private SimdJsonEncoder(SimdJsonEncoder settings, Supplier<List<Encoder<?>>> fallbacks) {
        this.bodies = settings.bodies;
        this.support = settings.support;
        this.fallbacks = fallbacks;
    }

    /**
     * Registers an encoder with these settings as a custom codec of {@code configurer}, which places it after the
     * codecs of specific types (bytes, text, resources) and ahead of the default object codecs (Jackson's). A value
     * simd-json turns out not to write goes to the first of the configurer's other encoders that takes its type and
     * media type.
     */
    public void registerIn(CodecConfigurer configurer) {
        configurer.customCodecs().register(new SimdJsonEncoder(this, new FollowingEncoders(configurer)));
    }

    @Override
    public boolean canEncode(ResolvableType elementType, @Nullable MimeType mimeType) {
        return support.supports(mimeType, false) && elementType.resolve() != null
                && !BodyRules.usesJsonView(elementType)
                && bodies.canWrite(BodyRules.javaType(elementType));
    }

    @Override
    public List<MimeType> getEncodableMimeTypes() {
        return support.mimeTypes();
    }

    @Override
    public DataBuffer encodeValue(Object value, DataBufferFactory bufferFactory, ResolvableType valueType,
            @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        if (!bodies.canWrite(value.getClass())) {
            // A Mono<Object> or Flux<Object> declares Object: the value itself may be a type that stays Jackson's.
            return fallBack(null, value, bufferFactory, valueType, mimeType, hints);
        }
        try {
            return bufferFactory.wrap(bodies.write(value));
        } catch (JsonWriteException e) {
            return fallBack(e, value, bufferFactory, valueType, mimeType, hints);
        }
    }

    @SuppressWarnings("unchecked")
    private DataBuffer fallBack(@Nullable JsonWriteException e, Object value, DataBufferFactory bufferFactory,
            ResolvableType valueType, @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        for (Encoder<?> next : fallbacks.get()) {
            if (next.canEncode(valueType, mimeType)) {
                return ((Encoder<Object>) next).encodeValue(value, bufferFactory, valueType, mimeType, hints);
            }
        }
        // Nothing has been written for this value yet.
        throw new EncodingException("Could not write JSON body", e);
    }

    @Override
    public Flux<DataBuffer> encode(Publisher<?> inputStream, DataBufferFactory bufferFactory,
            ResolvableType elementType, @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        if (inputStream instanceof Mono<?> mono) {
            return mono.map(value -> encodeValue(value, bufferFactory, elementType, mimeType, hints)).flux();
        }
        return Flux.defer(() -> {
            boolean[] started = {false}; // per subscription; elements arrive one at a time
            return Flux.from(inputStream)
                    .map(value -> {
                        DataBuffer json = encodeValue(value, bufferFactory, elementType, mimeType, hints);
                        DataBuffer separator = bufferFactory.wrap(started[0] ? COMMA : START_ARRAY);
                        started[0] = true;
                        return bufferFactory.join(List.of(separator, json));
                    })
                    .concatWith(Mono.fromCallable(() -> bufferFactory.wrap(started[0] ? END_ARRAY : EMPTY_ARRAY)));
        });
    }

    /** The encoders of a configurer other than simd-json's, in order; looked up on first use (after startup). */
    private static final class FollowingEncoders implements Supplier<List<Encoder<?>>> {

        private final CodecConfigurer configurer;
        private volatile @Nullable List<Encoder<?>> encoders;

        FollowingEncoders(CodecConfigurer configurer) {
            this.configurer = configurer;
        }

        @Override
        public List<Encoder<?>> get() {
            List<Encoder<?>> known = encoders;
            if (known == null) {
                List<Encoder<?>> found = new ArrayList<>();
                for (HttpMessageWriter<?> writer : configurer.getWriters()) {
                    if (writer instanceof EncoderHttpMessageWriter<?> w && !(w.getEncoder() instanceof SimdJsonEncoder)) {
                        found.add(w.getEncoder());
                    }
                }
                known = List.copyOf(found);
                encoders = known;
            }
            return known;
        }
    }

    @Override
    public String toString() {
        return "SimdJsonEncoder" + support.mimeTypes();
    }
}
