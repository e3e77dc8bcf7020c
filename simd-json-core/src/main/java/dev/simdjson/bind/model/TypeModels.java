package dev.simdjson.bind.model;

import dev.simdjson.PropertyNaming;

/**
 * How Java types map to JSON, read once per class from the class itself and, when they are on the class path,
 * Jackson's annotations (never required: without jackson-annotations everything works from names alone).
 * Shared by the reading side ({@code dev.simdjson.bind}) and the writing side ({@code dev.simdjson.write}); models
 * are cached and thread-safe.
 */
public final class TypeModels {

    public TypeModels(PropertyNaming naming) {
    }

    /**
     * The model of a record or POJO. A class that cannot be bound (no usable creator, an annotation we do not
     * support, ...) gets a model whose {@link ObjectModel#unsupportedReason()} says why.
     */
    public ObjectModel object(Class<?> type) {
        throw new UnsupportedOperationException("in progress");
    }

    /** The JSON names of an enum's constants (honouring {@code @JsonProperty}, {@code @JsonValue}, {@code @JsonCreator}). */
    public EnumModel enumeration(Class<?> type) {
        throw new UnsupportedOperationException("in progress");
    }

    /**
     * The tagged union rooted at {@code type} (a sealed interface or class of records/classes, or a type annotated
     * {@code @JsonTypeInfo(use = NAME)} with {@code @JsonSubTypes}), or {@code null} when {@code type} is not one.
     */
    public UnionModel union(Class<?> type) {
        throw new UnsupportedOperationException("in progress");
    }
}
