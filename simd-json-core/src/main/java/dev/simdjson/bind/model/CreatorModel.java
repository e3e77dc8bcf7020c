package dev.simdjson.bind.model;

import java.lang.invoke.MethodHandle;

/**
 * How to construct an instance: a record's canonical constructor, an {@code @JsonCreator} constructor or factory,
 * or a no-arg constructor (then {@code parameterCount == 0} and properties are set afterwards).
 *
 * @param handle         {@code (Object[]) -> Object}, the arguments in creator order
 * @param parameterCount number of creator arguments
 */
public record CreatorModel(MethodHandle handle, int parameterCount) {
}
