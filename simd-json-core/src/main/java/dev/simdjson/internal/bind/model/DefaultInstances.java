package dev.simdjson.internal.bind.model;

import dev.simdjson.Inclusion;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Class-level {@code @JsonInclude(NON_DEFAULT)} on a POJO: Jackson leaves out the properties whose value equals the one
 * a default-constructed instance has. The writer leaves out type defaults ({@code 0}, {@code false}, {@code null},
 * empty), which is the same rule as long as the default instance holds type defaults only. This checks that once per
 * class; a POJO whose no-arg constructor sets other values is left to Jackson (writing only).
 */
final class DefaultInstances {

    private DefaultInstances() {
    }

    /** Why simd-json cannot write {@code type} like Jackson, or null when it can. */
    static String writeProblem(Class<?> type, List<PropertyModel> properties) {
        MethodHandles.Lookup lookup = Accessors.lookup(type);
        if (lookup == null) {
            return null;
        }
        Object instance;
        try {
            MethodHandle constructor = lookup.findConstructor(type, MethodType.methodType(void.class));
            instance = constructor.invoke();
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // no default instance: Jackson compares with type defaults too
        } catch (Throwable t) {
            return type.getName() + " has @JsonInclude(NON_DEFAULT) and its no-arg constructor fails: " + t;
        }
        for (PropertyModel p : properties) {
            if (p.inclusion() != Inclusion.NON_DEFAULT || p.getter() == null) {
                continue;
            }
            Object value;
            try {
                value = p.getter().invoke(instance);
            } catch (Throwable t) {
                return type.getName() + " has @JsonInclude(NON_DEFAULT) and reading '" + p.name()
                        + "' of a default instance fails: " + t;
            }
            if (!isTypeDefault(value)) {
                return type.getName() + " has @JsonInclude(NON_DEFAULT) and its default instance sets '" + p.name()
                        + "' (Jackson then compares with that instance)";
            }
        }
        return null;
    }

    private static boolean isTypeDefault(Object v) {
        return switch (v) {
            case null -> true;
            case Boolean b -> !b;
            case Character c -> c == 0;
            case Double d -> d.equals(0.0);
            case Float f -> f.equals(0.0f);
            case Number n -> n.longValue() == 0 && n.doubleValue() == 0;
            case CharSequence s -> s.isEmpty();
            case Collection<?> c -> c.isEmpty();
            case Map<?, ?> m -> m.isEmpty();
            case Optional<?> o -> o.isEmpty();
            default -> v.getClass().isArray() && Array.getLength(v) == 0;
        };
    }
}
