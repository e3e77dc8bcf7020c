package dev.simdjson.spring.http;

import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.TypeSupport;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the MVC converter and the WebFlux codecs share: which types simd-json takes (the rest goes to Jackson and is
 * recorded in {@link JacksonHandoffs}), reading a body within the document-size limit, binding it with metrics, and
 * turning failures into {@link JsonBodyException}s. Thread-safe; one instance per application.
 */
public final class JsonBodies {

    /** Largest declared Content-Length read into one exact array up front; longer bodies are read as they arrive. */
    private static final int EXACT_READ_MAX = 256 * 1024;

    /** Most types whose decision is cached; beyond that (unbounded generic types) the decision is recomputed. */
    private static final int DECISION_CACHE = 4096;

    private final SimdJsonMapper mapper;
    private final TypeRouting routing;
    private final ParseMetrics metrics;
    private final JacksonHandoffs handoffs;
    private final int maxBytes;
    private final @Nullable SecondReader secondReader;
    private final Map<Type, Boolean> readable = new ConcurrentHashMap<>();
    private final Map<Type, Boolean> writable = new ConcurrentHashMap<>();

    /**
     * @param mapper        binds and writes
     * @param excludedTypes class names, or package prefixes ending in '.', always left to Jackson
     * @param metrics       told about every parse
     * @param handoffs      told about every type left to Jackson
     */
    public JsonBodies(SimdJsonMapper mapper, List<String> excludedTypes, ParseMetrics metrics,
            JacksonHandoffs handoffs) {
        this(mapper, excludedTypes, metrics, handoffs, null);
    }

    /**
     * @param secondReader reads a body simd-json refused the way the application's Jackson would, so that what
     *                     Jackson accepts is still accepted (a UTF-16 body, a comment Jackson allows, a date Jackson
     *                     coerces); {@code null} to answer every refusal with a 400
     */
    public JsonBodies(SimdJsonMapper mapper, List<String> excludedTypes, ParseMetrics metrics,
            JacksonHandoffs handoffs, @Nullable SecondReader secondReader) {
        this.secondReader = secondReader;
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.routing = new TypeRouting(excludedTypes);
        this.metrics = Objects.requireNonNull(metrics, "metrics");
        this.handoffs = Objects.requireNonNull(handoffs, "handoffs");
        this.maxBytes = mapper.config().limits().maxDocumentBytes();
    }

    /** The mapper bodies are read and written with. */
    public SimdJsonMapper mapper() {
        return mapper;
    }

    /** The largest body read, in bytes ({@code simdjson.limits.max-document-size}). */
    public int maxBytes() {
        return maxBytes;
    }

    /**
     * Whether {@code type} is a JSON body simd-json would consider at all: not text or bytes, not a Spring or Jackson
     * type, not excluded by the application. Such a type goes to Jackson only when the mapper refuses it.
     */
    public boolean isCandidate(Type type) {
        return routing.refusal(type) == null;
    }

    /** Whether simd-json reads bodies of {@code type}; when not, the type is recorded as handed to Jackson. */
    public boolean canRead(Type type) {
        Boolean known = readable.get(type);
        return known != null ? known : decide(type, Direction.READ, readable);
    }

    /** Whether simd-json writes values of {@code type}; when not, the type is recorded as handed to Jackson. */
    public boolean canWrite(Type type) {
        Boolean known = writable.get(type);
        return known != null ? known : decide(type, Direction.WRITE, writable);
    }

    private boolean decide(Type type, Direction direction, Map<Type, Boolean> cache) {
        String refusal = routing.refusal(type);
        if (refusal == null) {
            TypeSupport support = direction == Direction.READ ? mapper.canRead(type) : mapper.canWrite(type);
            refusal = support.supported() ? null : support.reason();
            if (refusal != null) {
                handoffs.record(type, direction, refusal);
            }
        } else if (refusal.startsWith(TypeRouting.EXCLUDED)) {
            handoffs.record(type, direction, refusal);
        }
        // Text, bytes and Spring's or Jackson's own types are not recorded: they never were candidates.
        boolean ok = refusal == null;
        if (cache.size() < DECISION_CACHE) {
            cache.put(type, ok);
        }
        return ok;
    }

    /**
     * Records that a value simd-json was asked to write turned out not to be writable (e.g. a {@code Date} inside a
     * {@code Map<String, Object>}) and went to Jackson after all.
     */
    public void handedOffWhileWriting(Type type, String reason) {
        handoffs.record(type, Direction.WRITE, reason);
    }

    /** Records that a body simd-json began to read went to Jackson (a {@code Flux} body past the limit). */
    public void handedOffWhileReading(Type type, String reason) {
        handoffs.record(type, Direction.READ, reason);
    }

    /**
     * Reads a whole body, failing fast with 413 when the declared length or the bytes read pass the limit.
     *
     * @param declaredLength the Content-Length, or -1 when unknown
     * @return the body; its length is the array's length
     */
    public byte[] readBody(InputStream in, long declaredLength, Transport transport) throws IOException {
        if (declaredLength > maxBytes) {
            throw tooLarge(transport, declaredLength);
        }
        if (declaredLength >= 0 && declaredLength <= EXACT_READ_MAX) {
            // The common small body: one exact array, no chunk list to join. A larger declared length is only a
            // hint (a client may declare 256 MB and send nothing): such a body is read as it arrives.
            byte[] body = new byte[(int) declaredLength];
            int n = in.readNBytes(body, 0, body.length);
            if (n < body.length) {
                return Arrays.copyOf(body, n);
            }
            int next = in.read();
            if (next < 0) {
                return body;
            }
            // More than declared (a filter rewrote the body but kept the header): the rest, within the limit.
            byte[] rest = in.readNBytes(maxBytes - body.length);
            byte[] all = new byte[body.length + 1 + rest.length];
            System.arraycopy(body, 0, all, 0, body.length);
            all[body.length] = (byte) next;
            System.arraycopy(rest, 0, all, body.length + 1, rest.length);
            if (all.length > maxBytes) {
                throw tooLarge(transport, all.length);
            }
            return all;
        }
        byte[] body = in.readNBytes(maxBytes + 1);
        if (body.length > maxBytes) {
            throw tooLarge(transport, body.length);
        }
        return body;
    }

    /** Records a body over the limit and returns the 413 to throw. */
    public JsonBodyException tooLarge(Transport transport, long bytesSeen) {
        return tooLarge(transport, bytesSeen, maxBytes);
    }

    /** Records a body over {@code limitBytes} (a limit stricter than {@link #maxBytes()}) and returns the 413. */
    public JsonBodyException tooLarge(Transport transport, long bytesSeen, int limitBytes) {
        metrics.record(transport, ParseOutcome.TOO_LARGE, bytesSeen, 0);
        return JsonBodyException.tooLarge(limitBytes);
    }

    /**
     * Binds {@code body[0, length)} to {@code type}.
     *
     * @throws JsonBodyException 400 when the body is not valid JSON or does not fit {@code type} (and the second
     *                           reader, if any, refused it too: its failure is then in the exception)
     */
    public Object read(byte[] body, int length, Type type, Transport transport) {
        long began = System.nanoTime();
        try {
            Object value = mapper.readValue(body, 0, length, type);
            metrics.record(transport, ParseOutcome.SUCCESS, length, System.nanoTime() - began);
            return value;
        } catch (JsonException e) {
            ParseOutcome outcome = e instanceof JsonBindException ? ParseOutcome.BIND_ERROR : ParseOutcome.INVALID_JSON;
            metrics.record(transport, outcome, length, System.nanoTime() - began);
            if (secondReader != null) {
                try {
                    Object value = secondReader.read(body, length, type);
                    handoffs.record(type, Direction.READ, "a body simd-json refused was read by Jackson: "
                            + e.getMessage());
                    return value;
                } catch (Exception jacksonRefusedItToo) {
                    // Both refuse it: Jackson's failure is what the application would see without simd-json,
                    // simd-json's says where (line, column, path).
                    throw JsonBodyException.badJson(e, jacksonRefusedItToo, secondReader.reason(jacksonRefusedItToo),
                            secondReader.definitionError(jacksonRefusedItToo));
                }
            }
            throw JsonBodyException.badJson(e);
        }
    }

    /**
     * Reads a body simd-json refused, as the application's Jackson mapper would; throws when Jackson refuses it too.
     * Called only after a refusal, so it costs nothing on bodies simd-json reads.
     */
    @FunctionalInterface
    public interface SecondReader {
        @Nullable Object read(byte[] body, int length, Type type) throws Exception;

        /**
         * The reason Jackson's HTTP converter and decoder give for {@code failure}, a failure of {@link #read}
         * (after {@code JSON parse error: }); by default its message.
         */
        default @Nullable String reason(Exception failure) {
            return failure.getMessage();
        }

        /**
         * When {@code failure} says the type has no definition Jackson can use (no creator, an abstract type
         * without type information, conflicting properties), that type as Jackson's converter and decoder print it
         * after {@code Type definition error: }; they answer it as a server error, not as a bad body. Null for
         * any other failure (by default).
         */
        default @Nullable String definitionError(Exception failure) {
            return null;
        }
    }

    /** {@code value} as UTF-8 JSON. */
    public byte[] write(Object value) {
        return mapper.writeValueAsBytes(value);
    }
}
