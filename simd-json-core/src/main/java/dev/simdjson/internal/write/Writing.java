package dev.simdjson.internal.write;

import dev.simdjson.ClassVeto;
import dev.simdjson.Inclusion;
import dev.simdjson.MapperConfig;
import dev.simdjson.PropertyNaming;
import dev.simdjson.TypeSupport;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.internal.runtime.WarmUp;
import dev.simdjson.runtime.Implementation;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The writing side of a mapper: an encoder per type built once and cached, output buffers reused per thread.
 * The bytes are those of Jackson 3 under Spring Boot 4's defaults (see the package documentation).
 */
public final class Writing {

    /** One reusable output per thread (a nested write on the same thread gets a fresh one). */
    private static final ThreadLocal<JsonOutput> OUTPUTS = ThreadLocal.withInitial(
            () -> new JsonOutput(new ScalarStringKernel()));

    private static final StringKernel SCALAR = new ScalarStringKernel();

    /**
     * Encoders depend only on naming and inclusion: shared JVM-wide, so building a mapper often stays cheap. A mapper
     * with a {@link ClassVeto} (one per application) gets encoders of its own, so none outlives it.
     */
    private static final Map<EncoderSettings, EncoderFactory> SHARED_ENCODERS = new ConcurrentHashMap<>();

    private record EncoderSettings(PropertyNaming naming, Inclusion defaultInclusion, Inclusion contentInclusion) {
    }

    private final MapperConfig config;
    private final EncoderFactory encoders;
    private final Implementation implementation;
    /** The vector kernel when it may run here (AUTO or VECTOR), else null. */
    private final StringKernel vector;

    public Writing(MapperConfig config) {
        this.config = Objects.requireNonNull(config);
        this.encoders = config.classVeto() != ClassVeto.NONE
                ? new EncoderFactory(TypeModels.shared(config.naming()), config.defaultInclusion(),
                        config.contentInclusion(), config.classVeto())
                : SHARED_ENCODERS.computeIfAbsent(
                        new EncoderSettings(config.naming(), config.defaultInclusion(), config.contentInclusion()),
                        s -> new EncoderFactory(TypeModels.shared(s.naming()), s.defaultInclusion(),
                                s.contentInclusion(), ClassVeto.NONE));
        this.implementation = config.implementation();
        StringKernel k = dev.simdjson.internal.runtime.Kernels.newStringKernel(implementation);
        this.vector = k instanceof ScalarStringKernel ? null : k;
    }

    /** The kernel for this write: AUTO runs the vector kernel once the JIT has warmed the vector code. */
    private StringKernel kernel() {
        if (vector == null) {
            return SCALAR;
        }
        return implementation == Implementation.VECTOR || WarmUp.vectorHot() ? vector : SCALAR;
    }

    /** {@code value} as JSON ({@code null} as {@code null}). */
    public byte[] write(Object value) {
        JsonOutput out = acquire(null);
        try {
            encode(value, out);
            byte[] json = out.toByteArray();
            return config.indentOutput() ? JacksonIndentation.indent(json) : json;
        } finally {
            release(out);
        }
    }

    /** Writes {@code value} as JSON to {@code stream}, in pieces for large values; does not close the stream. */
    public void write(OutputStream stream, Object value) throws IOException {
        Objects.requireNonNull(stream, "stream");
        if (config.indentOutput()) {
            stream.write(write(value));
            return;
        }
        JsonOutput out = acquire(stream);
        try {
            encode(value, out);
            out.flush();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            release(out);
        }
    }

    /** Writes {@code value} into {@code out}, declared as {@code type} (for encoders of other components). */
    public void write(Object value, Type type, JsonOutput out) {
        if (value == null) {
            out.writeNull();
        } else {
            encoders.forType(type).write(value, out);
        }
    }

    private void encode(Object value, JsonOutput out) {
        if (value == null) {
            out.writeNull();
        } else {
            encoders.forRuntimeClass(value.getClass(), true).write(value, out);
        }
    }

    private JsonOutput acquire(OutputStream stream) {
        JsonOutput out = OUTPUTS.get();
        if (out.inUse) {
            out = new JsonOutput(SCALAR); // a getter writing JSON with a mapper on the same thread
        } else {
            out.inUse = true;
        }
        out.start(kernel(), config.limits().maxDepth(), stream);
        return out;
    }

    private static void release(JsonOutput out) {
        out.finish();
        out.inUse = false;
    }

    /** Whether values of {@code type} can be written; when not, the reason (so the type can go to Jackson). */
    public TypeSupport canWrite(Type type) {
        String reason = encoders.reason(type);
        return reason == null ? TypeSupport.SUPPORTED : TypeSupport.unsupported(reason);
    }

    /** The string kernel writes currently use ({@code scalar} or the vector species). */
    public String kernelDescription() {
        return kernel().describe();
    }
}
