package dev.simdjson.internal.write;

import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * A property's getter as a plain interface call, typed by its kind so primitives are never boxed.
 *
 * <p>A getter method (record accessor, {@code getX}/{@code isX}) becomes a small hidden class that calls it
 * directly ({@link LambdaMetafactory}, defined in the bean class's nest, so private getters work): the JIT inlines
 * it like hand-written code. Calling a method handle that is not a constant cannot be inlined and costs a
 * lambda-form dispatch per property. When that is not possible (a field read, or a bean class whose module does
 * not give simd-json full access), the getter handle is called through a wrapper instead.
 */
final class PropertyGetters {

    private PropertyGetters() {
    }

    /** For long, int, short and byte getters (the narrower ones widen to long). */
    static ToLongFunction<Object> longs(MethodHandle direct) {
        ToLongFunction<Object> f = generate(ToLongFunction.class, "applyAsLong", long.class, direct);
        if (f != null) {
            return f;
        }
        MethodHandle h = direct.asType(MethodType.methodType(long.class, Object.class));
        return bean -> {
            try {
                return (long) h.invokeExact(bean);
            } catch (Throwable t) {
                throw PropertyGetters.<RuntimeException>sneaky(t);
            }
        };
    }


    /** For double and float getters (a float widens to double exactly). */
    static ToDoubleFunction<Object> doubles(MethodHandle direct) {
        ToDoubleFunction<Object> f = generate(ToDoubleFunction.class, "applyAsDouble", double.class, direct);
        if (f != null) {
            return f;
        }
        MethodHandle h = direct.asType(MethodType.methodType(double.class, Object.class));
        return bean -> {
            try {
                return (double) h.invokeExact(bean);
            } catch (Throwable t) {
                throw PropertyGetters.<RuntimeException>sneaky(t);
            }
        };
    }

    static Predicate<Object> booleans(MethodHandle direct) {
        Predicate<Object> f = generate(Predicate.class, "test", boolean.class, direct);
        if (f != null) {
            return f;
        }
        MethodHandle h = direct.asType(MethodType.methodType(boolean.class, Object.class));
        return bean -> {
            try {
                return (boolean) h.invokeExact(bean);
            } catch (Throwable t) {
                throw PropertyGetters.<RuntimeException>sneaky(t);
            }
        };
    }

    /** Any getter, its value boxed when primitive. */
    static Function<Object, Object> objects(MethodHandle direct) {
        Function<Object, Object> f = generate(Function.class, "apply", Object.class, direct);
        if (f != null) {
            return f;
        }
        MethodHandle h = direct.asType(MethodType.methodType(Object.class, Object.class));
        return bean -> {
            try {
                return (Object) h.invokeExact(bean);
            } catch (Throwable t) {
                throw PropertyGetters.<RuntimeException>sneaky(t);
            }
        };
    }

    /**
     * An instance of {@code iface} whose single method {@code (Object) -> result} calls {@code direct}, or null
     * when the getter is not a method or its class is not fully accessible.
     */
    @SuppressWarnings("unchecked")
    private static <T> T generate(Class<?> iface, String method, Class<?> result, MethodHandle direct) {
        if (!GENERATE) {
            return null;
        }
        Class<?> owner = direct.type().parameterType(0);
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
            if (!lookup.hasFullPrivilegeAccess()) {
                return null;
            }
            Class<?> returned = direct.type().returnType();
            MethodType dynamic = MethodType.methodType(result == Object.class ? box(returned) : result, owner);
            CallSite site = LambdaMetafactory.metafactory(lookup, method, MethodType.methodType(iface),
                    MethodType.methodType(result, Object.class), direct, dynamic);
            return (T) site.getTarget().invoke();
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            return null; // a field getter, an inaccessible class: call the handle instead
        }
    }

    private static Class<?> box(Class<?> c) {
        return c.isPrimitive() ? MethodType.methodType(c).wrap().returnType() : c;
    }

    /** Off only to compare against the handle path when measuring ({@code -Dsimdjson.write.handleGetters=true}). */
    private static final boolean GENERATE = !Boolean.getBoolean("simdjson.write.handleGetters");

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }
}
