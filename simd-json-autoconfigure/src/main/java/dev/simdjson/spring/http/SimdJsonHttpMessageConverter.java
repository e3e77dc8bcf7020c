package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import dev.simdjson.JsonWriteException;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.http.converter.GenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.http.converter.SmartHttpMessageConverter;
import org.springframework.web.server.ContentTooLargeException;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads and writes JSON bodies with simd-json for Spring MVC, RestClient and RestTemplate. It sits directly ahead of
 * Jackson's converter and answers {@code canRead}/{@code canWrite} per type through {@link JsonBodies}: a type
 * simd-json cannot handle is refused here (and recorded as handed to Jackson), so Jackson's converter takes it.
 *
 * <p>It never takes Actuator's own media types, bodies in a charset other than UTF-8 (JSON is UTF-8; Jackson
 * decodes the others), text, bytes or Spring's own types (see {@link TypeRouting}).
 *
 * <p>A body it cannot read fails as with Jackson's converter: a {@link JsonBodyNotReadableException} (an
 * {@link HttpMessageNotReadableException} with Jackson's message and cause, and simd-json's line, column, offset and
 * path), so the application's {@code @ExceptionHandler}s, {@code ResponseEntityExceptionHandler}s, Boot's problem
 * details and error attributes answer as without simd-json. When Jackson, re-reading it, fails on the type instead
 * (no definition it can use), it is Jackson's {@link HttpMessageConversionException} ("Type definition error"), a
 * server error. A request body over
 * {@code simdjson.limits.max-document-size} is Spring's {@link ContentTooLargeException} (413); a response body over
 * it, on the {@link Transport#HTTP_CLIENT client}, is not readable. With {@code detailedErrors} (the property
 * {@code simdjson.http.detailed-errors}) the {@link Transport#HTTP_SERVER server} lets the {@link JsonBodyException}
 * through instead, for {@link SimdJsonProblemHandler} to render as a detailed problem.
 *
 * <p>Writing decides on the declared type, or the value's class, before anything is written; a value whose runtime
 * content turns out not to be writable (inside a {@code Map<String, Object>}) goes to the {@link #fallback()}
 * converter, Jackson's when {@link SimdJsonHttpConverterPlacement} placed this one.
 */
public class SimdJsonHttpMessageConverter extends AbstractSmartHttpMessageConverter<Object> {

    private final JsonBodies bodies;
    private final Transport transport;
    private final @Nullable HttpMessageConverter<?> fallback;
    private final boolean detailedErrors;

    /**
     * @param bodies     decides per type, reads and writes
     * @param transport  {@link Transport#HTTP_SERVER} for Spring MVC, {@link Transport#HTTP_CLIENT} for
     *                   RestClient/RestTemplate: the metrics tag and how read failures surface
     * @param mediaTypes the media types to read and write ({@code simdjson.http.media-types})
     */
    public SimdJsonHttpMessageConverter(JsonBodies bodies, Transport transport, List<MediaType> mediaTypes) {
        this(bodies, transport, mediaTypes, null);
    }

    /**
     * @param fallback writes a value simd-json turned out not to write after {@code canWrite} said yes (a runtime
     *                 type inside a {@code Map<String, Object>}, say, like the {@code Date} in Boot's error
     *                 attributes); normally the Jackson converter this one sits ahead of. Without one, such a
     *                 value fails with {@link HttpMessageNotWritableException}.
     */
    public SimdJsonHttpMessageConverter(JsonBodies bodies, Transport transport, List<MediaType> mediaTypes,
            @Nullable HttpMessageConverter<?> fallback) {
        this(bodies, transport, mediaTypes, fallback, false);
    }

    /**
     * @param detailedErrors on the server, let a bad request body's {@link JsonBodyException} through (a detailed
     *                       problem with line, column and path) instead of Jackson's exception
     */
    public SimdJsonHttpMessageConverter(JsonBodies bodies, Transport transport, List<MediaType> mediaTypes,
            @Nullable HttpMessageConverter<?> fallback, boolean detailedErrors) {
        super(BodyRules.atLeastOne(mediaTypes).toArray(MediaType[]::new));
        this.bodies = Objects.requireNonNull(bodies, "bodies");
        this.transport = Objects.requireNonNull(transport, "transport");
        this.fallback = fallback;
        this.detailedErrors = detailedErrors;
    }

    /** This converter, writing what simd-json cannot with {@code next} (see the constructor). */
    public SimdJsonHttpMessageConverter withFallback(@Nullable HttpMessageConverter<?> next) {
        return new SimdJsonHttpMessageConverter(bodies, transport, getSupportedMediaTypes(), next, detailedErrors);
    }

    /** The converter that writes the values simd-json cannot, if any. */
    public @Nullable HttpMessageConverter<?> fallback() {
        return fallback;
    }


    /** Where this converter is used: the server (Spring MVC) or the client (RestClient, RestTemplate). */
    public Transport transport() {
        return transport;
    }

    @Override
    protected boolean supports(Class<?> clazz) {
        // Not consulted for decisions: canRead/canWrite below ask JsonBodies with the full generic type.
        return true;
    }

    @Override
    public boolean canRead(ResolvableType type, @Nullable MediaType mediaType) {
        if (!canRead(mediaType) || !BodyRules.isUtf8(mediaType, true)) {
            return false;
        }
        return type.resolve() != null && !BodyRules.usesJsonView(type) && bodies.canRead(BodyRules.javaType(type));
    }

    @Override
    public boolean canWrite(ResolvableType targetType, Class<?> valueClass, @Nullable MediaType mediaType) {
        if (!canWrite(mediaType) || !BodyRules.isUtf8(mediaType, false)) {
            return false;
        }
        Type decided = typeToDecideOn(targetType, valueClass);
        // A @JsonView method filters properties through Jackson's body advice: its responses stay Jackson's. Only
        // the server's: a RestClient call made inside such a handler writes its own request body.
        return decided != null && bodies.canWrite(decided)
                && !(transport == Transport.HTTP_SERVER && BodyRules.currentHandlerUsesJsonView());
    }

    @Override
    protected boolean canRead(@Nullable MediaType mediaType) {
        return !BodyRules.isActuator(mediaType) && super.canRead(mediaType);
    }

    @Override
    protected boolean canWrite(@Nullable MediaType mediaType) {
        return !BodyRules.isActuator(mediaType) && super.canWrite(mediaType);
    }

    @Override
    public Object read(ResolvableType type, HttpInputMessage inputMessage, @Nullable Map<String, Object> hints)
            throws IOException {
        try {
            long declared = inputMessage.getHeaders().getContentLength();
            byte[] body = bodies.readBody(inputMessage.getBody(), declared, transport);
            return bodies.read(body, body.length, BodyRules.javaType(type), transport);
        } catch (JsonBodyException e) {
            HttpMessageConversionException definition = JsonBodyErrors.conversionError(e);
            if (definition != null) {
                throw definition; // Jackson's server error, detailed errors or not: the body is not at fault
            }
            boolean server = transport == Transport.HTTP_SERVER;
            if (server && detailedErrors) {
                throw e; // rendered as a detailed 400/413 problem for the client that sent it
            }
            if (e.jsonCause() != null) {
                throw new JsonBodyNotReadableException(e, inputMessage);
            }
            // Too large: Jackson's converter has no limit; Spring's own 413 for a request, unreadable for a response.
            if (server) {
                throw new ContentTooLargeException(e);
            }
            throw new HttpMessageNotReadableException(e.getBody().getDetail(), e, inputMessage);
        }
    }

    @Override
    protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage outputMessage,
            @Nullable Map<String, Object> hints) throws IOException {
        byte[] json;
        try {
            json = bodies.write(value);
        } catch (JsonWriteException e) {
            // Nothing is written yet: a value whose runtime content canWrite could not see (an element of a
            // List<Object>) that simd-json does not write. Jackson writes it, as it would without simd-json.
            if (fallback == null) {
                throw new HttpMessageNotWritableException("Could not write JSON body", e);
            }
            bodies.handedOffWhileWriting(value.getClass(), e.getMessage());
            if (logger.isDebugEnabled()) {
                logger.debug("simd-json cannot write this " + value.getClass().getName() + ", " + fallback
                        + " writes it: " + e.getMessage());
            }
            writeWithFallback(value, type, outputMessage, hints);
            return;
        }
        // Set before the body is opened (a servlet response commits its headers then). On a streaming client request
        // the headers may have gone already; the body then goes without a length (chunked).
        if (outputMessage.getHeaders().getContentLength() < 0) {
            outputMessage.getHeaders().setContentLength(json.length);
        }
        outputMessage.getBody().write(json);
    }

    @SuppressWarnings("unchecked")
    private void writeWithFallback(Object value, ResolvableType type, HttpOutputMessage outputMessage,
            @Nullable Map<String, Object> hints) throws IOException {
        MediaType contentType = outputMessage.getHeaders().getContentType();
        if (fallback instanceof SmartHttpMessageConverter<?> smart) {
            ((SmartHttpMessageConverter<Object>) smart).write(value, type, contentType, outputMessage, hints);
        } else if (fallback instanceof GenericHttpMessageConverter<?> generic) {
            ((GenericHttpMessageConverter<Object>) generic).write(value, type.getType(), contentType, outputMessage);
        } else {
            ((HttpMessageConverter<Object>) Objects.requireNonNull(fallback)).write(value, contentType, outputMessage);
        }
    }

    @Override
    protected boolean supportsRepeatableWrites(Object value) {
        return true; // the bytes are produced afresh from the value on every write
    }

    /**
     * The type whose writability decides: the declared type when it carries generics the value's class cannot
     * show ({@code List<Item>}); otherwise the value's class, which is what the writer encodes (the declared type
     * may be {@code Object}, an interface, a supertype or unresolvable).
     */
    static @Nullable Type typeToDecideOn(ResolvableType declared, @Nullable Class<?> valueClass) {
        Class<?> raw = declared.resolve();
        if (raw == null || valueClass == null) {
            return raw == null ? valueClass : declared.getType();
        }
        if (declared.hasGenerics() && !declared.hasUnresolvableGenerics()) {
            return BodyRules.javaType(declared);
        }
        return valueClass;
    }

    @Override
    public String toString() {
        return "SimdJsonHttpMessageConverter[" + transport.tag() + ", " + getSupportedMediaTypes() + "]";
    }
}
