package dev.simdjson.internal.bind;

import dev.simdjson.internal.codegen.HiddenClasses;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.List;

/**
 * The {@link ArgumentsCreator} of a record or POJO creator. Where it can, it generates a small hidden class in the
 * bound type's nest ({@code java.lang.classfile}, {@link MethodHandles.Lookup#defineHiddenClass}) whose
 * {@code create} reads each argument from its slot and calls the constructor or factory directly, the way
 * hand-written code would: no boxing of primitives, no spreading through method handles. Otherwise (a module that
 * does not open the type to simd-json, a class loader that cannot see simd-json, a parameter type the type's
 * package cannot name) the arguments are boxed into an array for the model's {@code (Object[]) -> Object} handle.
 */
final class CreatorClasses {

    private static final ClassDesc CD_CREATOR = ClassDesc.of(ArgumentsCreator.class.getName());
    private static final MethodTypeDesc CREATE = MethodTypeDesc.of(ConstantDescs.CD_Object,
            ConstantDescs.CD_Object.arrayType(), ConstantDescs.CD_long.arrayType());
    /** Off only to compare designs when measuring ({@code -Dsimdjson.bind.handleCreators=true}). */
    private static final boolean GENERATE = !Boolean.getBoolean("simdjson.bind.handleCreators");

    private CreatorClasses() {
    }

    /**
     * @param handle    {@code (Object[]) -> Object}, the model's handle
     * @param classes   per parameter: its class (for boxing when falling back to {@code handle})
     * @param primitive per parameter: whether its argument is in {@code prims}
     * @param slot      per parameter: its index in {@code refs} or {@code prims}
     */
    static ArgumentsCreator creator(Executable executable, MethodHandle handle, Class<?>[] classes,
            boolean[] primitive, int[] slot) {
        if (GENERATE && executable != null) {
            ArgumentsCreator generated = generate(executable, primitive, slot);
            if (generated != null) {
                return generated;
            }
        }
        int n = primitive.length;
        return (refs, prims) -> {
            Object[] args = new Object[n];
            for (int p = 0; p < n; p++) {
                args[p] = primitive[p] ? box(classes[p], prims[slot[p]]) : refs[slot[p]];
            }
            return (Object) handle.invokeExact(args);
        };
    }

    private static Object box(Class<?> c, long bits) {
        if (c == long.class) {
            return bits;
        } else if (c == int.class) {
            return (int) bits;
        } else if (c == double.class) {
            return Double.longBitsToDouble(bits);
        } else if (c == boolean.class) {
            return bits != 0;
        } else if (c == float.class) {
            return Float.intBitsToFloat((int) bits);
        } else if (c == short.class) {
            return (short) bits;
        }
        return (byte) bits;
    }

    private static ArgumentsCreator generate(Executable executable, boolean[] primitive, int[] slot) {
        MethodHandles.Lookup lookup = HiddenClasses.lookupForCalling(executable, ArgumentsCreator.class);
        Class<?>[] params = executable.getParameterTypes();
        if (lookup == null || params.length != primitive.length) {
            return null;
        }
        // null: fall back to the handle (a loader that cannot see simd-json, a JVM that refuses the class, ...)
        return (ArgumentsCreator) HiddenClasses.define(lookup, "SimdJsonCreator", List.of(), cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC).withInterfaceSymbols(CD_CREATOR);
            HiddenClasses.constructor(cb, ConstantDescs.CD_Object);
            cb.withMethodBody("create", CREATE, ClassFile.ACC_PUBLIC,
                    code -> create(code, executable, params, primitive, slot));
        });
    }

    private static void create(CodeBuilder code, Executable executable, Class<?>[] params, boolean[] primitive,
            int[] slot) {
        beginCall(code, executable);
        for (int p = 0; p < params.length; p++) {
            if (primitive[p]) {
                code.aload(2).loadConstant(slot[p]).laload();
                fromBits(code, params[p]);
            } else {
                code.aload(1).loadConstant(slot[p]).aaload();
                fromReference(code, params[p]);
            }
        }
        endCall(code, executable);
        code.areturn();
    }

    /** Before the arguments of a call to {@code creator}: the new instance for a constructor. */
    static void beginCall(CodeBuilder code, Executable creator) {
        if (creator instanceof Constructor<?>) {
            code.new_(HiddenClasses.desc(creator.getDeclaringClass())).dup();
        }
    }

    /** Calls {@code creator} on the arguments on the stack, leaving the instance. */
    static void endCall(CodeBuilder code, Executable creator) {
        ClassDesc owner = HiddenClasses.desc(creator.getDeclaringClass());
        MethodTypeDesc type = MethodTypeDesc.of(creator instanceof Method m ? HiddenClasses.desc(m.getReturnType())
                : ConstantDescs.CD_void, java.util.Arrays.stream(creator.getParameterTypes())
                .map(HiddenClasses::desc).toArray(ClassDesc[]::new));
        if (creator instanceof Constructor<?>) {
            code.invokespecial(owner, ConstantDescs.INIT_NAME, type);
        } else {
            code.invokestatic(owner, creator.getName(), type, creator.getDeclaringClass().isInterface());
        }
    }

    /** Turns the reference on the stack into an argument of type {@code c} (a cast, or unboxing for a primitive). */
    static void fromReference(CodeBuilder code, Class<?> c) {
        if (c.isPrimitive()) { // a char, or a primitive whose binder hands over boxes
            Class<?> box = MethodType.methodType(c).wrap().returnType();
            ClassDesc boxDesc = HiddenClasses.desc(box);
            code.checkcast(boxDesc).invokevirtual(boxDesc, c.getName() + "Value",
                    MethodTypeDesc.of(HiddenClasses.desc(c)));
        } else if (c != Object.class) {
            code.checkcast(HiddenClasses.desc(c));
        }
    }

    /** Turns the {@code long} bits on the stack into primitive {@code c} (see {@link PrimitiveBinder}). */
    static void fromBits(CodeBuilder code, Class<?> c) {
        if (c == int.class || c == boolean.class) {
            code.l2i();
        } else if (c == short.class) {
            code.l2i().i2s();
        } else if (c == byte.class) {
            code.l2i().i2b();
        } else if (c == char.class) {
            code.l2i().i2c();
        } else if (c == double.class) {
            code.invokestatic(ConstantDescs.CD_Double, "longBitsToDouble",
                    MethodTypeDesc.of(ConstantDescs.CD_double, ConstantDescs.CD_long));
        } else if (c == float.class) {
            code.l2i().invokestatic(ConstantDescs.CD_Float, "intBitsToFloat",
                    MethodTypeDesc.of(ConstantDescs.CD_float, ConstantDescs.CD_int));
        }
    }
}
