package dev.simdjson.internal.bind.model;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Executable;
import java.lang.reflect.Type;
import java.util.List;

/**
 * How to construct an instance: a record's canonical constructor, an {@code @JsonCreator} constructor or static
 * factory, or a no-arg constructor (then {@code parameterCount == 0} and properties are set afterwards through their
 * {@link PropertyModel#setter() setters}).
 *
 * <p>{@code handle} has the exact type {@code (Object[]) -> Object}; the array holds the arguments in creator order
 * and must have {@code parameterCount} elements (for a no-arg creator any array, even {@code null}, is accepted).
 * Elements are cast/unboxed to the parameter types, so a {@code null} for a primitive parameter throws
 * {@link NullPointerException}: the reader never passes one. Jackson 3 fails ({@code FAIL_ON_NULL_FOR_PRIMITIVES}
 * is on by default, and Spring Boot leaves it on) when a primitive creator argument is missing from the JSON or is
 * {@code null} ("Cannot map `null` into type `int`"), so the reader reports an error then rather than substituting
 * {@code 0} or {@code false}. A parameter that no {@link PropertyModel} feeds (its property is {@code @JsonIgnore}d
 * or {@code READ_ONLY}) always receives the default value of its type ({@code null}, {@code 0}, {@code false}).
 *
 * @param handle         {@code (Object[]) -> Object}, the arguments in creator order
 * @param parameterCount number of creator arguments
 * @param parameterTypes the generic type of each creator parameter, in creator order ({@code parameterCount} elements)
 * @param executable     the constructor or static factory itself (binders may generate code that calls it
 *                       directly); null when only {@code handle} is known
 */
public record CreatorModel(MethodHandle handle, int parameterCount, List<Type> parameterTypes, Executable executable) {

    /** A creator known only by its handle. */
    public CreatorModel(MethodHandle handle, int parameterCount, List<Type> parameterTypes) {
        this(handle, parameterCount, parameterTypes, null);
    }
}
