package dev.simdjson.internal.bind;

import dev.simdjson.JsonValue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.UUID;

/** Which binder reads each scalar class: strings, numbers, booleans, chars, Object, UUID, JsonValue, java.time. */
final class ScalarBinders {

    private ScalarBinders() {
    }

    /** The binder of a scalar class, or null when {@code c} is not one. */
    static Binder<?> forClass(Class<?> c) {
        if (c == String.class || c == CharSequence.class) {
            return StringBinder.INSTANCE;
        }
        if (c == int.class || c == Integer.class || c == long.class || c == Long.class || c == short.class
                || c == Short.class || c == byte.class || c == Byte.class) {
            return new IntegralBinder(c);
        }
        if (c == double.class || c == Double.class || c == float.class || c == Float.class) {
            return new FloatingBinder(c);
        }
        if (c == boolean.class || c == Boolean.class) {
            return new BooleanBinder(c);
        }
        if (c == char.class || c == Character.class) {
            return new CharBinder(c);
        }
        if (c == BigDecimal.class) {
            return BigNumberBinders.BIG_DECIMAL;
        }
        if (c == BigInteger.class) {
            return BigNumberBinders.BIG_INTEGER;
        }
        if (c == Number.class) {
            return BigNumberBinders.NUMBER_BINDER;
        }
        if (c == Object.class) {
            return new NaturalBinder();
        }
        if (c == UUID.class) {
            return TextBinders.UUID_BINDER;
        }
        if (c == JsonValue.class) {
            return ContainerBinders.TREE;
        }
        if (TextBinders.isTime(c)) {
            return TextBinders.time(c, null);
        }
        if (c == void.class || c == Void.class) {
            throw new BinderFactory.Unsupported("cannot read into void");
        }
        return null;
    }
}
