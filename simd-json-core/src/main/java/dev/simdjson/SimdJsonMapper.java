package dev.simdjson;

import dev.simdjson.internal.bind.Binding;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.internal.write.Writing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * Typed binding and writing, familiar to Jackson users: thread-safe, built once, reused everywhere. Reading binds
 * straight from stage 1's structural index (no intermediate DOM); parsers are reused per thread and a binder per
 * type is built once and cached. Jackson's annotations are honoured when they are on the class path and ignored
 * safely when they are not.
 */
public final class SimdJsonMapper {

    private final MapperConfig config;
    private final Binding binding;
    private final Writing writing;

    private SimdJsonMapper(MapperConfig config) {
        this.config = config;
        this.binding = new Binding(config);
        this.writing = new Writing(config);
    }

    /** A mapper with the defaults (those of Spring Boot's auto-configured Jackson mapper where they matter). */
    public static SimdJsonMapper create() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public MapperConfig config() {
        return config;
    }

    public <T> T readValue(byte[] json, Class<T> type) {
        return readValue(json, 0, json.length, type);
    }

    public <T> T readValue(byte[] json, int offset, int length, Class<T> type) {
        return type.cast(binding.read(json, offset, length, type));
    }

    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] json, Type type) {
        return (T) binding.read(json, 0, json.length, type);
    }

    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] json, int offset, int length, Type type) {
        return (T) binding.read(json, offset, length, type);
    }

    public <T> T readValue(ByteBuffer json, Class<T> type) {
        return type.cast(readValue(json, (Type) type));
    }

    @SuppressWarnings("unchecked")
    public <T> T readValue(ByteBuffer json, Type type) {
        byte[] copy = new byte[json.remaining()];
        json.get(json.position(), copy, 0, copy.length);
        return (T) binding.read(copy, 0, copy.length, type);
    }

    public <T> T readValue(InputStream json, Class<T> type) throws IOException {
        return type.cast(readValue(json, (Type) type));
    }

    @SuppressWarnings("unchecked")
    public <T> T readValue(InputStream json, Type type) throws IOException {
        byte[] bytes = binding.readAll(json);
        return (T) binding.read(bytes, 0, bytes.length, type);
    }

    /** The document as a DOM ({@link JsonValue}). */
    public JsonValue readTree(byte[] json) {
        return binding.readTree(json, 0, json.length);
    }

    public JsonValue readTree(byte[] json, int offset, int length) {
        return binding.readTree(json, offset, length);
    }

    public JsonValue readTree(InputStream json) throws IOException {
        byte[] bytes = binding.readAll(json);
        return binding.readTree(bytes, 0, bytes.length);
    }

    public byte[] writeValueAsBytes(Object value) {
        return writing.write(value);
    }

    public void writeValue(OutputStream out, Object value) throws IOException {
        writing.write(out, value);
    }

    /** Whether {@link #readValue} supports {@code type}; when not, the reason. */
    /**
     * A generator of JSON Schemas of Java types as this mapper binds them, its named definitions referred to as
     * {@code refPrefix + name} (e.g. {@code "#/components/schemas/"}).
     */
    public JsonSchemaGenerator schemaGenerator(String refPrefix) {
        return new JsonSchemaGenerator(config, refPrefix);
    }

    public TypeSupport canRead(Type type) {
        return binding.canRead(type);
    }

    /** Whether {@link #writeValueAsBytes} supports values of {@code type}; when not, the reason. */
    public TypeSupport canWrite(Type type) {
        return writing.canWrite(type);
    }

    /** Settings for a {@link SimdJsonMapper}. */
    public static final class Builder {

        private JsonLimits limits = JsonLimits.DEFAULTS;
        private Implementation implementation = Implementation.AUTO;
        private UnknownProperties unknownProperties = UnknownProperties.IGNORE;
        private PropertyNaming naming = PropertyNaming.IDENTITY;
        private Inclusion defaultInclusion = Inclusion.ALWAYS;
        private Inclusion contentInclusion = Inclusion.ALWAYS;
        private boolean caseInsensitiveProperties;
        private boolean indentOutput;
        private ClassVeto classVeto = ClassVeto.NONE;

        private Builder() {
        }

        public Builder limits(JsonLimits limits) {
            this.limits = Objects.requireNonNull(limits);
            return this;
        }

        public Builder implementation(Implementation implementation) {
            this.implementation = Objects.requireNonNull(implementation);
            return this;
        }

        public Builder unknownProperties(UnknownProperties policy) {
            this.unknownProperties = Objects.requireNonNull(policy);
            return this;
        }

        public Builder naming(PropertyNaming naming) {
            this.naming = Objects.requireNonNull(naming);
            return this;
        }

        /**
         * When properties without an {@code @JsonInclude} of their own or their class's are written ({@code value}),
         * and which map entries are written ({@code content}), as Jackson's default property inclusion; both
         * {@link Inclusion#ALWAYS} by default.
         */
        public Builder defaultInclusion(Inclusion value, Inclusion content) {
            this.defaultInclusion = Objects.requireNonNull(value);
            this.contentInclusion = Objects.requireNonNull(content);
            return this;
        }

        /** Whether JSON keys match property names regardless of case (off by default, as in Jackson). */
        public Builder caseInsensitiveProperties(boolean caseInsensitive) {
            this.caseInsensitiveProperties = caseInsensitive;
            return this;
        }

        /** Whether to write indented, byte for byte as Jackson's default pretty printer (off by default). */
        public Builder indentOutput(boolean indent) {
            this.indentOutput = indent;
            return this;
        }

        /** Classes this mapper must leave alone (none by default); see {@link ClassVeto}. */
        public Builder classVeto(ClassVeto veto) {
            this.classVeto = Objects.requireNonNull(veto);
            return this;
        }

        /** Every setting of {@code config}. */
        public Builder config(MapperConfig config) {
            return limits(config.limits()).implementation(config.implementation())
                    .unknownProperties(config.unknownProperties()).naming(config.naming())
                    .defaultInclusion(config.defaultInclusion(), config.contentInclusion())
                    .caseInsensitiveProperties(config.caseInsensitiveProperties()).indentOutput(config.indentOutput())
                    .classVeto(config.classVeto());
        }

        public SimdJsonMapper build() {
            return new SimdJsonMapper(new MapperConfig(limits, implementation, unknownProperties, naming,
                    defaultInclusion, contentInclusion, caseInsensitiveProperties, indentOutput, classVeto));
        }
    }
}
