package dev.simdjson.internal.codegen;

import java.lang.classfile.ClassBuilder;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.DynamicConstantDesc;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Executable;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Consumer;

/**
 * Hidden classes generated for one bound type ({@code java.lang.classfile}): defined in the type's nest, so they
 * reach its private constructors and accessors like its own code, with the values they need (binders, encoders,
 * getters, names) as class data, which the generated code loads as constants ({@link #constant}) and the JIT
 * treats as such. Generation is an optimisation: every method here answers "not possible" (null, false) rather
 * than throwing, and the caller keeps its interpreted path.
 */
public final class HiddenClasses {

    private HiddenClasses() {
    }

    /**
     * A full-privilege lookup in {@code owner}, when simd-json may have one and {@code owner}'s class loader sees
     * {@code superclass} (the generated class extends or implements it); otherwise null. The JDK hands out full
     * privilege (which defining a hidden nestmate needs) only within one module: on the class path simd-json and
     * the application share the unnamed module; a type in another named module gets null here, so the interpreted
     * codecs bind it.
     */
    public static MethodHandles.Lookup lookupIn(Class<?> owner, Class<?> superclass) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
            return lookup.hasFullPrivilegeAccess() && visible(owner, superclass) ? lookup : null;
        } catch (IllegalAccessException | SecurityException e) {
            return null;
        }
    }

    /**
     * A lookup for a class that calls {@code creator} (a constructor or static factory) with its declared
     * parameter types: as {@link #lookupIn}, and null as well when the creator's package cannot name one of them.
     */
    public static MethodHandles.Lookup lookupForCalling(Executable creator, Class<?> superclass) {
        Class<?> owner = creator.getDeclaringClass();
        MethodHandles.Lookup lookup = lookupIn(owner, superclass);
        if (lookup == null) {
            return null;
        }
        for (Class<?> c : creator.getParameterTypes()) {
            if (!nameable(owner, c)) {
                return null;
            }
        }
        return lookup;
    }

    /**
     * Builds the class {@code owner$$suffix}, defines it as a hidden nestmate of {@code lookup}'s class with
     * {@code classData}, and returns a new instance made by its public no-argument constructor; null when the JVM
     * refuses it.
     */
    public static Object define(MethodHandles.Lookup lookup, String suffix, List<Object> classData,
            Consumer<ClassBuilder> body) {
        try {
            // Stack maps need the hierarchy of the types the code names: resolve them through the type's loader.
            ClassFile classFile = ClassFile.of(ClassFile.ClassHierarchyResolverOption.of(
                    ClassHierarchyResolver.defaultResolver().orElse(ClassHierarchyResolver.ofClassLoading(lookup))));
            byte[] bytes = classFile.build(ClassDesc.of(lookup.lookupClass().getName() + "$$" + suffix), body);
            Class<?> hidden = lookup.defineHiddenClassWithClassData(bytes, classData, true,
                    MethodHandles.Lookup.ClassOption.NESTMATE).lookupClass();
            return lookup.findConstructor(hidden, MethodType.methodType(void.class)).invoke();
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            return null;
        }
    }

    /** A public no-argument constructor that calls {@code superclass}'s. */
    public static void constructor(ClassBuilder cb, ClassDesc superclass) {
        cb.withMethodBody(ConstantDescs.INIT_NAME, ConstantDescs.MTD_void, ClassFile.ACC_PUBLIC, code -> code
                .aload(0)
                .invokespecial(superclass, ConstantDescs.INIT_NAME, ConstantDescs.MTD_void)
                .return_());
    }

    /** Element {@code index} of the class data, loaded as a constant of {@code type}. */
    public static DynamicConstantDesc<Object> constant(int index, ClassDesc type) {
        return DynamicConstantDesc.ofNamed(ConstantDescs.BSM_CLASS_DATA_AT, ConstantDescs.DEFAULT_NAME, type, index);
    }

    public static ClassDesc desc(Class<?> c) {
        return c.describeConstable().orElseThrow();
    }

    /** Whether a class generated in {@code owner}'s package may name {@code c}. */
    public static boolean nameable(Class<?> owner, Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return true;
        }
        if (c.getPackageName().equals(owner.getPackageName()) && c.getClassLoader() == owner.getClassLoader()) {
            return !Modifier.isPrivate(c.getModifiers()) || c.getNestHost() == owner.getNestHost();
        }
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return c.getModule().isExported(c.getPackageName(), owner.getModule()) && visible(owner, c);
    }

    /** Whether {@code owner}'s class loader resolves {@code c}'s name to {@code c}. */
    public static boolean visible(Class<?> owner, Class<?> c) {
        if (c.getClassLoader() == null) {
            return true;
        }
        try {
            return Class.forName(c.getName(), false, owner.getClassLoader()) == c;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
